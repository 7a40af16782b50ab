import { Alert, Button, SpinnerRing } from '@cepa/ui';
import { useShopMessages } from '../messages';

/** While the basket is read (a status, so screen readers hear it); `message` says what for. */
export function BasketLoading({ message }: { message?: string }) {
  const t = useShopMessages();
  return (
    <p role="status" className="flex items-center gap-3 text-fg-muted">
      {/* The message is the status: the ring says nothing of its own (a status inside a status). */}
      <SpinnerRing size="sm" />
      {message ?? t('shop.basket.loading')}
    </p>
  );
}

/** The basket could not be read: the message (`message`, when it is more than the basket) and a retry. */
export function BasketLoadFailed({ onRetry, message }: { onRetry: () => void; message?: string }) {
  const t = useShopMessages();
  return (
    <Alert
      tone="error"
      live="assertive"
      description={
        <span className="flex flex-wrap items-center gap-3">
          {message ?? t('shop.basket.loadFailed')}
          <Button size="sm" variant="secondary" onClick={onRetry}>
            {t('shop.basket.retry')}
          </Button>
        </span>
      }
    />
  );
}

/** SPEC §2: the empty-basket message with a link to the catalogue (when its address is known). */
export function EmptyBasket({ cataloguePath }: { cataloguePath?: string }) {
  const t = useShopMessages();
  return (
    <div className="flex flex-col items-start gap-3">
      <p className="text-lg text-fg">{t('shop.basket.empty')}</p>
      {cataloguePath && (
        <a href={cataloguePath} className="font-semibold text-fg-accent underline underline-offset-4">
          {t('shop.basket.emptyLink')}
        </a>
      )}
    </div>
  );
}

/**
 * SPEC §5, §8: more than 18 units in the basket: the message asking the visitor to write to customer
 * service, its address a mailto link. The basket and the checkout show it alike, and the move on
 * (Continue) it stops names it as its description (`id`).
 */
export function TooManyUnits({ id, email }: { id: string; email: string }) {
  const t = useShopMessages();
  const [before = '', after = ''] = t('shop.basket.tooMany', { email: '\u0000' }).split('\u0000');
  return (
    <Alert
      id={id}
      tone="warning"
      live="polite"
      description={
        <>
          {before}
          <a href={`mailto:${email}`} className="font-semibold underline underline-offset-4">
            {email}
          </a>
          {after}
        </>
      }
    />
  );
}
