import { Price } from '@cepa/ui';
import type { BasketLine } from '../api';
import { unitPricePaid } from '../rules';

/**
 * A line's unit price as the visitor pays it (SPEC §3: less the vouchers' share per unit), with the
 * price before the vouchers struck through beside it (and named for screen readers) when they take
 * something off.
 */
export function LineUnitPrice({ line, size }: { line: BasketLine; size?: 'sm' | 'md' }) {
  const paid = unitPricePaid(line);
  return (
    <Price
      amount={paid}
      originalAmount={
        paid === line.product.price_with_discount ? undefined : line.product.price_with_discount
      }
      size={size}
    />
  );
}
