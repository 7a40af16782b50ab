import { Price } from '@cepa/ui';
import type { BasketLine } from '../api';
import { useShopMessages } from '../messages';
import { LineUnitPrice } from './line-unit-price';
import { Picture } from '@cepa/core/picture';
import { thumbnailWidths } from '../pictures';

/**
 * The basket's lines in short, beside the checkout's form: picture, title (three lines at most), the
 * unit price paid and the units, total.
 */
export function CheckoutLines({ lines }: { lines: readonly BasketLine[] }) {
  const t = useShopMessages();
  const units = lines.reduce((sum, line) => sum + line.quantity, 0);
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm font-semibold text-fg-muted">
        {t('shop.checkout.summary.lines', { count: units })}
      </p>
      <ul className="flex flex-col gap-3">
        {lines.map((line) => (
          <li key={line.id} className="flex items-start gap-3">
            <Picture
              src={line.product.image_url}
              alt=""
              width={45}
              height={60}
              sizes="45px"
              widths={thumbnailWidths}
              className="h-15 w-11 shrink-0 rounded bg-surface-muted object-cover"
            />
            <span className="flex min-w-0 flex-1 flex-col">
              <span className="font-semibold text-fg">{line.product.title}</span>
              <span className="flex flex-wrap items-baseline gap-x-1 text-sm text-fg-muted">
                <LineUnitPrice line={line} size="sm" />
                <span>× {line.quantity}</span>
              </span>
            </span>
            <Price amount={line.total_price} size="sm" />
          </li>
        ))}
      </ul>
    </div>
  );
}
