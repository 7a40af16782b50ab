import { Fragment } from 'react';
import type { IntlShape } from '@formatjs/intl';
import { useFormMessages } from './messages';

/**
 * A consent text whose `<privacy>` tag ("Acepto la <privacy>política de privacidad</privacy>") links to
 * the privacy policy page: the page content's `privacy_path`, already checked to be a path of this site.
 * The link opens a new tab, so that what the visitor typed stays on screen; without a path the words
 * stand alone. Gives the visible label (`content`) and the plain words (`text`) that name the checkbox
 * in the error summary.
 */
export function useConsentLabel(
  intl: IntlShape,
  id: string,
  privacyPath: string | undefined,
  values: Record<string, string> = {},
): { text: string; content: React.ReactNode } {
  const t = useFormMessages();
  const link = (chunks: React.ReactNode[]) =>
    privacyPath ? (
      <a
        href={privacyPath}
        target="_blank"
        rel="noopener"
        className="font-semibold text-fg-accent underline underline-offset-2 focus-visible:outline-3 focus-visible:outline-focus"
      >
        {chunks}
        <span className="sr-only"> {t('core.form.opensInNewTab')}</span>
      </a>
    ) : (
      <>{chunks}</>
    );
  // The catalogues' ids are typed per slice; here the id comes from the slice that calls.
  const format = intl.formatMessage as unknown as (
    descriptor: { id: string },
    values: Record<string, unknown>,
  ) => string | React.ReactNode[];
  const text = format({ id }, { ...values, privacy: (chunks: string[]) => chunks.join('') });
  const content = format({ id }, { ...values, privacy: link });
  // The message's parts (text, the link, text) as one node: a list of children would need keys.
  const node = Array.isArray(content)
    ? content.map((part, index) => <Fragment key={index}>{part}</Fragment>)
    : content;
  return { text: Array.isArray(text) ? text.join('') : text, content: node };
}
