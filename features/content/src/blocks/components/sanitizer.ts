import { onDemand } from '@cepa/core/page';
import type * as SanitizeModule from './sanitize';

/**
 * The sanitiser, loaded on demand: with the first HTML the browser fetched itself (a list's next
 * results), or by a server loader (which sanitises what it hands a page, so the browser needs no
 * sanitiser to hydrate it).
 */
export const sanitizer = onDemand<typeof SanitizeModule>(() => import('./sanitize'));
