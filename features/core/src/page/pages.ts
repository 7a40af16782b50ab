import type { ComponentType } from 'react';
import type { z } from 'zod/mini';
import type { Brand, Language } from '../config/config';
import type { PostedForm } from '../form/posted';
import { ApiError } from '../http/api-error';
import type { ApiClient } from '../http/client';
import { describeIssues, validate } from '../http/validate';
import type { PageContent } from './page-content';

/**
 * What the site hands every slice page: the parsed page content, and the address's query and hash
 * (`?voucher=…`, `#…`). Slices never read `window.location` to learn them, so a page renders the
 * same on a server.
 */
export type PageProps = {
  page: PageContent;
  /** The address's query, with its '?' (or ''). */
  query: string;
  /** The address's hash, with its '#' (or ''). */
  hash: string;
  /**
   * What the page module's `load` returned on the server for this page content and query (serialised
   * into the page data, so the page hydrates from it without calling again); absent when the module
   * has no `load`, in a story, or when the loader threw.
   */
  loaded?: unknown;
};

/** What a page module's server loader is given: the request's client (the visitor's cookie) and the address. */
export type PageLoadContext = {
  page: PageContent;
  /** The address's query, with its '?' (or ''). */
  query: string;
  client: ApiClient;
};

/**
 * A page module: its page, and optionally `load`, which the site's data hook runs on the server (and
 * on every in-page navigation, through the same hook) before rendering, so the HTML carries what the
 * page fetches (a list's first page of results). It returns plain JSON-serialisable data and should
 * turn its own failures into values the page shows; if it throws, the page renders without it.
 */
export type PageModule = {
  default: ComponentType<PageProps>;
  load?: (context: PageLoadContext) => Promise<unknown>;
  /**
   * Loads the code the page renders on demand (parts a server-rendered page hydrates later): the site
   * runs it before it shows the page in-page, so the page shows whole at once.
   */
  preload?: () => Promise<void>;
  /**
   * Whether a page that hydrates from its server loader's data needs `preload`'s code before it
   * hydrates: the parts the server rendered from that data answer the visitor as soon as the page is
   * marked hydrated (the booking's first step). Other pages hydrate those parts later.
   */
  preloadToHydrate?: boolean;
  /**
   * The document's title the server writes for this address (without the brand), when the heading the
   * server renders is not the page content's title: a confirmation page says it is confirming until
   * the browser knows the outcome. The page keeps the title current afterwards (`useDocumentTitle`).
   */
  title?: (context: Pick<PageLoadContext, 'page' | 'query'>) => string;
};

/** What a form action is given: the form's posted fields and the page it was sent from. */
export type FormActionInput = {
  /** The posted fields by name, each as text (a field posted twice: its last value). */
  fields: Readonly<Record<string, string>>;
  /** The request's client (the visitor's cookie), as a server loader's. */
  client: ApiClient;
  /** The page content of the address the form was posted to. */
  page: PageContent;
  language: Language;
  brand: Brand;
};

/**
 * A form sent the browser's way (without JavaScript) run on the server: it checks the fields with the
 * form's own rules, makes the form's call through the request's client and says what came of it, which
 * the site renders the page with (`PostedForm`). It turns every failure into an outcome; it never throws
 * for the visitor's input or the backend's answer.
 */
export type FormAction = (input: FormActionInput) => Promise<PostedForm>;

/**
 * A slice's forms that work without JavaScript, by the form's name (`PostedFormName`): each form's
 * action and the page types that show it (none: every page, as the footer's newsletter). The site
 * composes them, as it composes the pages.
 */
export type SliceFormActions = Readonly<
  Record<string, { action: FormAction; pageTypes?: readonly string[] }>
>;

/** A slice's pages by page type, each loaded on demand; the site's registry composes them. */
export type SlicePages = Readonly<Record<string, () => Promise<PageModule>>>;

/** Declares a slice's `pages` map, keeping each page type's name. */
export function definePages<const P extends SlicePages>(pages: P): P {
  return pages;
}

/**
 * The page's `data` parsed with the page type's schema. Content that does not match is a
 * `contract` ApiError naming the page type: never a silent fallback.
 */
export function parsePageData<S extends z.core.$ZodType>(page: PageContent, schema: S): z.output<S> {
  const parsed = validate(schema, page.data);
  if (!parsed.issues) return parsed.value;
  throw new ApiError('contract', `page data of page type "${page.page_type}"`, {
    body: page.data,
    message: `contract error on the page data of page type "${page.page_type}" (${page.path}): ${describeIssues(parsed.issues)}`,
  });
}
