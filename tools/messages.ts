import {
  isNumberElement,
  isPluralElement,
  isPoundElement,
  isSelectElement,
  isTagElement,
  parse,
  type MessageFormatElement,
} from '@formatjs/icu-messageformat-parser';

type Catalogue = Record<string, string>;

/** Problems of a slice's pair of catalogues: keys in one language only, empty or unparsable messages, ids outside the slice's scope. */
export function catalogueProblems(slice: string, es: Catalogue, en: Catalogue): string[] {
  const problems: string[] = [];
  for (const [lang, own, other] of [
    ['es', es, en],
    ['en', en, es],
  ] as const) {
    for (const [id, message] of Object.entries(own)) {
      if (!(id in other)) problems.push(`${id} exists in ${lang} only`);
      if (!message.trim()) problems.push(`${lang}.${id} is empty`);
      if (!id.startsWith(`${slice}.`)) problems.push(`${lang}.${id} is not scoped by "${slice}."`);
      try {
        if (formatsANumber(parse(message)))
          problems.push(
            `${lang}.${id} formats a number through Intl.NumberFormat ("#" or "{n, number}"): write the count as "{count}"`,
          );
      } catch (error) {
        problems.push(`${lang}.${id} does not parse: ${(error as Error).message}`);
      }
    }
  }
  return [...new Set(problems)];
}

/**
 * Whether a message formats a number with Intl.NumberFormat: a plural's "#" or a `number` argument. The
 * first number format of a page loads the locale's number data, which holds a phone's main thread for
 * tens of milliseconds while the page hydrates; counts print as they are ("{count}") and prices go
 * through the ui's formatPrice.
 */
function formatsANumber(elements: MessageFormatElement[]): boolean {
  return elements.some(
    (element) =>
      isPoundElement(element) ||
      isNumberElement(element) ||
      ((isPluralElement(element) || isSelectElement(element)) &&
        Object.values(element.options).some((option) => formatsANumber(option.value))) ||
      (isTagElement(element) && formatsANumber(element.children)),
  );
}
