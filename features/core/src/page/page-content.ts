import { z } from 'zod/mini';
import { brandIds, languages, type Brand, type Language } from '../config/config';
import { defineRoutes } from '../http/routes';
import { send, type SendOptions } from '../http/send';
import { ApiError } from '../http/api-error';
import { sameSitePath } from '../redirect/safe-next';
import { reportError } from '../report/report-error';

/**
 * Page content, as the content system delivers it for one route, language and brand.
 * The address is Cepa's own design (SPEC §2 leaves it out): GET /api/pages/?path=&language=&brand=.
 * `page_type` chooses the page a slice renders; `blocks` and `data` are parsed by that slice.
 */
/** A link the content system gives: the header's navigation, a footer section's. */
const linkSchema = z.object({ label: z.string(), path: z.string() });

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
    navigation: z.array(linkSchema),
    footer: z.object({
      text_html: z.string(),
      logos: z.array(z.object({ src: z.string(), alt: z.string(), href: z.optional(z.string()) })),
      /**
       * Cepa's own (SPEC §1 names only the footer's text block and logos): the footer's sections of links,
       * each under its title (the pages the header leaves out: press, projects, videos, the privacy policy).
       */
      sections: z.optional(z.array(z.object({ title: z.string(), links: z.array(linkSchema) }))),
    }),
    banner: z.nullable(z.object({ active: z.boolean(), html: z.string(), endpoint: z.string() })),
    age_gate: z.boolean(),
    login_path: z.string(),
    basket_path: z.string(),
    experiences_path: z.string(),
    /** Cepa's own: the privacy policy page, linked from every consent checkbox. */
    privacy_path: z.optional(z.string()),
    /** Cepa's own: the cookie policy page, linked from the cookie consent banner and its settings. */
    cookie_policy_path: z.optional(z.string()),
    /** Cepa's own: the shop's catalogue, linked from the header's basket preview when it is empty. */
    catalogue_path: z.optional(z.string()),
  }),
  blocks: z.array(z.unknown()),
  data: z.record(z.string(), z.unknown()),
});

export type PageContent = z.infer<typeof pageContentSchema>;
export type PageLink = z.infer<typeof linkSchema>;

/** Cepa's own page-content address (SPEC §2 leaves it out). */
export const pageRoutes = defineRoutes({
  pageContent: { method: 'get', path: '/pages/' },
});

/** The content address for a route: derived from the path, the language and the brand. */
export function pageContentQuery(path: string, language: Language, brand: Brand) {
  return { path, language, brand };
}

export async function fetchPageContent(
  path: string,
  language: Language,
  brand: Brand,
  options: Pick<SendOptions, 'signal' | 'client'> = {},
): Promise<PageContent> {
  const page = await send(pageRoutes.pageContent, pageContentSchema, {
    query: pageContentQuery(path, language, brand),
    ...options,
  });
  return withSitePaths(page);
}

/**
 * The page content with every path the browser may follow checked (`sameSitePath`): a navigation link,
 * footer link, language alternate or logo link that would leave the site or run anything is dropped, and the login,
 * basket and experiences paths fall back to safe ones; each refusal is reported as a contract error.
 */
export function withSitePaths(page: PageContent): PageContent {
  const refused: string[] = [];
  const checked = (value: string, what: string) => {
    const path = sameSitePath(value);
    if (path === null) refused.push(`${what}: ${JSON.stringify(value).slice(0, 80)}`);
    return path;
  };
  const links = (list: PageLink[], where: string) =>
    list.flatMap((link) => {
      const path = checked(link.path, `${where} "${link.label}"`);
      return path === null ? [] : [{ ...link, path }];
    });
  const optional = (value: string | undefined, what: string) =>
    value === undefined ? undefined : (checked(value, what) ?? undefined);
  const home = `/${page.language}/`;
  const { layout } = page;
  const result: PageContent = {
    ...page,
    alternates: page.alternates.flatMap((alternate) => {
      const path = checked(alternate.path, `alternate ${alternate.language}`);
      return path === null ? [] : [{ ...alternate, path }];
    }),
    layout: {
      ...layout,
      navigation: links(layout.navigation, 'navigation'),
      footer: {
        ...layout.footer,
        sections: layout.footer.sections?.map((section) => ({
          ...section,
          links: links(section.links, `footer "${section.title}"`),
        })),
        logos: layout.footer.logos.map(({ href, ...logo }) => {
          const path = href === undefined ? null : checked(href, `logo "${logo.alt}"`);
          return path === null ? logo : { ...logo, href: path };
        }),
      },
      login_path: checked(layout.login_path, 'login_path') ?? '/login',
      basket_path: checked(layout.basket_path, 'basket_path') ?? home,
      experiences_path: checked(layout.experiences_path, 'experiences_path') ?? home,
      // Without a path of this site, consent texts show the words without a link, the consent banner its
      // words without the cookie policy's, the empty basket preview its words without the catalogue's.
      privacy_path: optional(layout.privacy_path, 'privacy_path'),
      cookie_policy_path: optional(layout.cookie_policy_path, 'cookie_policy_path'),
      catalogue_path: optional(layout.catalogue_path, 'catalogue_path'),
    },
  };
  if (refused.length > 0) {
    reportError(
      new ApiError('contract', 'GET /api/pages/', {
        body: refused,
        message: `contract error on the page content of ${page.path}: not a path of this site: ${refused.join('; ')}`,
      }),
      'page content: a path that leaves the site',
    );
  }
  return result;
}
