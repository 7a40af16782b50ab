import { z } from 'zod/mini';
import { brandIds, languages, type Brand, type Language } from '../config/config';
import { defineRoutes } from '../http/routes';
import { send } from '../http/send';

/**
 * Page content, as the content system delivers it for one route, language and brand.
 * The address is Cepa's own design (SPEC §2 leaves it out): GET /api/pages/?path=&language=&brand=.
 * `page_type` chooses the page a slice renders; `blocks` and `data` are parsed by that slice.
 */
export const pageContentSchema = z.object({
  id: z.number(),
  page_type: z.string(),
  path: z.string(),
  language: z.enum(languages),
  brand: z.enum(brandIds),
  title: z.string(),
  meta_description: z.string(),
  /** The same page in the other languages, for hreflang and the language switch. */
  alternates: z.array(z.object({ language: z.enum(languages), path: z.string() })),
  layout: z.object({
    brand_name: z.string(),
    navigation: z.array(z.object({ label: z.string(), path: z.string() })),
    footer: z.object({
      text_html: z.string(),
      logos: z.array(z.object({ src: z.string(), alt: z.string(), href: z.optional(z.string()) })),
    }),
    banner: z.nullable(z.object({ active: z.boolean(), html: z.string(), endpoint: z.string() })),
    age_gate: z.boolean(),
    login_path: z.string(),
    basket_path: z.string(),
    experiences_path: z.string(),
  }),
  blocks: z.array(z.unknown()),
  data: z.record(z.string(), z.unknown()),
});

export type PageContent = z.infer<typeof pageContentSchema>;

/** Cepa's own page-content address (SPEC §2 leaves it out). */
export const pageRoutes = defineRoutes({
  pageContent: { method: 'get', path: '/pages/' },
});

/** The content address for a route: derived from the path, the language and the brand. */
export function pageContentQuery(path: string, language: Language, brand: Brand) {
  return { path, language, brand };
}

export function fetchPageContent(path: string, language: Language, brand: Brand, signal?: AbortSignal) {
  return send(pageRoutes.pageContent, pageContentSchema, {
    query: pageContentQuery(path, language, brand),
    signal,
  });
}
