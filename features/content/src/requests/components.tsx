import { Fragment, useEffect, useRef, useState } from 'react';
import type { PageContent } from '@cepa/core';
import {
  needsJavaScriptReason,
  tooManyAttemptsReason,
  useNeedsJavaScriptText,
  usePostedForm,
  useTooManyAttemptsText,
  type PostedForm,
} from '@cepa/core/form';
import type { RequestFailureState } from './use-request-form';
import { Alert, Button, buttonVariants } from '@cepa/ui';
import { PageTitle } from '../blocks/components/page-title';

/**
 * A request page's frame (contact, experience request): the page's title, the intro until the form is
 * sent, a live region, and the form, whose place a confirmation takes once it is sent (by the page's
 * code, or posted without JavaScript: `sentByPost`). "Send another" brings a fresh form back: the post's
 * outcome was the first one's, so a form of a later round gets no `posted`.
 */
export function RequestPageFrame<Sent>({
  page,
  formName,
  intro,
  sentByPost,
  confirmation,
  againLabel,
  children,
}: {
  page: PageContent;
  /** The form's name, as posted without JavaScript (`PostedFormName`). */
  formName: string;
  intro: string;
  /** What the confirmation says of a form sent without JavaScript, or null when it was not sent. */
  sentByPost: (posted: PostedForm | null) => Sent | null;
  /** The confirmation's title and text for what was sent. */
  confirmation: (sent: Sent) => { title: string; text: string };
  againLabel: string;
  /** The form (or what stands for it while it is prepared), given the post to show and what to do once sent. */
  children: (form: { posted: PostedForm | null; onSent: (sent: Sent) => void }) => React.ReactNode;
}) {
  const posted = usePostedForm(formName);
  const [sent, setSent] = useState(() => sentByPost(posted));
  const [round, setRound] = useState(0);
  const said = sent === null ? null : confirmation(sent);
  return (
    <article
      data-page-type={page.page_type}
      className="mx-auto flex w-full max-w-page flex-col gap-6 px-4 py-8 md:px-8"
    >
      <PageTitle>{page.title}</PageTitle>
      {!said && <p className="max-w-2xl text-lg text-fg-muted">{intro}</p>}
      <RequestAnnouncer message={said ? `${said.title}. ${said.text}` : ''} />
      {said ? (
        <SentConfirmation
          title={said.title}
          text={said.text}
          againLabel={againLabel}
          againHref={page.path}
          onAgain={() => {
            setSent(null);
            setRound((r) => r + 1);
          }}
        />
      ) : (
        <Fragment key={round}>{children({ posted: round === 0 ? posted : null, onSent: setSent })}</Fragment>
      )}
    </article>
  );
}

/**
 * What a sent form leaves on the page: its title, which takes focus (a screen reader reads it at
 * once; the page's live region says it too), the text, and a way to send another. Sent without
 * JavaScript, the browser gives the title its focus (`autofocus`) and "send another" is a link to the
 * page.
 */
function SentConfirmation({
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
function RequestAnnouncer({ message }: { message: string }) {
  return (
    <p role="status" className="sr-only">
      {message}
    </p>
  );
}

/**
 * Why the form's last send failed, where it failed: the send here (`failedText`, or when to try again
 * after sending too often), else the post without JavaScript (`PostedFailureAlert`); nothing otherwise.
 */
export function RequestFailure({
  failure,
  failedText,
  postedFailedText,
}: {
  failure: RequestFailureState;
  failedText: React.ReactNode;
  postedFailedText: string;
}) {
  if (failure.failed)
    return <Alert tone="error" live="assertive" description={failure.tooManyAttempts ?? failedText} />;
  if (!failure.postedFailure) return null;
  return (
    <PostedFailureAlert
      reason={failure.postedFailure}
      failed={postedFailedText}
      retryAfterSeconds={failure.postedRetryAfter}
    />
  );
}

/**
 * Why a form sent without JavaScript was not sent on (`reason`: the backend failed, or no captcha token
 * could be had without the page's code), until the visitor sends it again.
 */
export function PostedFailureAlert({
  reason,
  failed,
  retryAfterSeconds,
}: {
  reason: string;
  failed: string;
  /** Sent too often (`tooManyAttempts`): the seconds until it may be sent again. */
  retryAfterSeconds?: number;
}) {
  const needsJavaScript = useNeedsJavaScriptText();
  const tooManyAttempts = useTooManyAttemptsText();
  return (
    <Alert
      tone="error"
      live="assertive"
      description={
        reason === needsJavaScriptReason
          ? needsJavaScript
          : reason === tooManyAttemptsReason
            ? tooManyAttempts(retryAfterSeconds)
            : failed
      }
      tabIndex={-1}
      // eslint-disable-next-line jsx-a11y/no-autofocus -- the answer to the visitor's own submit, sent without JavaScript: the browser brings it into view and to a screen reader, as the page's code would
      autoFocus
    />
  );
}
