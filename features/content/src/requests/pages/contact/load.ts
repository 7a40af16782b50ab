import { send, type ApiClient } from '@cepa/core/http';
import type { PageLoadContext } from '@cepa/core/page';
import { reportError } from '@cepa/core/report';
import { sessionRoutes } from '@cepa/core/session';
import { fetchMember, memberDataSchema } from '@cepa/core/session-api';
import { fetchContactSubjects } from '../../api';
import type { ContactFormInput } from '../../forms';
import { contactFormFromMemberData } from '../../mappers';

/** What the contact form needs before it shows: the page's subjects and a member's details. */
export type Prepared = {
  subjects: string[];
  /** The member's personal information as form values; null for a visitor or when it cannot be read. */
  prefill: Partial<ContactFormInput> | null;
};

/** What the server loader prepared for the form, or that it could not (the page then offers a retry). */
export type ContactLoaded = Prepared | { failed: true };

/** Whether the page data's `loaded` is this loader's (it is absent in a story, or when the loader threw). */
export function isContactLoaded(loaded: unknown): loaded is ContactLoaded {
  if (!loaded || typeof loaded !== 'object') return false;
  return 'failed' in loaded || Array.isArray((loaded as Partial<Prepared>).subjects);
}

/** A member's details for the form, asked with the request's cookie; nothing for a visitor or on a failure. */
async function memberPrefill(client: ApiClient): Promise<Partial<ContactFormInput> | null> {
  try {
    if (!(await fetchMember({ client }))) return null;
    return contactFormFromMemberData(await send(sessionRoutes.memberData, memberDataSchema, { client }));
  } catch (error) {
    reportError(error, 'content: member data for the contact form (nothing pre-filled)');
    return null;
  }
}

/**
 * The contact page's server loader (`PageModule['load']`): the page's subjects and a member's details,
 * with the visitor's cookie, so the page arrives with its form (one that works without JavaScript)
 * instead of a spinner and hydrates without asking again. A failure of the subjects is a value the
 * page shows (with a retry); the member's details are only left out.
 */
export async function load({ page, client }: PageLoadContext): Promise<ContactLoaded> {
  try {
    const [subjects, prefill] = await Promise.all([
      fetchContactSubjects(page.id, { client }),
      memberPrefill(client),
    ]);
    return { subjects, prefill };
  } catch (error) {
    reportError(error, 'content: contact subjects');
    return { failed: true };
  }
}
