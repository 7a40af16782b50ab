import type { FormAction } from '@cepa/core/page';
import { backendFailed, fieldErrorsOf, postedInput, typedValues, type PostedForm } from '@cepa/core/form';
import { newsletterErrorOutcome, subscribeNewsletter, toNewsletterPayload } from './api';
import { emptyNewsletterForm, newsletterFormName, newsletterFormSchema } from './forms';

/**
 * The footer's newsletter signup sent without JavaScript (SPEC §5, §7, §8): the form's own rules (a
 * valid e-mail, trimmed; consent ticked), then `POST /api/newsletter/` with the brand as the site, the
 * page's language and the footer as origin. The outcomes are the footer's: subscribed, already
 * subscribed (a refusal the form explains: 409), or the unknown error (502, or 503 without an answer).
 */
export const newsletterAction: FormAction = async ({ fields, client, brand, language }) => {
  const input = postedInput(fields, emptyNewsletterForm);
  const posted = (outcome: PostedForm['outcome'], values = typedValues(input)): PostedForm => ({
    name: newsletterFormName,
    values,
    outcome,
  });
  const parsed = newsletterFormSchema.safeParse(input);
  if (!parsed.success) return posted({ kind: 'invalid', errors: fieldErrorsOf(parsed.error.issues) });
  try {
    await subscribeNewsletter(toNewsletterPayload(parsed.data, brand, language), { client });
    // The footer shows the same words as its pop-in; the form starts empty again.
    return posted({ kind: 'sent' }, {});
  } catch (error) {
    const reason = newsletterErrorOutcome(error);
    if (reason === 'alreadySubscribed') return posted({ kind: 'failed', reason, status: 409 });
    return posted(backendFailed(reason, error));
  }
};
