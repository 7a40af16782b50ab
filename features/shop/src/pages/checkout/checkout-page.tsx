import { useEffect, useRef, useState } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { parsePageData, useLanguage, useNavigate, type Brand } from '@cepa/core';
import type { PageProps } from '@cepa/core/page';
import {
  FormErrorSummary,
  NeedsJavaScript,
  useConsentLabel,
  useTooManyAttemptsText,
  type SummaryScope,
} from '@cepa/core/form';
import { useRemote } from '@cepa/core/remote';
import { memberAtom } from '@cepa/core/session';
import { track } from '@cepa/core/analytics';
import type { CardPaymentHandle } from '@cepa/core/payment';
import { Alert, Button } from '@cepa/ui';
import { checkoutPageDataSchema, type Basket, type CheckoutPageData } from '../../api';
import { basketAtom } from '../../atoms/basket';
import {
  cancelCheckoutSectionAtom,
  checkoutAtom,
  checkoutPreparationAtom,
  continueCheckoutAtom,
  editCheckoutSectionAtom,
  leaveCheckoutAtom,
  payCheckoutAtom,
  saveCheckoutSectionAtom,
  type CheckoutPreparation,
} from '../../atoms/checkout';
import { BasketLoadFailed, BasketLoading, TooManyUnits } from '../../components/basket-states';
import { BasketSummary } from '../../components/basket-summary';
import { CheckoutLines } from '../../components/checkout-lines';
import { useShopMessages } from '../../messages';
import { basketUnits, hasTooManyUnits, type CheckoutSection } from '../../rules';
import { BillingSection } from './billing-section';
import { useFieldLabel, type SectionControls } from './checkout-sections';
import { ClientSection } from './client-section';
import { OrderBoxes } from './order-boxes';
import { PaymentSection } from './payment-section';
import { ShippingSection } from './shipping-section';
import { sectionFieldOrder, useCheckoutForms } from './use-checkout-forms';

/**
 * The checkout (SPEC §2, §4, §5, §6): client info, shipping (home or, for members, store pickup),
 * optional billing data, the order's boxes; Continue creates the payment intent, then each section is
 * edited and saved on its own (only its changes, as an intent update) and the card form pays. The
 * basket's totals are the server's, for the chosen shipping. The flows are `atoms/checkout.ts`'s.
 */
export default function CheckoutPage({ page }: Pick<PageProps, 'page'>) {
  const t = useShopMessages();
  const language = useLanguage();
  const navigate = useNavigate();
  const data = parsePageData(page, checkoutPageDataSchema);
  const member = useAtomValue(memberAtom);
  const [basketState, retryBasket] = useRemote(basketAtom, { language });
  // Who is logged in decides what is asked (SPEC §6); nothing is asked until it is known.
  const [prepared, retryPreparation] = useRemote(
    checkoutPreparationAtom,
    member === undefined ? undefined : { language, member },
  );

  let body: React.ReactNode;
  if (basketState.state === 'hasError' || prepared.state === 'hasError') {
    const retry = () => {
      if (basketState.state === 'hasError') retryBasket();
      if (prepared.state === 'hasError') retryPreparation();
    };
    body = <BasketLoadFailed message={t('shop.checkout.loadFailed')} onRetry={retry} />;
  } else if (basketState.state === 'loading' || prepared.state === 'loading') {
    body = <BasketLoading message={t('shop.checkout.loading')} />;
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

  // At least a window tall: what the browser fetches after the first paint (the basket, the member's
  // data) fills it without moving the footer (Lighthouse measured a layout shift of 0.55 without it).
  return (
    <section className="mx-auto flex min-h-svh w-full max-w-page flex-col gap-6 px-4 py-8 md:px-8">
      <Button variant="link" className="self-start" onClick={() => navigate(data.basket_path)}>
        <span aria-hidden="true">← </span>
        {t('shop.checkout.back')}
      </Button>
      <h1 className="font-display text-3xl font-semibold text-fg md:text-4xl">{page.title}</h1>
      {/* The basket, the forms and the payment all come with the page's code. */}
      <NeedsJavaScript />
      {body}
    </section>
  );
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
  brand: Brand;
}) {
  const t = useShopMessages();
  const tooManyAttemptsText = useTooManyAttemptsText();
  const language = useLanguage();
  const label = useFieldLabel();
  const terms = useConsentLabel(t.intl, 'shop.checkout.terms', data.terms_path);
  const forms = useCheckoutForms(prepared);
  const checkout = useAtomValue(checkoutAtom);
  const continueCheckout = useSetAtom(continueCheckoutAtom);
  const saveSection = useSetAtom(saveCheckoutSectionAtom);
  const editSection = useSetAtom(editCheckoutSectionAtom);
  const cancelSection = useSetAtom(cancelCheckoutSectionAtom);
  const pay = useSetAtom(payCheckoutAtom);
  const leave = useSetAtom(leaveCheckoutAtom);
  const card = useRef<CardPaymentHandle>(null);
  const { pickup, shippingCountry, postcodePatterns } = forms;
  const sectionTitle = (section: CheckoutSection) => t(`shop.checkout.section.${section}`);
  // SPEC §5, §9: reached with more than 18 units (another tab, a bookmark): as in the basket, no further.
  const tooMany = hasTooManyUnits(basketUnits(basket.lines));
  // How many times the disabled Continue was pressed: each press says why again (a live region).
  const [tooManyPresses, setTooManyPresses] = useState(0);

  // The forms are this visit's: so is what was made of them.
  useEffect(() => () => leave(), [leave]);

  // SPEC §7: checkout step 1, once the checkout shows.
  useEffect(() => {
    track({ event: 'checkout', step: 1, basket });
    // Once per checkout, not per basket change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The totals follow the shipping: store pickup's preview (SPEC §4), or the delivery country (the
  // basket shown stays until the answer comes).
  useRemote(
    basketAtom,
    pickup
      ? { language, shipping_mode: 'shop' }
      : { language, shippingCountryCode: shippingCountry || undefined },
  );

  const onContinue = async () => {
    if (checkout.busy) return;
    await forms.showErrors();
    await continueCheckout({ forms: forms.values(), postcodePatterns, language, brand });
  };

  const onSave = async (section: CheckoutSection) => {
    if (!checkout.intent || checkout.busy || !(await forms.checkSection(section))) return;
    await saveSection({ section, forms: forms.values(), postcodePatterns });
  };

  const onPay = async () => {
    if (!card.current) return;
    // The confirmation's path: the card form resolves it against the page's address.
    await pay({ card: card.current, returnUrl: data.confirmation_path });
  };

  const controls = (section: CheckoutSection): SectionControls => ({
    section,
    title: sectionTitle(section),
    editing: checkout.sections[section] === 'edit',
    canSave: checkout.intent !== null,
    onEdit: checkout.intent
      ? () => {
          forms.remember(section);
          editSection(section);
        }
      : undefined,
    onSave: () => void onSave(section),
    onCancel: () => {
      forms.restore(section);
      cancelSection(section);
    },
    saving: checkout.busy === section,
  });

  // One summary over the forms shown, each field named with its section; then a visitor's terms.
  const summary: SummaryScope[] = [
    ...forms.shown.map((section) => ({
      form: forms[section],
      id: `checkout-${section}`,
      order: sectionFieldOrder[section],
      label: (name: string) => `${sectionTitle(section)} · ${label(name)}`,
    })),
    { form: forms.flags, id: 'checkout-flags', order: ['terms'], label: () => terms.text },
  ];

  return (
    <div className="flex flex-col gap-8 lg:flex-row lg:items-start">
      <div className="flex min-w-0 flex-1 flex-col gap-6">
        <FormErrorSummary
          scopes={summary}
          attempts={checkout.problem?.kind === 'fields' ? checkout.problem.at : 0}
          heading={t('shop.checkout.errorSummary')}
        />
        {tooMany && <TooManyUnits id="checkout-too-many" email={data.contact_email} />}
        <ClientSection forms={forms} controls={controls('client')} />
        <ShippingSection forms={forms} controls={controls('shipping')} />
        <BillingSection forms={forms} controls={controls('billing')} />
        <OrderBoxes forms={forms} terms={terms} termsRequired={checkout.continued} />
        {(checkout.problem?.kind === 'intent' || checkout.problem?.kind === 'save') && (
          <Alert
            tone="error"
            live="assertive"
            description={
              checkout.problem.retryAfterSeconds !== undefined
                ? tooManyAttemptsText(checkout.problem.retryAfterSeconds)
                : t(
                    checkout.problem.kind === 'intent'
                      ? 'shop.checkout.intentFailed'
                      : 'shop.checkout.saveFailed',
                  )
            }
          />
        )}
        <p role="status" className="sr-only">
          {checkout.saved && t('shop.checkout.saved', { section: sectionTitle(checkout.saved) })}
        </p>
        {!checkout.intent && (
          <Button
            size="lg"
            className={
              tooMany
                ? 'self-stretch opacity-55 hover:bg-primary md:self-start'
                : 'self-stretch md:self-start'
            }
            // Focusable while unavailable, described by the message and saying it when pressed.
            onClick={() => (tooMany ? setTooManyPresses((n) => n + 1) : void onContinue())}
            aria-disabled={tooMany || checkout.busy === 'continue' || undefined}
            aria-describedby={tooMany ? 'checkout-too-many' : undefined}
            loading={checkout.busy === 'continue'}
          >
            {t('shop.checkout.continue')}
          </Button>
        )}
        <p role="status" className="sr-only">
          {tooMany && tooManyPresses > 0 && (
            <span key={tooManyPresses}>{t('shop.basket.tooMany', { email: data.contact_email })}</span>
          )}
        </p>
      </div>

      <div className="flex w-full max-w-[450px] flex-col gap-6">
        <BasketSummary basket={basket} lines={<CheckoutLines lines={basket.lines} />} />
        {checkout.intent && (
          <PaymentSection
            intentId={checkout.intent.id}
            basket={basket}
            editing={checkout.editing}
            paying={checkout.busy === 'pay'}
            card={card}
            onPay={() => void onPay()}
          />
        )}
      </div>
    </div>
  );
}
