import type { Brand, Language, Member, PageContent } from '@cepa/core';
import type { PostedForm } from '@cepa/core/form';

/**
 * What the server hands each page (Vike's `data`, serialised into the HTML and hydrated from it):
 * the brand of the host, the language of the address and the content the page was rendered from.
 */
export type PageData = {
  kind: 'page';
  brand: Brand;
  language: Language;
  page: PageContent;
  /** Who the server rendered the page for (null: nobody); the browser hydrates with the same. */
  member: Member | null;
  /** What the page module's server loader returned for this address (`PageModule['load']`), if any. */
  loaded?: unknown;
  /** The document's title when the page type's module gives one for the address (`PageModule['title']`). */
  title?: string;
  /**
   * A form of the page sent without JavaScript and what came of it (`site/server/posted-forms.ts`): the
   * page is rendered in answer to that post.
   */
  postedForm?: PostedForm;
};

/** `/login`: the language's home page content gives its frame (null when the content system fails). */
export type LoginData = {
  kind: 'login';
  brand: Brand;
  language: Language;
  frame: PageContent | null;
  next: string;
  title: string;
  member: Member | null;
  /** A login sent without JavaScript that failed: why, and the e-mail typed (`site/server/login.ts`). */
  attempt?: LoginAttempt;
  /** The frame's footer newsletter sent without JavaScript, and what came of it (`posted-forms.ts`). */
  postedForm?: PostedForm;
};

export type LoginAttempt = {
  email: string;
  failure: 'invalidCredentials' | 'tooManyAttempts' | 'unknownError';
  /** Tried too often: the seconds until the visitor may try again (the answer's `Retry-After`). */
  retryAfterSeconds?: number;
};

/** Why a page is an error page (Vike's `abortReason`): the frame it shows in, in its language. */
export type ErrorReason = {
  brand: Brand;
  language: Language;
  frame: PageContent | null;
  /** The frame's footer newsletter sent without JavaScript from the error page's address, and what came of it. */
  postedForm?: PostedForm;
  /** A failure on the server's side (5xx): the request's id, for the visitor to quote. */
  reference?: string;
};

export type SiteData = PageData | LoginData;

/** The frame's page content is not the address's: no language switch to another page. */
export const asFrame = (page: PageContent): PageContent => ({ ...page, alternates: [] });
