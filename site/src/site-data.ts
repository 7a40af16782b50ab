import type { Brand, Language, PageContent } from '@cepa/core';

/**
 * What the server hands each page (Vike's `data`, serialised into the HTML and hydrated from it):
 * the brand of the host, the language of the address and the content the page was rendered from.
 */
export type PageData = { kind: 'page'; brand: Brand; language: Language; page: PageContent };

/** `/login`: the language's home page content gives its frame (null when the content system fails). */
export type LoginData = {
  kind: 'login';
  brand: Brand;
  language: Language;
  frame: PageContent | null;
  next: string;
  title: string;
};

/** Why a page is an error page (Vike's `abortReason`): the frame it shows in, in its language. */
export type ErrorReason = { brand: Brand; language: Language; frame: PageContent | null };

export type SiteData = PageData | LoginData;

/** The frame's page content is not the address's: no language switch to another page. */
export const asFrame = (page: PageContent): PageContent => ({ ...page, alternates: [] });
