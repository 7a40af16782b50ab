import { z } from 'zod';
import { sitePathSchema } from '@cepa/core/redirect';

/** The club's page types, as page content names them. */
export const clubPageTypes = [
  'club_my_club',
  'club_orders',
  'club_personal_information',
  'club_catalogue',
] as const;
export type ClubPageType = (typeof clubPageTypes)[number];

/**
 * The `data` of every club page (Cepa's own shape): the club's name and the club's pages for its
 * navigation, in the page's language (the labels are the club slice's).
 */
export const clubPageDataSchema = z.object({
  club_name: z.string(),
  navigation: z.array(z.object({ page_type: z.enum(clubPageTypes), path: sitePathSchema })),
  /** The club catalogue's page id (the highlighted-products call takes it). */
  page_id: z.number().int().optional(),
});
export type ClubPageData = z.output<typeof clubPageDataSchema>;
