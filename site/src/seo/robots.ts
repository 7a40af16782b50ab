/**
 * Whether search engines may index a page type: every page type the registry composes is named here
 * (a unit test holds it), so a new one is decided, not left indexed by default. Pages of a visitor's own
 * task or data are not: the booking's steps and its confirmation, the basket, the checkout and the order's
 * confirmation, the club's pages; nor the login and the error pages (`robotsFor`).
 */
export const indexedPageTypes = {
  home: true,
  content: true,
  press: true,
  projects: true,
  virtual_experience_videos: true,
  contact: true,
  experience_request: true,
  voucher_redemption: true,
  catalogue: true,
  product: true,
  booking: false,
  booking_confirmation: false,
  basket: false,
  checkout: false,
  order_confirmation: false,
  club_my_club: false,
  club_orders: false,
  club_catalogue: false,
  club_personal_information: false,
} as const satisfies Record<string, boolean>;

/**
 * The robots meta tag's content for a page: `noindex` for a page type that is not indexed, the login and
 * an error page (`pageType` null); none for the rest. A page type the registry does not know renders as a
 * content page (registry.tsx), and is indexed as one.
 */
export function robotsFor(pageType: string | null): 'noindex' | undefined {
  if (pageType === null) return 'noindex';
  const indexed = Object.hasOwn(indexedPageTypes, pageType)
    ? indexedPageTypes[pageType as keyof typeof indexedPageTypes]
    : true;
  return indexed ? undefined : 'noindex';
}
