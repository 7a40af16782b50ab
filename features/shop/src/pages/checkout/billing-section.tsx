import { FormCheckbox, FormScope } from '@cepa/core/form';
import { orderFlagFields } from '../../forms';
import { useShopMessages } from '../../messages';
import {
  BillingFields,
  PreviewLines,
  Section,
  useDocumentTypeName,
  useFieldLabel,
} from './checkout-sections';
import { sectionFieldOrder, type SectionProps } from './use-checkout-forms';

/**
 * Billing data (SPEC §2, §3, §4), optional: other data than the shipping address, or reused (a
 * member's stored billing data, else the shipping address).
 */
export function BillingSection({ forms, controls }: SectionProps) {
  const t = useShopMessages();
  const label = useFieldLabel();
  const documentType = useDocumentTypeName();
  const billing = forms.values().billing;
  return (
    <FormScope form={forms.billing} id="checkout-billing" order={sectionFieldOrder.billing} label={label}>
      <Section
        {...controls}
        preview={
          billing ? (
            <PreviewLines
              lines={[
                `${billing.name} ${billing.surname}`.trim() || billing.company,
                `${documentType(billing.documentType)} ${billing.documentNumber}`,
                `${billing.address} ${billing.optionalAddress}`.trim(),
                `${billing.postalCode} ${billing.locality}`,
                forms.countryName(billing.country),
              ]}
            />
          ) : (
            <p className="text-fg">{t('shop.checkout.noBilling')}</p>
          )
        }
      >
        <FormScope
          form={forms.flags}
          id="checkout-flags"
          order={orderFlagFields.order}
          label={(name) =>
            name === 'wantsBilling'
              ? t('shop.checkout.wantsBilling')
              : forms.memberBilling
                ? t('shop.checkout.reuseMemberBilling')
                : t('shop.checkout.reuseBilling')
          }
        >
          <FormCheckbox name="wantsBilling" />
          {forms.wantsBilling && <FormCheckbox name="reuseBilling" />}
        </FormScope>
        {forms.billingForm && <BillingFields countries={forms.countryOptions} />}
      </Section>
    </FormScope>
  );
}
