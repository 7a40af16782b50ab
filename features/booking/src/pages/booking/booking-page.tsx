import type { PageProps } from '@cepa/core/page';
import { BookingFlow, preloadFirstStep } from './booking-flow';

/** The first step's code, loaded before the page shows in-page (`PageModule.preload`). */
export const preload = preloadFirstStep;

/** The page of page type `booking` (SPEC §2): the experience comes from the query or the hash. */
export default function BookingPage({ page, query, hash }: PageProps) {
  return <BookingFlow key={`${page.language}${page.path}`} page={page} search={query} hash={hash} />;
}
