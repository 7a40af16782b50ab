import {
  isArgumentElement,
  isDateElement,
  isNumberElement,
  isPluralElement,
  isPoundElement,
  isSelectElement,
  isTagElement,
  isTimeElement,
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

/**
 * Problems of a catalogue's descriptions (`messages/descriptions.json`, id -> English text for the
 * translator) against its messages: a message without one, one for an id no language has, one that does
 * not name each of the message's placeholders (`{count}`) and tags (`<privacy>`), one in another order than
 * es.json. A description must itself be valid ICU: the translation files carry it beside the message and
 * `formatjs verify` parses both.
 */
export function descriptionProblems(es: Catalogue, en: Catalogue, descriptions: Catalogue): string[] {
  const problems: string[] = [];
  const ids = [...new Set([...Object.keys(es), ...Object.keys(en)])];
  for (const id of ids) {
    const description = descriptions[id]?.trim();
    if (!description) {
      problems.push(`${id} has no description`);
      continue;
    }
    try {
      parse(description);
    } catch (error) {
      problems.push(`the description of ${id} is not valid ICU: ${(error as Error).message}`);
    }
    const names = new Set([...placeholdersOf(es[id]), ...placeholdersOf(en[id])]);
    for (const name of names) {
      if (!description.includes(name)) problems.push(`the description of ${id} does not say what ${name} is`);
    }
  }
  for (const id of Object.keys(descriptions)) {
    if (!ids.includes(id))
      problems.push(`the description of ${id} names a message the catalogue does not have`);
  }
  const order = (keys: string[]) => keys.filter((id) => id in es && id in descriptions).join();
  if (order(Object.keys(descriptions)) !== order(Object.keys(es)))
    problems.push("descriptions.json is not in es.json's order");
  return problems;
}

/** A message's placeholders (`{name}`, a plural's or select's `{count}`) and tags (`<privacy>`), as a description names them. */
function placeholdersOf(message: string | undefined): string[] {
  if (message === undefined) return [];
  let elements: MessageFormatElement[];
  try {
    elements = parse(message);
  } catch {
    return []; // catalogueProblems reports it
  }
  const names: string[] = [];
  const visit = (list: MessageFormatElement[]) => {
    for (const element of list) {
      if (
        isArgumentElement(element) ||
        isNumberElement(element) ||
        isDateElement(element) ||
        isTimeElement(element) ||
        isPluralElement(element) ||
        isSelectElement(element)
      )
        names.push(`{${element.value}}`);
      if (isPluralElement(element) || isSelectElement(element))
        Object.values(element.options).forEach((option) => visit(option.value));
      if (isTagElement(element)) {
        names.push(`<${element.value}>`);
        visit(element.children);
      }
    }
  };
  visit(elements);
  return [...new Set(names)];
}

/**
 * The ids of `ids` that no source text names: neither as a string literal (`t('shop.basket.title')`, an
 * id in a table) nor through a template literal whose fixed parts it fits (`t(\`content.lists.${kind}.empty\`)`
 * names every `content.lists.<word>.empty`). A message no code names is shown on no screen, and still goes to
 * the translators.
 */
export function unusedMessages(ids: string[], sources: string[]): string[] {
  const named = new Set<string>();
  const patterns: RegExp[] = [];
  for (const source of sources) {
    for (const [, id] of source.matchAll(/['"`]([a-z][\w-]*(?:\.[\w-]+)+)['"`]/g)) named.add(id!);
    for (const [, template] of source.matchAll(/`([a-z][\w-]*\.[^`]*\$\{[^`]*)`/g)) {
      const parts = template!.split(/\$\{[^}]*\}/);
      if (parts.some((part) => /[^\w.-]/.test(part))) continue;
      const escape = (part: string) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      patterns.push(new RegExp(`^${parts.map(escape).join('[\\w-]+')}$`));
    }
  }
  return ids.filter((id) => !named.has(id) && !patterns.some((pattern) => pattern.test(id)));
}
