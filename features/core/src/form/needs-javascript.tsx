import { Alert } from '@cepa/ui';
import { useFormMessages } from './messages';

/**
 * Says plainly that a form needs the page's code, where it cannot work without it (a booking step, the
 * voucher check, the checkout, the card payment, the club's forms): without JavaScript a press there
 * does nothing, and the visitor is told so instead of being left to wonder. It lives in `<noscript>`,
 * which the browser shows only when scripting is off and React never renders in the browser: with
 * JavaScript nothing of it is drawn. Put it first in the form, so it is read before its fields.
 */
export function NeedsJavaScript({ className }: { className?: string }) {
  const text = useNeedsJavaScriptText();
  return (
    <noscript>
      <Alert tone="warning" live="off" description={text} className={className} />
    </noscript>
  );
}

/** The same words, for a form sent without JavaScript that could not be sent for want of it (its captcha). */
export function useNeedsJavaScriptText(): string {
  return useFormMessages()('core.form.needsJavaScript');
}
