import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';
import { sameSitePath } from '@cepa/core';

/** Basic formatting only: no images, media, frames, forms, scripts or styles. */
const allowedTags = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'small',
  'sub',
  'sup',
  'span',
  'a',
  'ul',
  'ol',
  'li',
  'h2',
  'h3',
  'h4',
  'blockquote',
  'hr',
];
const allowedAttributes = ['href', 'title', 'lang'];

/** A link target the content may use: this site's paths, fragments, mail, phone, or http(s). */
export function isSafeHref(href: string): boolean {
  const value = href.trim();
  if (sameSitePath(value) !== null || value.startsWith('#')) return true;
  return /^(https?:|mailto:|tel:)/i.test(value);
}

/**
 * An absolute address: it may lead to another site, so it gets rel="noopener noreferrer" (the same on
 * the server and in the browser, so a page hydrates as it was rendered; this site's links are paths).
 */
function isOtherSite(href: string): boolean {
  return /^https?:/i.test(href.trim());
}

declare const safeHtml: unique symbol;
/** HTML that went through `sanitizeHtml`: the only kind the content's HTML is rendered from. */
export type SafeHtml = string & { readonly [safeHtml]: true };

let purifier: Purifier | null = null;
/** The window a server renders with (a DOM of its own, set by `sanitizeOnServerWith`). */
let serverWindow: Window | null = null;

/**
 * Lets a server sanitise too, with a DOM implementation it brings (the site's server renders with
 * jsdom's window): without one, content HTML renders empty on the server.
 */
export function sanitizeOnServerWith(window: unknown): void {
  serverWindow = window as Window;
  purifier = null;
  sanitised.clear();
}

function getPurifier(): Purifier | null {
  if (purifier) return purifier;
  const domWindow = typeof window === 'undefined' ? serverWindow : window;
  if (!domWindow) return null;
  // An instance of our own, so these hooks never change how anyone else's DOMPurify behaves.
  purifier = DOMPurify(domWindow as unknown as Parameters<typeof DOMPurify>[0]);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A') return;
    const href = node.getAttribute('href');
    if (href == null) return;
    if (!isSafeHref(href)) {
      node.removeAttribute('href');
      return;
    }
    if (isOtherSite(href)) node.setAttribute('rel', 'noopener noreferrer');
  });
  return purifier;
}

/**
 * The content's HTML with every inline handler attribute (`onerror=`, `onclick=`…) renamed inside its
 * tags before any parser sees it: a browser checks such an attribute against the page's policy as it
 * parses, even in a document that runs nothing, and reports a violation for HTML that is then made
 * safe anyway. The renamed attribute is a `data-` one, which the sanitiser drops; what this misses (an
 * attribute after a `>` inside a quoted value) the sanitiser still removes.
 */
function withoutHandlers(html: string): string {
  return html.replace(/<[a-z][^>]*>/gi, (tag) => tag.replace(/(\s)on([a-z]+\s*=)/gi, '$1data-removed-on$2'));
}

/**
 * Makes content-system HTML safe to render: basic formatting and links with safe addresses only;
 * absolute links get rel="noopener noreferrer". Without
 * a DOM (node, unless a server brought one) nothing is trusted and the result is empty.
 */
export function sanitizeHtml(html: string): SafeHtml {
  const known = sanitised.get(html);
  if (known !== undefined) return known;
  const instance = getPurifier();
  if (!instance) return '' as SafeHtml;
  const clean = instance.sanitize(withoutHandlers(html), {
    ALLOWED_TAGS: allowedTags,
    ALLOWED_ATTR: allowedAttributes,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:|\/(?!\/)|#)/i,
    RETURN_TRUSTED_TYPE: false,
  }) as SafeHtml;
  // The oldest goes first once the cache is full.
  if (sanitised.size >= sanitisedKept) sanitised.delete(sanitised.keys().next().value!);
  sanitised.set(html, clean);
  return clean;
}

/**
 * The content's HTML already made safe, by its text: the same blocks come in every request for a page,
 * and sanitising them again (a DOM parse each, jsdom's on the server) was a twentieth of a server
 * process's time under load (reports/load-profile.md). Public content only, bounded.
 */
const sanitised = new Map<string, SafeHtml>();
const sanitisedKept = 500;
