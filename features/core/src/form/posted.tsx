import { createContext, useContext } from 'react';

/*
 * A form sent the browser's way: without JavaScript, a form with `method="post"` and no `action` posts
 * its fields to the page's own address. The site's server runs the form's action (`FormAction`,
 * `@cepa/core/page`) and renders the same page with what came of it; the form reads that here and
 * shows it as it shows its own outcomes. This module is on every page (the site provides the context):
 * it holds no more than the types, the context and the hidden field.
 */

/** The hidden field that names the form a post came from (`<PostedFormName>`). */
export const postedFormField = 'cepa_form';

/** What came of a form sent the browser's way. */
export type PostedOutcome =
  /** The backend took it: the form shows what it shows after sending. */
  | { kind: 'sent' }
  /** A rule refused fields: each field's error as the form kit's message id (`core.form.required`). */
  | { kind: 'invalid'; errors: Readonly<Record<string, string>> }
  /**
   * Nothing was sent, or the backend refused or did not answer: `reason` is one the form knows and
   * shows (the newsletter's `alreadySubscribed`, every form's `needsJavaScript`); `status` is the
   * answer's (409 a refusal the form explains, 502 the backend failed, 503 it did not answer).
   */
  | {
      kind: 'failed';
      reason: string;
      status: number;
      /** Sent too often (`tooManyAttemptsReason`, status 429): the seconds until it may be sent again. */
      retryAfterSeconds?: number;
    };

/** A form sent the browser's way and what came of it, for the page rendered in answer. */
export type PostedForm = {
  /** The form's name (`<PostedFormName>`), which the site routes the post by. */
  name: string;
  /**
   * What was typed, by field name, so the form starts with it (a ticked box is `'true'`); never a
   * password. Once sent, only what the form's confirmation shows.
   */
  values: Readonly<Record<string, string>>;
  outcome: PostedOutcome;
};

/** A form's reason for a failure when no captcha token can be had without the page's code. */
export const needsJavaScriptReason = 'needsJavaScript';

const PostedFormContext = createContext<PostedForm | null>(null);

/**
 * Gives the page the form the visitor sent the browser's way (the site's server rendered the page in
 * answer to it), or null. The site provides it around every page; without it (a story, a page reached
 * in-page) nothing was posted.
 */
export const PostedFormProvider = PostedFormContext.Provider;

/** The form of this name sent the browser's way and what came of it, or null when it was not sent. */
export function usePostedForm(name: string): PostedForm | null {
  const posted = useContext(PostedFormContext);
  return posted?.name === name ? posted : null;
}

/**
 * The hidden field naming the form, so the server knows which form a post to a page came from (a page
 * may hold two: its own and the footer's newsletter). Inside the `<form>`; it draws nothing.
 */
export function PostedFormName({ name }: { name: string }) {
  return <input type="hidden" name={postedFormField} value={name} />;
}

/**
 * A form's first values after a post it did not send (invalid, failed): each field of `empty` takes the
 * posted text, a box is ticked when it was (`'true'`); a field not posted keeps its empty value. After
 * a post that was sent, or none, the empty values.
 */
export function valuesFromPosted<V extends Record<string, unknown>>(empty: V, posted: PostedForm | null): V {
  if (!posted || posted.outcome.kind === 'sent') return empty;
  const values: Record<string, unknown> = { ...empty };
  for (const [name, initial] of Object.entries(empty)) {
    if (!Object.hasOwn(posted.values, name)) continue;
    const text = posted.values[name]!;
    values[name] = typeof initial === 'boolean' ? text === 'true' : text;
  }
  return values as V;
}
