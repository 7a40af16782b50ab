import type { NextFunction, Request, Response } from 'express';
import { config } from '@cepa/core/config';
import {
  postedFormField,
  tooManyAttemptsReason,
  typedValues,
  type PostedForm,
  type PostedOutcome,
} from '@cepa/core/form';
import { isApiError } from '@cepa/core/http';
import { fetchPageContent, type FormAction } from '@cepa/core/page';
import { formActionFor } from '../src/form-actions';
import { languageOfPath } from '../src/routing/route';
import { originOfHost } from '../src/routing/origins';
import { postedFromTheSite } from './login';
import { backendClient } from '../src/server/page-data';
import { rateLimitedOf } from './rate-limits';

export type PostedFormsOptions = {
  backendUrl: string;
  timeoutMs: number;
  protocolOf: (req: Request) => 'http' | 'https';
  /** Renders the page of the address with what came of the form, with `status`. */
  render: (req: Request, res: Response, postedForm: PostedForm, status: number) => Promise<void>;
  /** The action of a form on a page type (the site's composition of the slices' forms by default). */
  actionFor?: (name: string, pageType: string) => FormAction | null;
  /**
   * The address whose page content the form is run against: the address posted to by default; for
   * `/login`, the home page that frames it (its footer's newsletter is that page's).
   */
  addressOf?: (req: Request) => string;
};

/** The answer's status for what came of a form: the page renders in every case. */
export function postedStatus(outcome: PostedOutcome): number {
  switch (outcome.kind) {
    case 'sent':
      return 200;
    case 'invalid':
      return 400;
    default:
      return outcome.status;
  }
}

/**
 * The posted fields, each as text: a field posted twice (a control and its twin, a tampered form)
 * counts by its last value; anything but text is dropped.
 */
export function postedFields(body: unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  if (!body || typeof body !== 'object') return fields;
  for (const [name, value] of Object.entries(body as Record<string, unknown>)) {
    const last = Array.isArray(value) ? value.at(-1) : value;
    if (typeof last === 'string') fields[name] = last;
  }
  return fields;
}

/** A path as Vike gives it to the page's data hook (decoded), for the page content's address. */
function decodedPath(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

/**
 * `POST /{es|en}/…`: a form of the page sent the browser's way (without JavaScript, or before the page's
 * code ran), named by its hidden field (`PostedFormName`). A post another site sends is refused (403).
 * The server fetches the address's page content with the visitor's cookie, runs the action of the form
 * if the page shows it, and renders the same page with what came of it: 200 sent, 400 refused by a
 * rule, the action's status when it failed (502 the backend failed, 503 it did not answer). A post
 * naming no form the page shows, or to an address whose page content cannot be had, is answered with
 * a 303 to the same address, which the browser then asks for as any page: never a 404 for a post,
 * never a field in an address.
 */
export function postedForms({
  backendUrl,
  timeoutMs,
  protocolOf,
  render,
  actionFor = formActionFor,
  addressOf = (req) => req.path,
}: PostedFormsOptions) {
  return async (req: Request, res: Response, next: NextFunction) => {
    const address = addressOf(req);
    const language = languageOfPath(address);
    if (!language) return next();
    const protocol = protocolOf(req);
    if (!postedFromTheSite(req, protocol)) {
      res.status(403).set('Cache-Control', 'no-store').type('text').send('Forbidden');
      return;
    }
    const again = () => {
      res.set('Cache-Control', 'no-store');
      res.redirect(303, req.originalUrl);
    };
    const { [postedFormField]: name, ...fields } = postedFields(req.body);
    if (!name) return again();
    // Sent too often (the site's limits, site/server/rate-limits.ts): nothing is sent on; the page says
    // when to try again, with what was typed (never a password).
    const limited = rateLimitedOf(res);
    if (limited) {
      const outcome = {
        kind: 'failed',
        reason: tooManyAttemptsReason,
        status: 429,
        retryAfterSeconds: limited.retryAfterSeconds,
      } as const;
      return render(req, res, { name, values: typedValues(fields), outcome }, 429).catch(next);
    }
    try {
      const { cookie, host } = req.headers;
      const client = backendClient(backendUrl, timeoutMs, {
        ...(cookie ? { Cookie: cookie } : {}),
        ...(host ? { 'X-Forwarded-Host': host } : {}),
        'X-Forwarded-Proto': protocol,
      });
      const brand = originOfHost(host)?.brand ?? config.brand;
      let page;
      try {
        page = await fetchPageContent(decodedPath(address), language, brand, { client });
      } catch (error) {
        // The page as a GET shows what the address is now: the login for a club page, an error page. An
        // error page shows the language's home page as its frame, whose footer's newsletter can be sent.
        if (!isApiError(error) || error.kind !== 'http' || error.status !== 404) return again();
        try {
          page = await fetchPageContent(`/${language}/`, language, brand, { client });
        } catch {
          return again();
        }
      }
      const action = actionFor(name, page.page_type);
      if (!action) return again();
      const posted = await action({ fields, client, page, language, brand });
      await render(req, res, posted, postedStatus(posted.outcome));
    } catch (error) {
      next(error);
    }
  };
}
