import type { PageContent } from '@cepa/core';
import { BookingFlow } from './booking-flow';

/** The page of page type `booking` (SPEC §2): the experience comes from the query or the hash. */
export default function BookingPage({ page }: { page: PageContent }) {
  return (
    <BookingFlow
      key={`${page.language}${page.path}`}
      page={page}
      search={window.location.search}
      hash={window.location.hash}
    />
  );
}
