/*
 * The pseudo-language's writing (ARCHITECTURE.md, "A language, added"): a development-only language whose
 * every text is made from the English one, accented, about a third longer and bracketed, so that a screen
 * shown in it tells a text that came from a catalogue ("[Ɓǿǿǿǿķ ƞǿǿẇ]") from one written into a component
 * or sent by the backend, and a layout that breaks on a longer language. Here, below every package, so
 * that the ui's strings, the slices' catalogues (tools/pseudo-messages.ts) and the embedded backend's
 * content all write it the same way.
 */

/** Each ASCII letter's accented twin: still readable, plainly not English. */
const accented: Record<string, string> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((letter, i) => [
    letter,
    [...'ȧƀƈḓḗƒɠħīĵķŀḿƞǿƥɋřşŧŭṽẇẋẏẑȦƁƇḒḖƑƓĦĪĴĶĿḾȠǾƤɊŘŞŦŬṼẆẊẎẐ'][i]!,
  ]),
);

/** The vowels doubled: English text is about a third vowels, so the text grows by about that much. */
const doubled = new Set([...'aeiouAEIOU']);

/** A text as the pseudo-language writes it: accented, its vowels doubled. */
export function pseudoText(text: string): string {
  let out = '';
  for (const char of text) {
    const twin = accented[char] ?? char;
    out += doubled.has(char) ? twin + twin : twin;
  }
  return out;
}

/** A whole text in the pseudo-language, bracketed as each message of its catalogues is: "[Ɓǿǿǿǿķ ƞǿǿẇ]". */
export function pseudoMessageText(text: string): string {
  return `[${pseudoText(text)}]`;
}

/**
 * A piece of HTML (the content system's rich text) in the pseudo-language: each run of text between tags
 * written and bracketed, the tags, their attributes and the character references as they were.
 */
export function pseudoHtml(html: string): string {
  return html.replace(/(^|>)([^<]+)(?=<|$)/g, (_, open: string, text: string) => {
    if (!text.trim()) return open + text;
    const lead = /^\s*/.exec(text)![0];
    const trail = /\s*$/.exec(text)![0];
    const inner = text.slice(lead.length, text.length - trail.length);
    const written = inner
      .split(/(&[#\w]+;)/)
      .map((part, i) => (i % 2 ? part : pseudoText(part)))
      .join('');
    return `${open}${lead}[${written}]${trail}`;
  });
}
