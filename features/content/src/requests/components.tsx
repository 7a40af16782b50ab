import { useEffect, useRef } from 'react';
import { useNeedsJavaScriptText } from '@cepa/core/form';
import { Alert, Button, buttonVariants } from '@cepa/ui';

/**
 * What a sent form leaves on the page: its title, which takes focus (a screen reader reads it at
 * once; the page's live region says it too), the text, and a way to send another. Sent without
 * JavaScript, the browser gives the title its focus (`autofocus`) and "send another" is a link to the
 * page.
 */
export function SentConfirmation({
  title,
  text,
  againLabel,
  againHref,
  onAgain,
}: {
  title: string;
  text: string;
  againLabel: string;
  /** The page of the form, which a visitor without JavaScript loads again to send another. */
  againHref: string;
  onAgain: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section
      aria-labelledby="request-sent-title"
      className="flex max-w-2xl flex-col items-start gap-4 rounded border border-success bg-success-surface p-6"
    >
      <h2
        id="request-sent-title"
        ref={heading}
        tabIndex={-1}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- only the server's HTML carries it (React focuses no heading itself): the answer to a form sent without JavaScript, which the effect above focuses with it
        autoFocus
        className="font-display text-2xl font-semibold text-fg focus-visible:outline-3 focus-visible:outline-focus"
      >
        {title}
      </h2>
      <p className="text-fg">{text}</p>
      <Button variant="secondary" onClick={onAgain} className="noscript:hidden">
        {againLabel}
      </Button>
      <noscript>
        <a href={againHref} className={buttonVariants({ variant: 'secondary' })}>
          {againLabel}
        </a>
      </noscript>
    </section>
  );
}

/** A polite live region, on the page from the start, that says what happened to the form. */
export function RequestAnnouncer({ message }: { message: string }) {
  return (
    <p role="status" className="sr-only">
      {message}
    </p>
  );
}

/**
 * Why a form sent without JavaScript was not sent on (`reason`: the backend failed, or no captcha token
 * could be had without the page's code), until the visitor sends it again.
 */
export function PostedFailureAlert({ reason, failed }: { reason: string; failed: string }) {
  const needsJavaScript = useNeedsJavaScriptText();
  return (
    <Alert
      tone="error"
      live="assertive"
      description={reason === 'needsJavaScript' ? needsJavaScript : failed}
      tabIndex={-1}
      // eslint-disable-next-line jsx-a11y/no-autofocus -- the answer to the visitor's own submit, sent without JavaScript: the browser brings it into view and to a screen reader, as the page's code would
      autoFocus
    />
  );
}
