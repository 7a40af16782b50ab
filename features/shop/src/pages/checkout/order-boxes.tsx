import { FormCheckbox, FormScope } from '@cepa/core/form';
import { orderFlagFields } from '../../forms';
import { useShopMessages } from '../../messages';
import { needsTerms } from '../../rules';
import type { CheckoutFormsHandle } from './use-checkout-forms';

/**
 * The order's boxes below the sections (SPEC §2, §5, §6): the newsletter (hidden when the member
 * already accepted it), a member's update-my-data, a visitor's terms.
 */
export function OrderBoxes({
  forms,
  terms,
  termsRequired,
}: {
  forms: CheckoutFormsHandle;
  /** The terms box's label: its words (the error summary's) and its content (with the link). */
  terms: { text: string; content: React.ReactNode };
  /** The terms are marked required from the first Continue (SPEC §5). */
  termsRequired: boolean;
}) {
  const t = useShopMessages();
  const labels: Record<string, string> = {
    terms: terms.text,
    newsletter: t('shop.checkout.newsletter'),
    updateMemberData: t('shop.checkout.updateMemberData'),
  };
  return (
    <FormScope
      form={forms.flags}
      id="checkout-flags"
      order={orderFlagFields.order}
      label={(name) => labels[name] ?? name}
    >
      <div className="flex flex-col gap-3">
        {!(forms.member?.hasNewsletterSubscription ?? false) && <FormCheckbox name="newsletter" />}
        {forms.isMember && <FormCheckbox name="updateMemberData" />}
        {needsTerms(forms.isMember) && (
          <FormCheckbox name="terms" labelContent={terms.content} required={termsRequired} />
        )}
      </div>
    </FormScope>
  );
}
