import type { Finding } from './judge';

/*
 * What the pseudo-language check lets through, each with its reason. A text that is not bracketed is one a
 * catalogue does not give, on purpose; anything else it finds is a defect to fix (a word written into a
 * component → a catalogue entry; clipped text → a layout that makes room).
 */

/** Texts that are not a catalogue's, and why. Matched against the whole (trimmed) text. */
const notCatalogueTexts: { pattern: RegExp; reason: string }[] = [
  {
    pattern:
      /^(\d{1,2} )?(January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec)( \d{4})?$|^(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|Mon|Tue|Wed|Thu|Fri|Sat|Sun)$/,
    reason: 'a date or a day written by Intl in the language’s locale (en-GB), not a catalogue',
  },
  {
    pattern:
      /^(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday),? \d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December)( \d{4})?$/,
    reason: 'a day written by Intl in the language’s locale (en-GB, `formatDate`), not a catalogue',
  },
  {
    pattern: /^\d{1,2}:\d{2}( ?[AP]M)?$/,
    reason: 'a time of day (a booking slot’s), written by Intl or sent by the backend as a time',
  },
  { pattern: /^[\w.+-]+@[\w-]+(\.[\w-]+)+$/, reason: 'an e-mail address' },
  { pattern: /^[a-z]{2,}_\w+$/, reason: 'a payment’s reference at its provider (pi_…)' },
  { pattern: /^(https?:\/\/|www\.)\S+$/, reason: 'an address' },
  {
    pattern: /^[A-Z0-9]+(-[A-Z0-9]+)+$/,
    reason: 'a code (a voucher’s, an order’s, a booking’s): the same in every language',
  },
  {
    pattern: /^(Club )?(Casa Solera|Isla Brava)$/,
    reason: 'a brand’s name (or its club’s), the same in every language',
  },
  {
    pattern: /^(Español|English)$/,
    reason: 'a language’s name in itself (the language switch, `languageNames`), not a catalogue',
  },
];

/** Stories whose findings of a kind are expected, and why. */
const storyExceptions: { story: RegExp; kind: Finding['kind']; reason: string }[] = [
  {
    story: /^foundations-/,
    kind: 'not bracketed',
    reason: 'the design system’s own pages (token names, sizes, icon names), written for designers',
  },
  {
    story: /^ui-/,
    kind: 'not bracketed',
    reason:
      'a ui component’s words are its consumer’s, and its story writes them (in its args or its render); ' +
      'the ui’s own words (defineUiStrings) are judged in every slice’s story that shows them',
  },
  {
    story: /^core-card-payment/,
    kind: 'not bracketed',
    reason:
      'the stories’ stand-in for a booking’s pay button (payment-harness.tsx) and the labels of Stripe’s ' +
      'own card form (its stand-in, stripe-stub): neither is the site’s',
  },
  {
    story: /^club-(personal-information|my-club)-/,
    kind: 'not bracketed',
    reason: 'the member’s own data (first name, surnames) as the club keeps it',
  },
  {
    // A story's loaders run before the decorators, with the language the story pins, so the page its
    // loader fetches (and the order or product it writes) is in that language whatever is forced.
    story:
      /^(content-homepage--(solera|brava)-(spanish|english)|shop-product--(formats-brava-english|sold-out)|shop-order-confirmation--confirmed.*)$/,
    kind: 'not bracketed',
    reason:
      'the story’s loader fetches its page in the language the story pins (loaders run before the ' +
      'decorator that forces the language), so that page’s content system words are in it',
  },
  {
    story: /^layout-header--member/,
    kind: 'not bracketed',
    reason: 'the member’s first name, as the club keeps it',
  },
  {
    story: /^layout-layoutshell--/,
    kind: 'not bracketed',
    reason: 'the story’s stand-in for a page’s own content inside the frame (its children)',
  },
  {
    story: /^ui-select--long-spanish-text$/,
    kind: 'clipped',
    reason:
      'a select shows its value on one line and cuts it with an ellipsis on purpose; the whole option is ' +
      'in its list and in the trigger’s accessible name',
  },
  {
    story: /^ui-videoembed--long-spanish-title$/,
    kind: 'clipped',
    reason:
      'the poster’s caption is one line cut with an ellipsis on purpose; the play button names the whole title',
  },
];

/** Why a finding is not a defect, or undefined when it is one. */
export function exceptionFor(storyId: string, finding: Finding): string | undefined {
  if (finding.kind === 'not bracketed') {
    const known = notCatalogueTexts.find(({ pattern }) => pattern.test(finding.text));
    if (known) return known.reason;
  }
  return storyExceptions.find(({ story, kind }) => kind === finding.kind && story.test(storyId))?.reason;
}

/** Whether a text is one of the story's own words (its args: what a consumer gives the component). */
export function storyArgsAreTheirs(text: string, words: readonly string[]): boolean {
  const trimmed = text.trim();
  return trimmed.length > 0 && words.some((word) => word.includes(trimmed));
}
