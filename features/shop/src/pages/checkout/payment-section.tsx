import { CardPayment, type CardPaymentHandle } from '@cepa/core/payment';
import { formatMoney } from '@cepa/core/i18n';
import { Alert, Button, Loader } from '@cepa/ui';
import type { Basket } from '../../api';
import { useShopMessages } from '../../messages';

/**
 * The card payment beside the basket summary, once the intent exists (SPEC §2, §4): waiting while a
 * section is being edited; the card form is made anew for each intent (never handed a new secret in
 * place).
 */
export function PaymentSection({
  intentId,
  basket,
  editing,
  paying,
  card,
  onPay,
}: {
  intentId: string;
  basket: Basket;
  editing: boolean;
  paying: boolean;
  card: React.Ref<CardPaymentHandle>;
  onPay: () => void;
}) {
  const t = useShopMessages();
  return (
    <section aria-labelledby="checkout-payment" className="flex flex-col gap-4">
      <h2 id="checkout-payment" className="font-display text-xl font-semibold text-fg">
        {t('shop.checkout.payment.title')}
      </h2>
      {editing && <Alert tone="info" live="polite" description={t('shop.checkout.payment.editing')} />}
      <div inert={editing || undefined} className={editing ? 'opacity-50' : undefined}>
        <Loader loading={paying} message={paying ? t('shop.checkout.payment.processing') : undefined}>
          <CardPayment key={intentId} amount={Math.round(basket.total_price * 100)} ref={card} />
        </Loader>
      </div>
      <Button size="lg" fullWidth disabled={editing} loading={paying} onClick={onPay}>
        {t('shop.checkout.payment.pay', { amount: formatMoney(basket.total_price) })}
      </Button>
    </section>
  );
}
