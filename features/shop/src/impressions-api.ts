import { z } from 'zod';
import { send } from '@cepa/core/http';
import type { Language } from '@cepa/core/config';
import { shopRoutes } from './routes';

/*
 * The shop's impressions calls apart from its other calls and contracts (api.ts, which re-exports
 * them): a product page asks for its related products' impressions once it has hydrated, and loading
 * only these builds two schemas, not the shop's forty (a task of 75-165 ms on a 4x slower CPU).
 */

/** SPEC §3 catalogue impression: what the tag manager is told about a product shown in a list. */
export const impressionSchema = z
  .object({ id: z.union([z.number(), z.string()]), list: z.string() })
  .passthrough();
export type Impression = z.infer<typeof impressionSchema>;

export function fetchCatalogueImpressions(pageId: number, language: Language) {
  return send(shopRoutes.catalogueImpressions, z.array(impressionSchema), {
    query: { page_id: pageId, language },
  });
}

export function fetchRelatedProductsImpressions(productPageId: number, language: Language) {
  return send(shopRoutes.relatedProductsImpressions, z.array(impressionSchema), {
    query: { product_page_id: productPageId, language },
  });
}
