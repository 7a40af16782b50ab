import { z } from 'zod';
import { send, type ApiClient } from '@cepa/core/http';
import { listRoutes } from './routes';

/**
 * The paginated lists' contract (SPEC §3: "results each carrying html, plus total_pages; press
 * responses also carry pagination and filters"). SPEC leaves the rest of the bodies out; what is
 * Cepa's own is marked below.
 */

/** One result: an article, a project or a video, as HTML from the content system (sanitised when shown). */
const listItemSchema = z.object({ id: z.number().int(), html: z.string() });

/** A filter choice as the backend offers it (the text/value pairs of SPEC §3). */
const filterOptionSchema = z.object({ value: z.string().min(1), text: z.string() });

/**
 * Cepa's own: `count`, the number of results across all pages (announced to screen readers), and
 * `page`, the page actually served (a page past the end is served as the last one).
 */
const pageOfResultsSchema = z.object({
  results: z.array(listItemSchema),
  total_pages: z.number().int().min(0),
  count: z.number().int().min(0),
  page: z.number().int().min(1),
});

/** Press: the same, plus `pagination` and `filters` (the choices for the year, category and locale selects). */
export const pressArticlesResponseSchema = pageOfResultsSchema.extend({
  pagination: z.object({
    page: z.number().int().min(1),
    total_pages: z.number().int().min(0),
    count: z.number().int().min(0),
  }),
  filters: z.object({
    year: z.array(filterOptionSchema),
    category: z.array(filterOptionSchema),
    locale: z.array(filterOptionSchema),
  }),
});

export const projectsResponseSchema = pageOfResultsSchema;
export const videosResponseSchema = pageOfResultsSchema;

export type PressArticlesResponse = z.infer<typeof pressArticlesResponseSchema>;
export type PageOfResults = z.infer<typeof pageOfResultsSchema>;
export type FilterOption = z.infer<typeof filterOptionSchema>;

/** The wire query of a list call: the address's filters plus language_code and branding. */
export type ListApiQuery = Readonly<Record<string, string>>;

type CallOptions = { client?: ApiClient; signal?: AbortSignal };

export const fetchPressArticles = (query: ListApiQuery, options: CallOptions = {}) =>
  send(listRoutes.pressArticles, pressArticlesResponseSchema, { query, ...options });

export const fetchProjects = (query: ListApiQuery, options: CallOptions = {}) =>
  send(listRoutes.projects, projectsResponseSchema, { query, ...options });

export const fetchVideos = (query: ListApiQuery, options: CallOptions = {}) =>
  send(listRoutes.videos, videosResponseSchema, { query, ...options });

/** The page data of the projects page: the categories its filter offers (from the content system). */
export const projectsPageDataSchema = z.object({
  categories: z.array(z.object({ id: z.number().int().positive(), name: z.string() })),
});

/** The page data of the videos page: categories, each with its subcategories. */
export const videosPageDataSchema = z.object({
  categories: z.array(
    z.object({
      id: z.number().int().positive(),
      name: z.string(),
      subcategories: z.array(z.object({ id: z.number().int().positive(), name: z.string() })),
    }),
  ),
});

export type VideoCategory = z.infer<typeof videosPageDataSchema>['categories'][number];
