import { Button } from '@cepa/ui';
import { useSiteMessages } from '../messages';

/** The error page of SPEC §2: the status and the message "Error". */
export function ErrorPage({ status }: { status: number }) {
  const t = useSiteMessages();
  return (
    <main id="main" className="mx-auto flex max-w-page flex-col items-start gap-4 px-4 py-16 md:px-8">
      <h1 id="page-title" tabIndex={-1} className="text-4xl text-fg-accent">
        Error
      </h1>
      <p className="text-lg">
        <span className="sr-only">{t('site.error.status')}: </span>
        <span data-slot="error-status">{status}</span>
      </p>
      <Button asChild variant="secondary">
        <a href={`/${t.language}/`}>{t('site.error.home')}</a>
      </Button>
    </main>
  );
}
