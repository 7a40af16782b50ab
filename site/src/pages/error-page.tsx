import { useEffect, useRef } from 'react';
import { ChunkLoadError } from '@cepa/core/page';
import { buttonVariants } from '@cepa/ui';
import { useSiteMessages } from '../messages';

const Landmark = ({ children }: { children: React.ReactNode }) => (
  <div className="flex flex-col items-start gap-4 px-4 py-16 md:px-8">{children}</div>
);

/**
 * The error page of SPEC §2: the status and the message "Error", as the main content of the site's
 * frame (the layout of the page that failed, or `SiteFrame`'s). A failure on the server's side names
 * the request's id (`reference`), which the visitor can quote and the site's and backend's logs carry.
 */
export function ErrorPage({
  status,
  focusHeading = false,
  reference,
}: {
  status: number;
  focusHeading?: boolean;
  reference?: string;
}) {
  const t = useSiteMessages();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusHeading) headingRef.current?.focus({ preventScroll: true });
  }, [focusHeading]);
  return (
    <Landmark>
      <h1 ref={headingRef} id="page-title" tabIndex={-1} className="text-4xl text-fg-accent">
        Error
      </h1>
      <p className="text-lg">
        <span className="sr-only">{t('site.error.status')}: </span>
        <span data-slot="error-status">{status}</span>
      </p>
      {reference && (
        <p>
          {t('site.error.reference')}: <code data-slot="error-reference">{reference}</code>
        </p>
      )}
      <a href={`/${t.language}/`} className={buttonVariants({ variant: 'secondary' })}>
        {t('site.error.home')}
      </a>
    </Landmark>
  );
}

/**
 * A page that failed inside the layout (the header and footer still work): its code could not be
 * loaded even on a second try, which a reload fixes (a new release replaced the files, or the
 * connection dropped); any other failure is the 500 error page.
 */
export function PageFailed({ error }: { error: unknown }) {
  const t = useSiteMessages();
  if (!(error instanceof ChunkLoadError)) return <ErrorPage status={500} />;
  return (
    <Landmark>
      <h1 id="page-title" tabIndex={-1} className="text-3xl text-fg-accent">
        {t('site.reload.title')}
      </h1>
      <p className="text-lg">{t('site.reload.text')}</p>
      <button type="button" className={buttonVariants()} onClick={() => window.location.reload()}>
        {t('site.reload.action')}
      </button>
    </Landmark>
  );
}
