import { useEffect, useId, useRef, useState } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { parsePageData, useLanguage, useNavigate } from '@cepa/core';
import type { PageProps } from '@cepa/core/page';
import { emptyAddressForm, normalisedEmail, type AddressFormInput } from '@cepa/core/address';
import { FormScope, FormCheckbox, NeedsJavaScript, useConsentLabel, useFormErrorText } from '@cepa/core/form';
import { useRemote } from '@cepa/core/remote';
import { memberAtom } from '@cepa/core/session';
import { track } from '@cepa/core/analytics';
import { reportError } from '@cepa/core/report';
import { CardPayment, type CardPaymentHandle } from '@cepa/core/payment';
import { formatMoney } from '@cepa/core/i18n';
import { Alert, Button, Checkbox, ErrorSummary, Loader, Radio, RadioGroup, Spinner } from '@cepa/ui';
import {
  checkoutPageDataSchema,
  createOrderIntent,
  updateOrderIntent,
  type Basket,
  type CheckoutPageData,
  type OrderIntentPayload,
  type ShippingMode,
} from '../../api';
import { basketStateReadAtom, loadBasketAtom } from '../../atoms/basket';
import { checkoutPreparationAtom, type CheckoutPreparation } from '../../atoms/checkout';
import { CheckoutLines } from '../../components/checkout-lines';
import { BasketSummary } from '../../components/basket-summary';
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
  applyUpdate,
  billingFromMemberData,
  billingFromShipping,
  clientInfoFromMemberData,
  pickupShop,
  sectionUpdate,
  shippingFromClient,
  toOrderIntentPayload,
  type CheckoutForms,
  type CheckoutSection,
} from '../../mappers';
import { useShopMessages, type ShopMessageId } from '../../messages';
import { BillingFields, ClientInfoFields, PreviewLines, Section, ShippingFields } from './checkout-sections';

/**
 * The checkout (SPEC §2, §4, §5, §6): client info, shipping (home or, for members, store pickup),
 * optional billing data, the order's boxes; Continue creates the payment intent, then each section is
 * edited and saved on its own (only its changes, as an intent update) and the card form pays. The
 * basket's totals are the server's, for the chosen shipping.
 */
export default function CheckoutPage({ page }: Pick<PageProps, 'page'>) {
  const t = useShopMessages();
  const language = useLanguage();
  const navigate = useNavigate();
  const data = parsePageData(page, checkoutPageDataSchema);
  const member = useAtomValue(memberAtom);
  const basketState = useAtomValue(basketStateReadAtom);
  const loadBasket = useSetAtom(loadBasketAtom);
  // Who is logged in decides what is asked (SPEC §6); nothing is asked until it is known.
  const [prepared, retryPreparation] = useRemote(
    checkoutPreparationAtom,
    member === undefined ? undefined : { language, member },
  );

  useEffect(() => {
    void loadBasket({ language });
  }, [loadBasket, language]);

  const retry = () => {
    void loadBasket({ language });
    retryPreparation();
  };

  const back = (
    <Button variant="link" className="self-start" onClick={() => navigate(data.basket_path)}>
      <span aria-hidden="true">← </span>
      {t('shop.checkout.back')}
    </Button>
  );

  let body: React.ReactNode;
  if (basketState.state === 'hasError' || prepared.state === 'hasError') {
    body = (
      <Alert
        tone="error"
        live="assertive"
        description={
          <span className="flex flex-wrap items-center gap-3">
            {t('shop.checkout.loadFailed')}
            <Button size="sm" variant="secondary" onClick={retry}>
              {t('shop.basket.retry')}
            </Button>
          </span>
        }
      />
    );
  } else if (basketState.state === 'loading' || prepared.state === 'loading') {
    body = (
      <p role="status" className="flex items-center gap-3 text-fg-muted">
        <Spinner size="sm" />
        {t('shop.checkout.loading')}
      </p>
    );
  } else if (basketState.data.lines.length === 0) {
    body = (
      <div className="flex flex-col items-start gap-3">
        <p className="text-lg text-fg">{t('shop.checkout.empty')}</p>
        <Button onClick={() => navigate(data.catalogue_path)}>{t('shop.checkout.emptyButton')}</Button>
      </div>
    );
  } else {
    body = <Checkout data={data} basket={basketState.data} prepared={prepared.data} brand={page.brand} />;
  }

  return (
    <section className="mx-auto flex w-full max-w-page flex-col gap-6 px-4 py-8 md:px-8">
      {back}
      <h1 className="font-display text-3xl font-semibold text-fg md:text-4xl">{page.title}</h1>
      {/* The basket, the forms and the payment all come with the page's code. */}
      <NeedsJavaScript />
      {body}
    </section>
  );
}

type Intent = { id: string; secret: string; sent: OrderIntentPayload };
/** A section as it was when Edit was pressed, for Cancel. */
type Snapshot = { values: unknown; mode: ShippingMode; flags: OrderFlags };
type SectionState = Record<CheckoutSection, 'edit' | 'preview'>;

/** The billing form's fields, in the order they are shown. */
const billingOrder = [
  'documentType',
  'documentNumber',
  'company',
  'name',
  'surname',
  'email',
  'address',
  'optionalAddress',
  'country',
  'region',
  'postalCode',
  'locality',
] as const;

const allEditing: SectionState = { client: 'edit', shipping: 'edit', billing: 'edit' };
const allPreview: SectionState = { client: 'preview', shipping: 'preview', billing: 'preview' };

function useSectionLabels(): (name: string) => string {
  const t = useShopMessages();
  return (name) => t(`shop.checkout.field.${name}` as ShopMessageId);
}

function Checkout({
  data,
  basket,
  prepared,
  brand,
}: {
  data: CheckoutPageData;
  basket: Basket;
  prepared: CheckoutPreparation;
  brand: 'solera' | 'brava';
}) {
  const t = useShopMessages();
  const language = useLanguage();
  const errorText = useFormErrorText();
  const label = useSectionLabels();
  const termsLabel = useConsentLabel(t.intl, 'shop.checkout.terms', data.terms_path);
  const loadBasket = useSetAtom(loadBasketAtom);
  const { member, memberData, countries } = prepared;
  const isMember = member !== null;
  const patterns = Object.fromEntries(countries.map((c) => [c.iso_code, c.postcode_regex]));
  const countryOptions = countries.map((c) => ({ value: c.iso_code, text: c.name }));
  const memberBilling = memberData ? billingFromMemberData(memberData) : null;

  const client = useForm<ClientInfoInput>({
    resolver: zodResolver(clientInfoSchema),
    defaultValues: memberData ? clientInfoFromMemberData(memberData) : clientInfoFields.empty,
    mode: 'onTouched',
  });
  const shipping = useForm<ShippingInput>({
    resolver: zodResolver(shippingSchema(patterns)),
    defaultValues: shippingFields.empty,
    mode: 'onTouched',
  });
  const billing = useForm<AddressFormInput>({
    resolver: zodResolver(billingSchema(patterns)),
    defaultValues: emptyAddressForm,
    mode: 'onTouched',
  });
  const flags = useForm<OrderFlags>({ defaultValues: orderFlagFields.empty });
  const [shippingMode, setShippingMode] = useState<ShippingMode>('home');
  const [sections, setSections] = useState<SectionState>(allEditing);
  const [intent, setIntent] = useState<Intent | null>(null);
  const [busy, setBusy] = useState<'continue' | CheckoutSection | 'pay' | null>(null);
  const [problem, setProblem] = useState<{ kind: 'intent' | 'save' | 'fields'; at: number } | null>(null);
  const fail = (kind: 'intent' | 'save' | 'fields') =>
    setProblem((current) => ({ kind, at: (current?.at ?? 0) + 1 }));
  const [announcement, setAnnouncement] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [snapshots, setSnapshots] = useState<Partial<Record<CheckoutSection, Snapshot>>>({});
  const card = useRef<CardPaymentHandle>(null);
  const paying = useRef(false);
  const problemId = useId();

  const wantsBilling = useWatch({ control: flags.control, name: 'wantsBilling' });
  const reuseBilling = useWatch({ control: flags.control, name: 'reuseBilling' });
  const reuseClientData = useWatch({ control: flags.control, name: 'reuseClientData' });
  const pickup = isMember && shippingMode === 'shop';
  const shippingCountry = useWatch({ control: shipping.control, name: 'country' });

  // SPEC §7: checkout step 1, once the checkout shows.
  useEffect(() => {
    track({ event: 'checkout', step: 1, basket });
    // Once per checkout, not per basket change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The totals follow the shipping: store pickup's preview (SPEC §4), or the delivery country.
  useEffect(() => {
    void loadBasket(
      pickup
        ? { language, shipping_mode: 'shop' }
        : { language, shippingCountryCode: shippingCountry || undefined },
    );
  }, [loadBasket, language, pickup, shippingCountry]);

  const forms = (): CheckoutForms => {
    const f = flags.getValues();
    const billingValues = !f.wantsBilling
      ? null
      : f.reuseBilling
        ? (memberBilling ?? billingFromShipping(shipping.getValues(), client.getValues()))
        : billing.getValues();
    return {
      client: client.getValues(),
      shippingMode,
      shipping: shipping.getValues(),
      billing: billingValues,
      flags: f,
      isMember,
    };
  };

  const billingFormShown = wantsBilling && !reuseBilling;
  const visible: { section: CheckoutSection; form: UseFormReturn<never> }[] = [
    { section: 'client', form: client as unknown as UseFormReturn<never> },
    ...(!pickup ? [{ section: 'shipping' as const, form: shipping as unknown as UseFormReturn<never> }] : []),
    ...(billingFormShown
      ? [{ section: 'billing' as const, form: billing as unknown as UseFormReturn<never> }]
      : []),
  ];

  const [errors, setErrors] = useState<{ fieldId: string; message: string }[]>([]);

  const collectErrors = () => {
    const list: { fieldId: string; message: string }[] = [];
    const fieldsOf = {
      client: clientInfoFields.order,
      shipping: shippingFields.order,
      billing: billingOrder,
    };
    for (const { section, form } of visible) {
      for (const name of fieldsOf[section]) {
        const { error } = form.getFieldState(name as never) as { error?: { message?: string } };
        if (error)
          list.push({
            fieldId: `checkout-${section}-${name}`,
            message: `${t(`shop.checkout.section.${section}`)} · ${label(name)}: ${errorText(error.message)}`,
          });
      }
    }
    if (!isMember && !flags.getValues('terms')) {
      list.push({
        fieldId: 'checkout-flags-terms',
        message: `${termsLabel.text}: ${errorText('core.form.required')}`,
      });
    }
    return list;
  };

  const onContinue = async () => {
    if (busy) return;
    setSubmitted(true);
    const results = await Promise.all(visible.map(({ form }) => form.trigger()));
    const termsOk = isMember || flags.getValues('terms');
    if (!termsOk) flags.setError('terms', { message: 'core.form.required' });
    if (results.includes(false) || !termsOk) {
      // Every field now counts as touched, so an error goes as soon as what is typed is right (not at
      // the blur, where the text below moving up would make the next click miss).
      const fieldsOf = {
        client: clientInfoFields.order,
        shipping: shippingFields.order,
        billing: billingOrder,
      };
      for (const { section, form } of visible) {
        for (const name of fieldsOf[section]) {
          form.setValue(name as never, form.getValues(name as never), { shouldTouch: true });
        }
      }
      setErrors(collectErrors());
      fail('fields');
      return;
    }
    setErrors([]);
    setProblem(null);
    setBusy('continue');
    const payload = toOrderIntentPayload(forms(), language, brand);
    try {
      const created = await createOrderIntent(payload, basket);
      setIntent({ id: created.payment_intent_id, secret: created.payment_intent_secret, sent: payload });
      setSections(allPreview);
    } catch (error) {
      // SPEC §8: logged; the visitor stays on step one with everything typed.
      reportError(error, 'shop: creating the order intent');
      fail('intent');
    } finally {
      setBusy(null);
    }
  };

  const formOf = (section: CheckoutSection) =>
    section === 'client' ? client : section === 'shipping' ? shipping : billing;

  const onEdit = (section: CheckoutSection) => {
    setSnapshots((current) => ({
      ...current,
      [section]: { values: formOf(section).getValues(), mode: shippingMode, flags: flags.getValues() },
    }));
    setSections((s) => ({ ...s, [section]: 'edit' }));
  };

  const onCancel = (section: CheckoutSection) => {
    const saved = snapshots[section];
    if (saved) {
      formOf(section).reset(saved.values as never);
      flags.reset(saved.flags);
      if (section === 'shipping') setShippingMode(saved.mode);
    }
    setSections((s) => ({ ...s, [section]: 'preview' }));
  };

  const onSave = async (section: CheckoutSection) => {
    if (!intent || busy) return;
    const needsForm = (section !== 'shipping' || !pickup) && (section !== 'billing' || billingFormShown);
    if (needsForm && !(await formOf(section).trigger())) return;
    setBusy(section);
    setProblem(null);
    const update = sectionUpdate(section, intent.sent, forms(), intent.id);
    try {
      const updated = await updateOrderIntent(update);
      // A new intent: the card form is remounted with it (never handed a new secret in place).
      setIntent({
        id: updated.payment_intent_id,
        secret: updated.payment_intent_secret,
        sent: applyUpdate(intent.sent, update),
      });
      setSections((s) => ({ ...s, [section]: 'preview' }));
      setAnnouncement(t('shop.checkout.saved', { section: t(`shop.checkout.section.${section}`) }));
    } catch (error) {
      reportError(error, `shop: updating the order intent (${section})`);
      fail('save');
    } finally {
      setBusy(null);
    }
  };

  const editing = intent !== null && Object.values(sections).includes('edit');

  const onPay = async () => {
    if (!intent || editing || paying.current || !card.current) return;
    // One charge per press: a second press while this one is under way does nothing.
    paying.current = true;
    setBusy('pay');
    const refused = await card.current.confirm({
      clientSecret: intent.secret,
      returnUrl: new URL(data.confirmation_path, window.location.origin).href,
    });
    if (refused) {
      paying.current = false;
      setBusy(null);
    }
  };

  const onReuseClient = (checked: boolean) => {
    flags.setValue('reuseClientData', checked);
    // SPEC §4: ticked copies name, surname, e-mail and phone; unticked resets the shipping form.
    shipping.reset(
      checked ? shippingFromClient(client.getValues(), shipping.getValues()) : shippingFields.empty,
    );
  };

  const onShippingMode = (mode: ShippingMode) => {
    setShippingMode(mode);
    // SPEC §4: choosing home clears the reuse flag.
    if (mode === 'home') flags.setValue('reuseClientData', false);
  };

  const sectionProps = (section: CheckoutSection) => ({
    section,
    title: t(`shop.checkout.section.${section}`),
    editing: sections[section] === 'edit',
    canSave: intent !== null,
    onEdit: intent ? () => onEdit(section) : undefined,
    onSave: () => void onSave(section),
    onCancel: () => onCancel(section),
    saving: busy === section,
  });

  const clientValues = client.getValues();
  const shippingValues = shipping.getValues();
  const billingValues = forms().billing;
  const countryName = (code: string) => countries.find((c) => c.iso_code === code)?.name ?? code;
  const amount = Math.round(basket.total_price * 100);

  return (
    <div className="flex flex-col gap-8 lg:flex-row lg:items-start">
      <div className="flex min-w-0 flex-1 flex-col gap-6">
        {problem?.kind === 'fields' && errors.length > 0 && (
          <ErrorSummary
            key={problem.at}
            errors={errors}
            heading={t('shop.checkout.errorSummary')}
            focusOnMount
          />
        )}
        <FormScope form={client} id="checkout-client" order={clientInfoFields.order} label={label}>
          <Section
            {...sectionProps('client')}
            preview={
              <PreviewLines
                lines={[
                  `${clientValues.name} ${clientValues.surname}`,
                  `${clientValues.documentType.toUpperCase()} ${clientValues.documentNumber}`,
                  // What is sent (SPEC §5: the e-mail trimmed and lower-cased).
                  normalisedEmail(clientValues.email),
                  clientValues.phoneNumber,
                ]}
              />
            }
          >
            <ClientInfoFields fixed={isMember} />
          </Section>
        </FormScope>

        <FormScope form={shipping} id="checkout-shipping" order={shippingFields.order} label={label}>
          <Section
            {...sectionProps('shipping')}
            preview={
              <PreviewLines
                lines={
                  pickup
                    ? [t('shop.checkout.mode.shop'), t('shop.checkout.pickup')]
                    : [
                        `${shippingValues.name} ${shippingValues.surname}`,
                        shippingValues.company,
                        `${shippingValues.address} ${shippingValues.optionalAddress}`.trim(),
                        `${shippingValues.postalCode} ${shippingValues.locality}`,
                        [shippingValues.region, countryName(shippingValues.country)]
                          .filter(Boolean)
                          .join(', '),
                        shippingValues.phoneNumber,
                        shippingValues.comments,
                        flags.getValues('isGift') && t('shop.checkout.gift'),
                      ]
                }
              />
            }
          >
            {isMember && (
              <RadioGroup
                label={t('shop.checkout.mode.legend')}
                value={shippingMode}
                onValueChange={(value) => onShippingMode(value as ShippingMode)}
              >
                <Radio value="home">{t('shop.checkout.mode.home')}</Radio>
                <Radio value="shop">{t('shop.checkout.mode.shop')}</Radio>
              </RadioGroup>
            )}
            {pickup ? (
              <p className="max-w-[540px] rounded border border-border bg-surface-raised p-4 text-fg">
                {t('shop.checkout.pickup')}
                <span className="sr-only"> {pickupShop.phone}</span>
              </p>
            ) : (
              <>
                <FormCheckboxControlled
                  name="reuseClientData"
                  label={t('shop.checkout.reuseClient')}
                  checked={reuseClientData}
                  onChange={onReuseClient}
                />
                <ShippingFields countries={countryOptions} />
              </>
            )}
            <FormScope
              form={flags}
              id="checkout-flags"
              order={orderFlagFields.order}
              label={() => t('shop.checkout.gift')}
            >
              <FormCheckbox name="isGift" />
            </FormScope>
          </Section>
        </FormScope>

        <FormScope form={billing} id="checkout-billing" order={billingOrder} label={label}>
          <Section
            {...sectionProps('billing')}
            preview={
              billingValues ? (
                <PreviewLines
                  lines={[
                    `${billingValues.name} ${billingValues.surname}`.trim() || billingValues.company,
                    `${billingValues.documentType.toUpperCase()} ${billingValues.documentNumber}`,
                    `${billingValues.address} ${billingValues.optionalAddress}`.trim(),
                    `${billingValues.postalCode} ${billingValues.locality}`,
                    countryName(billingValues.country),
                  ]}
                />
              ) : (
                <p className="text-fg">{t('shop.checkout.noBilling')}</p>
              )
            }
          >
            <FormScope
              form={flags}
              id="checkout-flags"
              order={orderFlagFields.order}
              label={(name) =>
                name === 'wantsBilling'
                  ? t('shop.checkout.wantsBilling')
                  : isMember && memberBilling
                    ? t('shop.checkout.reuseMemberBilling')
                    : t('shop.checkout.reuseBilling')
              }
            >
              <FormCheckbox name="wantsBilling" />
              {wantsBilling && <FormCheckbox name="reuseBilling" />}
            </FormScope>
            {billingFormShown && <BillingFields countries={countryOptions} />}
          </Section>
        </FormScope>

        <FormScope
          form={flags}
          id="checkout-flags"
          order={orderFlagFields.order}
          label={(name) =>
            ({
              terms: termsLabel.text,
              newsletter: t('shop.checkout.newsletter'),
              updateMemberData: t('shop.checkout.updateMemberData'),
            })[name] ?? name
          }
        >
          <div className="flex flex-col gap-3">
            {!(member?.hasNewsletterSubscription ?? false) && <FormCheckbox name="newsletter" />}
            {isMember && <FormCheckbox name="updateMemberData" />}
            {!isMember && (
              <FormCheckbox name="terms" labelContent={termsLabel.content} required={submitted} />
            )}
          </div>
        </FormScope>

        {problem?.kind === 'intent' && (
          <Alert id={problemId} tone="error" live="assertive" description={t('shop.checkout.intentFailed')} />
        )}
        {problem?.kind === 'save' && (
          <Alert tone="error" live="assertive" description={t('shop.checkout.saveFailed')} />
        )}
        <p role="status" className="sr-only">
          {announcement}
        </p>
        {!intent && (
          <Button
            size="lg"
            className="self-stretch md:self-start"
            onClick={() => void onContinue()}
            loading={busy === 'continue'}
          >
            {t('shop.checkout.continue')}
          </Button>
        )}
      </div>

      <div className="flex w-full max-w-[450px] flex-col gap-6">
        <BasketSummary basket={basket} lines={<CheckoutLines lines={basket.lines} />} />
        {intent && (
          <section aria-labelledby="checkout-payment" className="flex flex-col gap-4">
            <h2 id="checkout-payment" className="font-display text-xl font-semibold text-fg">
              {t('shop.checkout.payment.title')}
            </h2>
            {editing && <Alert tone="info" live="polite" description={t('shop.checkout.payment.editing')} />}
            <div inert={editing || undefined} className={editing ? 'opacity-50' : undefined}>
              <Loader
                loading={busy === 'pay'}
                message={busy === 'pay' ? t('shop.checkout.payment.processing') : undefined}
              >
                <CardPayment key={intent.id} amount={amount} ref={card} />
              </Loader>
            </div>
            <Button
              size="lg"
              fullWidth
              disabled={editing}
              loading={busy === 'pay'}
              onClick={() => void onPay()}
            >
              {t('shop.checkout.payment.pay', { amount: formatMoney(basket.total_price) })}
            </Button>
          </section>
        )}
      </div>
    </div>
  );
}

/** A flag box whose change does more than set itself (the reuse box fills or clears the shipping form). */
function FormCheckboxControlled({
  name,
  label,
  checked,
  onChange,
}: {
  name: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <Checkbox
      id={`checkout-flags-${name}`}
      name={name}
      checked={checked}
      onCheckedChange={(value) => onChange(value === true)}
      label={label}
    />
  );
}
