import { use, useMemo } from 'react';
import { cn } from '@cepa/ui';
import type { SafeHtml } from './sanitize';
import { sanitizer } from './sanitizer';

/** Typography for content-system HTML; links stay underlined so they stand out from the text. */
const proseClass = cn(
  'max-w-prose text-base leading-relaxed text-fg',
  '[&_p]:mb-4 [&_p:last-child]:mb-0 [&_ul]:mb-4 [&_ul]:list-disc [&_ul]:ps-6 [&_ol]:mb-4 [&_ol]:list-decimal [&_ol]:ps-6',
  '[&_h2]:mt-6 [&_h2]:mb-3 [&_h2]:font-display [&_h2]:text-2xl [&_h3]:mt-5 [&_h3]:mb-2 [&_h3]:font-display [&_h3]:text-xl',
  '[&_a]:font-semibold [&_a]:text-fg-accent [&_a]:underline [&_a]:underline-offset-4',
  '[&_blockquote]:border-s-4 [&_blockquote]:border-border-strong [&_blockquote]:ps-4 [&_blockquote]:italic',
);

/**
 * Content-system HTML in the content's typography, from sanitised HTML only (`SafeHtml`: the server
 * sanitises a page's blocks as it parses them, so the browser needs no sanitiser for them).
 */
export function ContentHtml({ html, className }: { html: SafeHtml; className?: string }) {
  return (
    <div
      data-slot="content-html"
      className={cn(proseClass, className)}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

/** Loads the sanitiser ahead; `SanitisedHtml` then renders without waiting. */
export const preloadSanitizer = sanitizer.load;

/**
 * Content-system HTML the page received unsanitised (a product's description when the server loader
 * did not sanitise it: a story, a failed loader): the sanitiser loads with the first of it (the render
 * waits for it), and the HTML is sanitised before it is drawn. A list's results come sanitised from
 * where they were called (`loadList`).
 */
export function SanitisedHtml({ html, className }: { html: string; className?: string }) {
  // Called on every render, never skipped: a render that skipped a `use` it made before (the module
  // in by then) broke hydration in Firefox and WebKit (React #467). Once the module is in, `use`
  // answers at once (`onDemand`'s promise says it is fulfilled).
  const { sanitizeHtml } = use(sanitizer.load());
  const clean = useMemo(() => sanitizeHtml(html), [sanitizeHtml, html]);
  return <ContentHtml html={clean} className={className} />;
}
