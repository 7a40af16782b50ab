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
  // None open. Fixed since they were found: the list pages' hydration in Firefox and WebKit (React #422
  // and #467, the sanitiser loaded during hydration; lists are now sanitised where they are called),
  // WebKit's refusal of the booking's 101st address write in 10 s (the hash is now written at most every
  // 300 ms), Firefox's reports of a left page's basket read (no report once the page is leaving), and
  // the checkout's terms error left under ticked terms (the checkout's sections).
];

/** The known bugs that apply to a journey in an engine. */
export function knownBugsOf(engine, journey) {
  return knownBugs.filter(
    (bug) => bug.engines.includes(engine) && (bug.journeys.includes(journey) || bug.journeys.includes('*')),
  );
}
