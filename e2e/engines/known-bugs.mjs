/**
 * Product bugs the journeys found and that are not fixed yet. A journey still asserts what a visitor
 * should get; a failure whose message or reported errors carry a known bug's signature (in that engine
 * and journey, `*` for every journey) is counted as that bug (an expected failure), and the page's errors
 * with that signature do not fail a journey that otherwise passes. Anything else still fails. Remove an
 * entry once its fix is in: the run says when a known bug no longer shows.
 *
 * @type {{ id: string, engines: string[], journeys: string[], signature: RegExp, reason: string }[]}
 */
export const knownBugs = [
  {
    id: 'list-hydration',
    engines: ['firefox', 'webkit'],
    journeys: ['lists'],
    signature: /Minified React error #(422|467)\b/,
    reason:
      'the list pages (press, projects, videos) fail to hydrate in Firefox and WebKit: React #422 (the ' +
      'Suspense boundary falls back to client rendering) caused by #467 ("update hook called on initial ' +
      'render") in SanitisedHtml (features/content/src/components/content-html.tsx), whose conditional ' +
      '`sanitizer.current ?? use(sanitizer.load())` suspends while the page hydrates; in WebKit the #467 ' +
      "then reaches the page's error boundary now and then and the list page, shown a moment before, " +
      'turns into the error screen (500) (seen on /en/projects and /es/videos); Chromium loads the ' +
      'sanitiser in time and never shows it',
  },
  {
    id: 'booking-hash-rate-limit',
    engines: ['webkit'],
    journeys: ['booking', 'voucher'],
    signature: /history\.replaceState\(\) more than 100 times per 10 seconds/,
    reason:
      'the booking writes its whole state to the address hash with history.replaceState on every ' +
      'keystroke (useHashState, features/core/src/navigation/hash-state.ts); WebKit refuses the 101st ' +
      'call within 10 s with a SecurityError, thrown in a React effect, and the page falls to the ' +
      'error screen (500) with everything typed lost',
  },
  {
    id: 'firefox-left-page-reports',
    engines: ['firefox'],
    journeys: ['*'],
    signature:
      /ApiError: network error on GET .*(NetworkError when attempting to fetch resource|AbortError: The operation was aborted)/,
    reason:
      'Firefox fails the fetches of a page the visitor is leaving (a link, an address typed) while that ' +
      'page still runs, and the header reports the basket read it had in flight as an error ' +
      '("[cepa] session: reading the basket: ApiError: network error on GET /api/ecom/basket/", its cause ' +
      'a NetworkError or an AbortError); Chromium ' +
      'drops them silently. Noise in every error report from Firefox, nothing the visitor sees',
  },
  {
    id: 'checkout-terms-error-stays',
    engines: ['firefox', 'webkit', 'chromium'],
    journeys: ['shop'],
    signature: /the terms ticked: no error left beside them/,
    reason:
      'the checkout keeps "Este campo es obligatorio" under the terms of sale once they are ticked and ' +
      'the order goes on to the payment (every engine, Chromium too: the e2e flows do not look there)',
  },
];

/** The known bugs that apply to a journey in an engine. */
export function knownBugsOf(engine, journey) {
  return knownBugs.filter(
    (bug) => bug.engines.includes(engine) && (bug.journeys.includes(journey) || bug.journeys.includes('*')),
  );
}
