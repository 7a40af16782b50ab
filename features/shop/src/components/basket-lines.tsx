import { useTooManyAttemptsText } from '@cepa/core/form';
import { Button, Icon, Price, QuantityPicker, ResponsiveTable } from '@cepa/ui';
import type { BasketLine } from '../api';
import type { LineFailure } from '../atoms/basket-lines';
import { useShopMessages } from '../messages';
import { LineUnitPrice } from './line-unit-price';
import { Picture } from '@cepa/core/picture';
import { thumbnailWidths } from '../pictures';

export type BasketLinesProps = {
  lines: readonly BasketLine[];
  maxQuantity: number;
  pending: ReadonlyMap<number, number>;
  failure: LineFailure | null;
  onQuantity: (line: BasketLine, quantity: number) => void;
  onRemove: (line: BasketLine) => void;
  /** `list` keeps the phone's cards at every width (the header's narrow basket preview). */
  layout?: 'responsive' | 'list';
};

/**
 * The basket's lines (SPEC §2): product, unit price, quantity, subtotal and remove; a table from
 * 768 px and a list of cards on phones; a line's error text (the server's, or a write that failed)
 * beneath it.
 */
export function BasketLines({
  lines,
  maxQuantity,
  pending,
  failure,
  onQuantity,
  onRemove,
  layout,
}: BasketLinesProps) {
  const t = useShopMessages();
  const tooManyAttemptsText = useTooManyAttemptsText();
  return (
    <ResponsiveTable
      layout={layout}
      caption={t('shop.basket.caption')}
      captionHidden
      rows={lines}
      getRowKey={(line) => line.id}
      rowMessage={(line) => {
        const failed =
          failure?.lineId !== line.id
            ? null
            : failure.retryAfterSeconds !== undefined
              ? tooManyAttemptsText(failure.retryAfterSeconds)
              : t(failure.kind === 'set' ? 'shop.basket.lineFailed' : 'shop.basket.removeFailed', {
                  title: line.product.title,
                });
        const text = [failed, line.error].filter(Boolean).join(' ');
        return text ? <span className="text-sm font-semibold text-danger">{text}</span> : null;
      }}
      columns={[
        {
          key: 'product',
          header: t('shop.basket.column.product'),
          isRowHeader: true,
          cell: (line) => (
            <span className="flex items-start gap-3">
              <Picture
                src={line.product.image_url}
                alt=""
                width={60}
                height={80}
                sizes="60px"
                widths={thumbnailWidths}
                className="h-20 w-15 shrink-0 rounded bg-surface-muted object-cover"
              />
              <span className="flex min-w-0 flex-col gap-1">
                {line.product.url ? (
                  <a href={line.product.url} className="line-clamp-3 font-semibold text-fg hover:underline">
                    {line.product.title}
                  </a>
                ) : (
                  <span className="line-clamp-3 font-semibold text-fg">{line.product.title}</span>
                )}
                <span className="text-sm text-fg-muted">{line.variant ?? line.product.label}</span>
              </span>
            </span>
          ),
        },
        {
          key: 'unit-price',
          header: t('shop.basket.column.unitPrice'),
          align: 'end',
          cell: (line) => <LineUnitPrice line={line} />,
        },
        {
          key: 'quantity',
          header: t('shop.basket.column.quantity'),
          align: 'center',
          cell: (line) => (
            <QuantityPicker
              size="compact"
              hideLabel
              label={t('shop.basket.quantityOf', { title: line.product.title })}
              value={pending.get(line.id) ?? line.quantity}
              min={1}
              max={maxQuantity}
              onChange={(quantity) => onQuantity(line, quantity)}
            />
          ),
        },
        {
          key: 'subtotal',
          header: t('shop.basket.column.subtotal'),
          align: 'end',
          cell: (line) => (
            <span aria-busy={pending.has(line.id) || undefined}>
              <Price amount={line.total_price} />
            </span>
          ),
        },
        {
          key: 'remove',
          header: t('shop.basket.column.remove'),
          headerHidden: true,
          align: 'end',
          cell: (line) => (
            <Button
              variant="ghost"
              size="icon"
              aria-label={t('shop.basket.remove', { title: line.product.title })}
              data-line-remove={line.id}
              onClick={() => onRemove(line)}
            >
              <Icon name="close" className="size-5" />
            </Button>
          ),
        },
      ]}
    />
  );
}
