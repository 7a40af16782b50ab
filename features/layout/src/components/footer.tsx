import { useId, useMemo } from 'react';
import { HydrateOnDemand, preloadable } from '@cepa/core/page';
import type { PageContent } from '@cepa/core';
import { configuredTagManagerId } from '@cepa/core/consent';
import { cn } from '@cepa/ui';
import { Picture, PicturesWhenNear, logoWidths } from '@cepa/core/picture';
import { RichParagraphs } from './rich-paragraphs';
import { useLayoutMessages } from '../messages';
import { requestConsentSettings } from '../consent/settings-request';

/**
 * The form (react-hook-form, its schema and pop-ins) loads on demand: the server preloads it to render
 * it; the browser hydrates it when the visitor comes to it.
 */
export const NewsletterForm = preloadable(() => import('./newsletter-form').then((m) => m.NewsletterForm));

export type FooterProps = { page: PageContent };

type FooterSection = NonNullable<PageContent['layout']['footer']['sections']>[number];

/**
 * The content's sections of links, each a navigation landmark named by its title: every link the
 * content gives is shown (the pages the header leaves out are reached from here).
 */
function FooterSections({ sections }: { sections: FooterSection[] }) {
  const id = useId();
  return (
    <div className="grid grid-cols-2 gap-x-6 gap-y-4 sm:grid-cols-3">
      {sections.map((section, index) => (
        <nav key={section.title} aria-labelledby={`${id}-${index}`} className="flex flex-col gap-1">
          <h2 id={`${id}-${index}`} className="font-display text-lg font-semibold text-fg">
            {section.title}
          </h2>
          <ul>
            {section.links.map((link) => (
              <li key={link.path}>
                <a
                  href={link.path}
                  className={cn(
                    'inline-flex min-h-11 items-center rounded text-sm text-fg underline-offset-4 hover:underline',
                    'focus-visible:outline-3 focus-visible:outline-focus',
                  )}
                >
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ))}
    </div>
  );
}

/** The site footer: newsletter signup, the content's sections of links and text block, the partners' logos. */
export function Footer({ page }: FooterProps) {
  const t = useLayoutMessages();
  const { footer, brand_name: brandName } = page.layout;
  const { brand, language } = page;
  const privacyPath = page.layout.privacy_path;
  // The same element across renders: the part waiting to hydrate is left alone.
  const form = useMemo(
    () => (
      <NewsletterForm brand={brand} brandName={brandName} language={language} privacyPath={privacyPath} />
    ),
    [brand, brandName, language, privacyPath],
  );
  return (
    <footer data-slot="layout-footer" className="mt-12 border-t border-border bg-surface-muted">
      <div className="mx-auto flex max-w-page flex-col gap-10 px-4 py-10 md:px-8 lg:flex-row lg:justify-between">
        <HydrateOnDemand
          load={NewsletterForm.preload}
          isLoaded={NewsletterForm.isLoaded}
          fallback={
            <div data-slot="newsletter-placeholder" data-pending className="min-h-72 w-full max-w-md" />
          }
        >
          {form}
        </HydrateOnDemand>
        <div className="flex max-w-xl flex-col gap-6">
          {footer.sections && footer.sections.length > 0 && <FooterSections sections={footer.sections} />}
          {configuredTagManagerId() && (
            // Reopens the cookie choice at any time (withdrawing it as easy as giving it). Without
            // JavaScript no tag loads and there is no choice to make: the button is not shown.
            <button
              type="button"
              onClick={requestConsentSettings}
              className={cn(
                'inline-flex min-h-11 items-center self-start rounded text-sm text-fg underline underline-offset-4 hover:no-underline',
                'focus-visible:outline-3 focus-visible:outline-focus noscript:hidden',
              )}
            >
              {t('layout.footer.cookieSettings')}
            </button>
          )}
          <div className="flex flex-col gap-2 text-sm text-fg">
            <RichParagraphs html={footer.text_html} />
          </div>
          {footer.logos.length > 0 && (
            // Below the fold on every page: each logo is its box until the visitor comes near it, off
            // the first paint's path and its connection.
            <PicturesWhenNear>
              <ul aria-label={t('layout.footer.logos')} className="flex flex-wrap items-center gap-4">
                {footer.logos.map((logo) => {
                  const image = (
                    // A fixed box: logos of any shape take their place before they load (no layout shift).
                    <Picture
                      src={logo.src}
                      alt={logo.alt}
                      width={112}
                      height={56}
                      sizes="112px"
                      widths={logoWidths}
                      className="h-14 w-28 object-contain"
                    />
                  );
                  return (
                    // Two partners may show the same file: the name tells them apart.
                    <li key={`${logo.src} ${logo.alt}`}>
                      {logo.href ? (
                        <a
                          href={logo.href}
                          className="inline-block rounded focus-visible:outline-3 focus-visible:outline-focus"
                        >
                          {image}
                        </a>
                      ) : (
                        image
                      )}
                    </li>
                  );
                })}
              </ul>
            </PicturesWhenNear>
          )}
        </div>
      </div>
    </footer>
  );
}
