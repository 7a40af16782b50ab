import { Fragment, useId } from 'react';
import { cva } from 'class-variance-authority';
import { cn } from '../lib/cn';

type ResponsiveTableColumn<Row> = {
  /** Stable id of the column, unique in the table. */
  key: string;
  /** Column header in the table; the label of the value in each phone card. */
  header: React.ReactNode;
  cell: (row: Row) => React.ReactNode;
  align?: 'start' | 'center' | 'end';
  /** Leaves the column out of the phone cards (e.g. a picture already shown elsewhere in the card). */
  hideOnMobile?: boolean;
  /** Keeps the header for assistive technology only, e.g. a column that holds a remove button. */
  headerHidden?: boolean;
  /** The cell names its row (a `<th scope="row">`), e.g. the product column. */
  isRowHeader?: boolean;
};

type ResponsiveTableProps<Row> = Omit<React.ComponentProps<'div'>, 'children'> & {
  columns: readonly ResponsiveTableColumn<Row>[];
  rows: readonly Row[];
  getRowKey: (row: Row) => React.Key;
  /** A message that belongs to one row, e.g. a basket line's error text; shown beneath it and tied to it. */
  rowMessage?: (row: Row) => React.ReactNode;
  /** Names the table (and the list of cards on phones). */
  caption: React.ReactNode;
  /** Keeps the caption for assistive technology only. */
  captionHidden?: boolean;
  /** Shown instead of the table when there are no rows. */
  empty?: React.ReactNode;
  /**
   * `responsive`: a table from 768 px, cards below; `list`: cards at every width, for a narrow place
   * on a wide screen (the header's basket preview).
   */
  layout?: 'responsive' | 'list';
};

const alignVariants = cva('', {
  variants: {
    align: { start: 'text-start', center: 'text-center', end: 'text-end' },
  },
  defaultVariants: { align: 'start' },
});

const hasMessage = (message: React.ReactNode) =>
  message !== undefined && message !== null && message !== false && message !== '';

/**
 * Rows of data: a real table from 768 px, a list of cards below it, labelled by the column headers.
 * Both are rendered and one is hidden by CSS (display: none), which also hides it from assistive
 * technology, so no script has to measure the screen. The `list` layout renders the cards only.
 */
function ResponsiveTable<Row>({
  className,
  columns,
  rows,
  getRowKey,
  rowMessage,
  caption,
  captionHidden = false,
  empty,
  layout = 'responsive',
  ...props
}: ResponsiveTableProps<Row>) {
  const baseId = useId();
  const listCaptionId = `${baseId}-caption`;
  const mobileColumns = columns.filter((column) => !column.hideOnMobile);
  const isList = layout === 'list';
  // The list layout is compact: the row's name heads the card with the header-less columns (a
  // remove button) beside it, in that reading order, and the other values under them.
  const cardColumns = isList
    ? [
        ...mobileColumns.filter((column) => column.isRowHeader),
        ...mobileColumns.filter((column) => !column.isRowHeader && column.headerHidden),
        ...mobileColumns.filter((column) => !column.isRowHeader && !column.headerHidden),
      ]
    : mobileColumns;

  if (rows.length === 0) {
    return (
      <div data-slot="responsive-table-empty" className={className} {...props}>
        {empty}
      </div>
    );
  }

  return (
    <div data-slot="responsive-table" className={cn('w-full', className)} {...props}>
      {layout === 'responsive' && (
        <table
          data-slot="responsive-table-table"
          className="hidden w-full border-collapse text-base md:table"
        >
          <caption className={cn('mb-3 text-start text-lg font-semibold', captionHidden && 'sr-only')}>
            {caption}
          </caption>
          <thead>
            <tr className="border-b border-border-strong">
              {columns.map((column) => (
                <th
                  key={column.key}
                  scope="col"
                  className={cn(
                    'px-3 py-3 text-sm font-semibold text-fg-muted first:ps-0 last:pe-0',
                    alignVariants({ align: column.align }),
                  )}
                >
                  <span className={cn(column.headerHidden && 'sr-only')}>{column.header}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => {
              const message = rowMessage?.(row);
              const messageId = `${baseId}-table-message-${index}`;
              const withMessage = hasMessage(message);
              return (
                <Fragment key={getRowKey(row)}>
                  <tr
                    data-slot="responsive-table-row"
                    aria-describedby={withMessage ? messageId : undefined}
                    className={cn('align-middle', !withMessage && 'border-b border-border')}
                  >
                    {columns.map((column) => {
                      const Cell = column.isRowHeader ? 'th' : 'td';
                      return (
                        <Cell
                          key={column.key}
                          scope={column.isRowHeader ? 'row' : undefined}
                          className={cn(
                            'px-3 py-4 font-normal first:ps-0 last:pe-0',
                            alignVariants({ align: column.align }),
                          )}
                        >
                          {column.cell(row)}
                        </Cell>
                      );
                    })}
                  </tr>
                  {withMessage && (
                    <tr data-slot="responsive-table-row-message" className="border-b border-border">
                      <td id={messageId} colSpan={columns.length} className="pb-4 text-sm">
                        {message}
                      </td>
                    </tr>
                  )}
                </Fragment>
              );
            })}
          </tbody>
        </table>
      )}

      <div data-slot="responsive-table-list" className={cn(layout === 'responsive' && 'md:hidden')}>
        <p id={listCaptionId} className={cn('mb-3 text-lg font-semibold', captionHidden && 'sr-only')}>
          {caption}
        </p>
        <ul aria-labelledby={listCaptionId} className="flex flex-col gap-3">
          {rows.map((row, index) => {
            const message = rowMessage?.(row);
            const messageId = `${baseId}-list-message-${index}`;
            const withMessage = hasMessage(message);
            return (
              <li
                key={getRowKey(row)}
                data-slot="responsive-table-card"
                aria-describedby={withMessage ? messageId : undefined}
                className="rounded border border-border bg-surface-raised p-4"
              >
                <dl
                  className={cn(
                    'flex flex-col gap-2',
                    isList && 'grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-4',
                  )}
                >
                  {cardColumns.map((column) => (
                    <div
                      key={column.key}
                      className={cn(
                        'flex flex-wrap items-center justify-between gap-x-4 gap-y-1',
                        // The column that names the row reads as the card's title, under its label.
                        column.isRowHeader && 'flex-col items-start',
                        isList && !column.isRowHeader && !column.headerHidden && 'col-span-2',
                        isList && column.headerHidden && 'self-start',
                      )}
                    >
                      <dt
                        className={cn(
                          'text-sm font-semibold text-fg-muted',
                          (column.headerHidden || (isList && column.isRowHeader)) && 'sr-only',
                        )}
                      >
                        {column.header}
                      </dt>
                      <dd
                        className={cn(
                          'min-w-0 text-end',
                          column.isRowHeader && 'text-start',
                          column.headerHidden && 'ms-auto',
                        )}
                      >
                        {column.cell(row)}
                      </dd>
                    </div>
                  ))}
                </dl>
                {withMessage && (
                  <div id={messageId} data-slot="responsive-table-card-message" className="mt-3 text-sm">
                    {message}
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}

export { ResponsiveTable, type ResponsiveTableProps, type ResponsiveTableColumn };
