import type { PageLoadContext, PageProps } from '@cepa/core/page';
import { BookingFlow, preloadFirstStep } from './booking-flow';
import { contextOf, isBookingSeed, loadBookingSeed } from './load';

/** The first step's code, loaded before the page shows in-page (`PageModule.preload`). */
export const preload = preloadFirstStep;
/** The server's HTML shows the first step: its code is in before the page hydrates. */
export const preloadToHydrate = true;

/**
 * Runs on the server (the site's data hook): the voucher's check and the experience with its options,
 * so the server's HTML carries the booking's first step and the page hydrates without calling again.
 * The first step's code is loaded too, so the HTML carries it whole.
 */
export async function load({ page, query, client }: PageLoadContext) {
  const [seed] = await Promise.all([loadBookingSeed(contextOf(page, query), client), preloadFirstStep()]);
  return seed;
}

/** The page of page type `booking` (SPEC §2): the experience comes from the query or the hash. */
export default function BookingPage({ page, query, hash, loaded }: PageProps) {
  return (
    <BookingFlow
      key={`${page.language}${page.path}`}
      page={page}
      search={query}
      hash={hash}
      seed={isBookingSeed(loaded) ? loaded : null}
    />
  );
}
