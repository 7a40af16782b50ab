import { Checkbox, Radio, RadioGroup } from '@cepa/ui';
import { FormCheckbox, FormScope } from '@cepa/core/form';
import type { ShippingMode } from '../../api';
import { orderFlagFields } from '../../forms';
import { pickupShop } from '../../mappers';
import { useShopMessages } from '../../messages';
import { PreviewLines, Section, ShippingFields, useFieldLabel } from './checkout-sections';
import { sectionFieldOrder, type SectionProps } from './use-checkout-forms';

/**
 * Shipping (SPEC §2, §4): for a member, home delivery or store pickup (the shop's address); the reuse
 * box that copies the client's name, e-mail and phone; the address; the gift box.
 */
export function ShippingSection({ forms, controls }: SectionProps) {
  const t = useShopMessages();
  const label = useFieldLabel();
  const shipping = forms.shipping.getValues();
  return (
    <FormScope form={forms.shipping} id="checkout-shipping" order={sectionFieldOrder.shipping} label={label}>
      <Section
        {...controls}
        preview={
          <PreviewLines
            lines={
              forms.pickup
                ? [t('shop.checkout.mode.shop'), t('shop.checkout.pickup'), <PickupPhone key="phone" />]
                : [
                    `${shipping.name} ${shipping.surname}`,
                    shipping.company,
                    `${shipping.address} ${shipping.optionalAddress}`.trim(),
                    `${shipping.postalCode} ${shipping.locality}`,
                    [shipping.region, forms.countryName(shipping.country)].filter(Boolean).join(', '),
                    shipping.phoneNumber,
                    shipping.comments,
                    forms.flags.getValues('isGift') && t('shop.checkout.gift'),
                  ]
            }
          />
        }
      >
        {forms.isMember && (
          <RadioGroup
            label={t('shop.checkout.mode.legend')}
            value={forms.shippingMode}
            onValueChange={(value) => forms.chooseMode(value as ShippingMode)}
          >
            <Radio value="home">{t('shop.checkout.mode.home')}</Radio>
            <Radio value="shop">{t('shop.checkout.mode.shop')}</Radio>
          </RadioGroup>
        )}
        {forms.pickup ? (
          <div className="flex max-w-[540px] flex-col gap-2 rounded border border-border bg-surface-raised p-4 text-fg">
            <p>{t('shop.checkout.pickup')}</p>
            <p>
              <PickupPhone />
            </p>
          </div>
        ) : (
          <>
            {/* Its change does more than set itself: it fills or clears the shipping form. */}
            <Checkbox
              id="checkout-flags-reuseClientData"
              name="reuseClientData"
              checked={forms.reuseClientData}
              onCheckedChange={(value) => forms.reuseClient(value === true)}
              label={t('shop.checkout.reuseClient')}
            />
            <ShippingFields countries={forms.countryOptions} />
          </>
        )}
        <FormScope
          form={forms.flags}
          id="checkout-flags"
          order={orderFlagFields.order}
          label={() => t('shop.checkout.gift')}
        >
          <FormCheckbox name="isGift" />
        </FormScope>
      </Section>
    </FormScope>
  );
}

/** SPEC §9: the shop's phone, with its address and hours, as a link that calls it. */
function PickupPhone() {
  const t = useShopMessages();
  return (
    <>
      {t('shop.checkout.pickupPhone')}{' '}
      <a
        href={`tel:${pickupShop.phone.replace(/\s/g, '')}`}
        className="font-semibold whitespace-nowrap underline underline-offset-4"
      >
        {pickupShop.phone}
      </a>
    </>
  );
}
