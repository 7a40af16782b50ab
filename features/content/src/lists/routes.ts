import { defineRoutes } from '@cepa/core/http';

/**
 * The three paginated lists' endpoints (SPEC §7), each written once: the calls in `api.ts` and the
 * embedded backend's handlers in `fake/` both use this table. Paths are under the API base.
 */
export const listRoutes = defineRoutes({
  /** Query p, year, category, locale, language_code, branding. */
  pressArticles: { method: 'get', path: '/press_articles/' },
  /** Query p, cat_id, language_code, branding. */
  projects: { method: 'get', path: '/idi_projects/' },
  /** Query p, cat_id or subcat_id, language_code, branding. */
  videos: { method: 'get', path: '/virtual_experience_videos/' },
});
