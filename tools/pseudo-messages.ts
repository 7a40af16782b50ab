import { TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { pseudoText } from '../ui/src/i18n/pseudo-text.ts';

export { pseudoText };

/*
 * The pseudo-language's messages (issue "languages as data", part 3): each message of a catalogue made
 * accented, about a third longer and bracketed, its placeholders, plurals, selects and tags kept, so that a
 * screen shown in it tells at a glance a text that came from a catalogue ("[Ŕéééşéƌ...]") from one written
 * into a component or sent by the backend, and a layout that breaks on a longer language. Built from the
 * English catalogue's ICU syntax trees, as the site's catalogues arrive precompiled (tools/vite-messages.ts).
 */

/** One message's elements, every text in them pseudo-written; arguments, `#` and tag names as they were. */
function pseudoElements(elements: readonly MessageFormatElement[]): MessageFormatElement[] {
  return elements.map((element) => {
    switch (element.type) {
      case TYPE.literal:
        return { ...element, value: pseudoText(element.value) };
      case TYPE.tag:
        return { ...element, children: pseudoElements(element.children) };
      case TYPE.plural:
      case TYPE.select:
        return {
          ...element,
          options: Object.fromEntries(
            Object.entries(element.options).map(([key, option]) => [
              key,
              { ...option, value: pseudoElements(option.value) },
            ]),
          ),
        };
      default:
        return element;
    }
  });
}

/** A message in the pseudo-language: `[` … `]` around the whole, every text inside pseudo-written. */
export function pseudoMessage(elements: readonly MessageFormatElement[]): MessageFormatElement[] {
  return [
    { type: TYPE.literal, value: '[' },
    ...pseudoElements(elements),
    { type: TYPE.literal, value: ']' },
  ];
}

/** A whole catalogue (precompiled: each message's elements) in the pseudo-language. */
export function pseudoCatalogue(
  catalogue: Readonly<Record<string, MessageFormatElement[]>>,
): Record<string, MessageFormatElement[]> {
  return Object.fromEntries(Object.entries(catalogue).map(([id, message]) => [id, pseudoMessage(message)]));
}
