import { useRef, useState } from 'react';
import { useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { addressFields, emptyAddressForm, type AddressFormInput } from '@cepa/core/address';
import { formErrorIds } from '@cepa/core/form';
import type { ShippingMode } from '../../api';
import type { CheckoutPreparation } from '../../atoms/checkout';
import type { SectionControls } from './checkout-sections';
import {
  billingSchema,
  clientInfoFields,
  clientInfoSchema,
  orderFlagFields,
  shippingFields,
  shippingSchema,
  type ClientInfoInput,
  type OrderFlags,
  type ShippingInput,
} from '../../forms';
import {
  billingFromMemberData,
  chosenBilling,
  clientInfoFromMemberData,
  shippingFromClient,
  type CheckoutForms,
} from '../../mappers';
import {
  asksBillingForm,
  isStorePickup,
  needsTerms,
  sectionsWithForms,
  type CheckoutSection,
} from '../../rules';

/** Each section's form and its fields in the order they are shown (labels, the error summary). */
export const sectionFieldOrder = {
  client: clientInfoFields.order,
  shipping: shippingFields.order,
  billing: addressFields.order,
} as const satisfies Record<CheckoutSection, readonly string[]>;

/** A section as it was when Edit was pressed, for Cancel. */
type Snapshot = { values: unknown; mode: ShippingMode; flags: OrderFlags };

/**
 * The checkout's forms (SPEC §3, §4): client info, the shipping address, billing data and the order's
 * boxes, each a react-hook-form form of its own, with the shipping mode; what the rules make of them
 * (store pickup, the billing form shown, the forms shown); and what a press does to them (the reuse
 * boxes, the mode, showing every error, Edit's snapshot and Cancel).
 */
export function useCheckoutForms({ countries, member, memberData }: CheckoutPreparation) {
  const isMember = member !== null;
  const postcodePatterns = Object.fromEntries(countries.map((c) => [c.iso_code, c.postcode_regex]));
  const countryOptions = countries.map((c) => ({ value: c.iso_code, text: c.name }));
  const memberBilling = memberData ? billingFromMemberData(memberData) : null;

  const client = useForm<ClientInfoInput>({
    resolver: zodResolver(clientInfoSchema),
    defaultValues: memberData ? clientInfoFromMemberData(memberData) : clientInfoFields.empty,
    mode: 'onTouched',
  });
  const shipping = useForm<ShippingInput>({
    resolver: zodResolver(shippingSchema(postcodePatterns)),
    defaultValues: shippingFields.empty,
    mode: 'onTouched',
  });
  const billing = useForm<AddressFormInput>({
    resolver: zodResolver(billingSchema(postcodePatterns)),
    defaultValues: emptyAddressForm,
    mode: 'onTouched',
  });
  const flags = useForm<OrderFlags>({ defaultValues: orderFlagFields.empty });
  const [shippingMode, setShippingMode] = useState<ShippingMode>('home');
  const snapshots = useRef<Partial<Record<CheckoutSection, Snapshot>>>({});

  const [wantsBilling, reuseBilling, reuseClientData] = useWatch({
    control: flags.control,
    name: ['wantsBilling', 'reuseBilling', 'reuseClientData'],
  });
  const shippingCountry = useWatch({ control: shipping.control, name: 'country' });
  const pickup = isStorePickup(isMember, shippingMode);
  const billingForm = asksBillingForm({ wantsBilling, reuseBilling });
  const shown = sectionsWithForms(pickup, billingForm);
  const formOf = (section: CheckoutSection) =>
    ({ client, shipping, billing })[section] as unknown as UseFormReturn<Record<string, unknown>>;

  /** What the forms hold now, as the order will send it. */
  const values = (): CheckoutForms => ({
    client: client.getValues(),
    shippingMode,
    shipping: shipping.getValues(),
    billing: chosenBilling({
      flags: flags.getValues(),
      memberBilling,
      client: client.getValues(),
      shipping: shipping.getValues(),
      billing: billing.getValues(),
    }),
    flags: flags.getValues(),
    isMember,
  });

  /**
   * Continue was pressed: every form shown shows its errors, and a visitor's terms box (SPEC §5).
   * Every field of a form that failed counts as touched, so an error goes as soon as what is typed is
   * right (not at the blur, where the text below moving up would make the next click miss).
   */
  const showErrors = async () => {
    const results = await Promise.all(shown.map((section) => formOf(section).trigger()));
    const termsOk = !needsTerms(isMember) || flags.getValues('terms');
    if (termsOk) flags.clearErrors('terms');
    else flags.setError('terms', { message: formErrorIds.required });
    if (!results.includes(false) && termsOk) return;
    for (const section of shown) {
      const form = formOf(section);
      for (const name of sectionFieldOrder[section]) {
        form.setValue(name, form.getValues(name), { shouldTouch: true });
      }
    }
  };

  /** A section's Save: its form, if it shows one, shows its errors; whether it may be sent. */
  const checkSection = (section: CheckoutSection) =>
    shown.includes(section) ? formOf(section).trigger() : Promise.resolve(true);

  /** Edit: what the section holds now, for Cancel. */
  const remember = (section: CheckoutSection) => {
    snapshots.current[section] = {
      values: formOf(section).getValues(),
      mode: shippingMode,
      flags: flags.getValues(),
    };
  };

  /** Cancel: the section holds again what it held when Edit was pressed. */
  const restore = (section: CheckoutSection) => {
    const saved = snapshots.current[section];
    if (!saved) return;
    formOf(section).reset(saved.values as Record<string, unknown>);
    flags.reset(saved.flags);
    if (section === 'shipping') setShippingMode(saved.mode);
  };

  /** SPEC §4: ticked copies name, surname, e-mail and phone; unticked resets the shipping form. */
  const reuseClient = (checked: boolean) => {
    flags.setValue('reuseClientData', checked);
    shipping.reset(
      checked ? shippingFromClient(client.getValues(), shipping.getValues()) : shippingFields.empty,
    );
  };

  /** SPEC §4: choosing home clears the reuse flag. */
  const chooseMode = (mode: ShippingMode) => {
    setShippingMode(mode);
    if (mode === 'home') flags.setValue('reuseClientData', false);
  };

  return {
    client,
    shipping,
    billing,
    flags,
    isMember,
    member,
    memberBilling,
    shippingMode,
    shippingCountry,
    pickup,
    wantsBilling,
    billingForm,
    reuseClientData,
    shown,
    postcodePatterns,
    countryOptions,
    countryName: (code: string) => countries.find((c) => c.iso_code === code)?.name ?? code,
    values,
    showErrors,
    checkSection,
    remember,
    restore,
    reuseClient,
    chooseMode,
  };
}

export type CheckoutFormsHandle = ReturnType<typeof useCheckoutForms>;

/** What a section of the page is given: the checkout's forms, and its title, mode and buttons. */
export type SectionProps = { forms: CheckoutFormsHandle; controls: SectionControls };
