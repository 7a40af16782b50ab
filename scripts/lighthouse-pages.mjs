/**
 * The pages Lighthouse audits (the `budget` gate): each page type a visitor lands on, in both brands, and
 * three pages of a session. README's Lighthouse section names them and their number; a unit test
 * (`scripts/lighthouse-judge.test.ts`) keeps the two together.
 *
 * @param {number} port The production server's port.
 * Pages search engines must not index (`noindex`: site/src/seo/robots.ts) are judged on SEO without the
 * audit that finds them blocked, and must be found blocked.
 *
 * @returns {{ name: string; label: string; url: string; brand?: 'brava'; session?: 'basket' | 'member'; noindex?: boolean }[]}
 */
export function lighthousePages(port) {
  return [
    { name: 'solera-es-home', label: 'Casa Solera /es/', url: `http://127.0.0.1:${port}/es/` },
    {
      name: 'solera-en-the-winery',
      label: 'Casa Solera /en/the-winery',
      url: `http://127.0.0.1:${port}/en/the-winery`,
    },
    // Chromium resolves *.localhost to loopback by itself; the site picks the brand from the host name.
    {
      name: 'brava-es-home',
      label: 'Isla Brava /es/',
      url: `http://brava.localhost:${port}/es/`,
      brand: 'brava',
    },
    // The booking page with the experience a visitor books: the server renders its first step (the
    // voucher's check and the experience come with the page) and the browser hydrates it, evaluating zod,
    // the booking's contracts and the step's code (the quantity pickers, Radix's select), each in a task
    // of its own (`loadInSteps`). TBT medians 27-56 ms since then (118 ms before, runs up to 269 ms).
    {
      name: 'solera-es-booking',
      label: 'Casa Solera /es/reservar?experience=1',
      url: `http://127.0.0.1:${port}/es/reservar?experience=1`,
      noindex: true,
    },
    // A product page: the shop's page type a visitor most often lands on from a search or a link. zod and
    // the shop's contracts load a task apart before the page's code; after it hydrates, the related
    // wines' impressions and the header's basket count. TBT medians 5-14 ms (44 ms before).
    {
      name: 'solera-es-product',
      label: 'Casa Solera /es/tienda/solera-reserva-2016',
      url: `http://127.0.0.1:${port}/es/tienda/solera-reserva-2016`,
    },
    // The other page types a visitor uses without logging in: a list (its results sanitised on the
    // server), the contact form, the voucher page.
    {
      name: 'solera-es-press',
      label: 'Casa Solera /es/prensa',
      url: `http://127.0.0.1:${port}/es/prensa`,
    },
    {
      name: 'solera-es-contact',
      label: 'Casa Solera /es/contacto',
      url: `http://127.0.0.1:${port}/es/contacto`,
    },
    {
      name: 'brava-en-voucher',
      label: 'Isla Brava /en/redeem-voucher',
      url: `http://brava.localhost:${port}/en/redeem-voucher`,
      brand: 'brava',
    },
    // The pages of a session (private, no-store: never kept by a cache nor by the back/forward cache): the
    // basket with three lines, the checkout's first step for a visitor with that basket, and a member's
    // club page. The session is made before the page is measured (`sessionCookie`), and every request of
    // the run carries its cookie.
    {
      name: 'solera-es-basket',
      label: 'Casa Solera /es/cesta, 3 lines',
      url: `http://127.0.0.1:${port}/es/cesta`,
      session: 'basket',
      noindex: true,
    },
    {
      name: 'solera-es-checkout',
      label: 'Casa Solera /es/tienda/pedido, first step',
      url: `http://127.0.0.1:${port}/es/tienda/pedido`,
      session: 'basket',
      noindex: true,
    },
    {
      name: 'solera-es-club',
      label: 'Casa Solera /es/club/mi-club, a member',
      url: `http://127.0.0.1:${port}/es/club/mi-club`,
      session: 'member',
      noindex: true,
    },
  ];
}
