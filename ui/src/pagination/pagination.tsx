import { Button } from '../button';
import { Icon, type IconName } from '../icon';
import { cn } from '../lib/cn';
import { isPlainClick } from '../lib/plain-click';
import { getPageWindow } from './page-window';
import { usePaginationStrings } from './strings';

type PaginationProps = Omit<React.ComponentProps<'nav'>, 'children'> & {
  /** The current page, from 1. */
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** Names the navigation landmark ("Paginación de artículos"); defaults to "Paginación" / "Pagination". */
  label?: string;
  /**
   * The address of a page. With it, the controls are links: they work before the page's code has
   * loaded and can be opened elsewhere; a plain click still calls `onPageChange` instead of following.
   */
  hrefOf?: (page: number) => string;
};

type PageControlProps = Omit<React.ComponentProps<typeof Button>, 'onClick' | 'asChild'> & {
  target: number;
  /** Ignores presses (the control stays focusable: `aria-disabled`, never `disabled`). */
  inert?: boolean;
  onPageChange: (page: number) => void;
  hrefOf?: (page: number) => string;
};

/** A button, or with `hrefOf` a link, that moves to `target`. */
function PageControl({ target, inert = false, onPageChange, hrefOf, children, ...props }: PageControlProps) {
  if (!hrefOf) {
    return (
      <Button
        {...props}
        onClick={() => {
          if (!inert) onPageChange(target);
        }}
      >
        {children}
      </Button>
    );
  }
  return (
    <Button {...props} asChild>
      <a
        href={hrefOf(target)}
        onClick={(event) => {
          if (!isPlainClick(event)) return;
          event.preventDefault();
          if (!inert) onPageChange(target);
        }}
      >
        {children}
      </a>
    </Button>
  );
}

type StepButtonProps = {
  icon: IconName;
  name: string;
  target: number;
  disabled: boolean;
  onPageChange: (page: number) => void;
  hrefOf?: (page: number) => string;
  /** Draws the icon twice, for first and last. */
  double?: boolean;
};

function StepButton({ icon, name, target, disabled, onPageChange, hrefOf, double = false }: StepButtonProps) {
  return (
    <li>
      <PageControl
        data-slot="pagination-step"
        variant="ghost"
        size="icon"
        aria-label={name}
        // aria-disabled rather than disabled: a button that turns disabled under the keyboard (Next on
        // reaching the last page) would drop focus to the page body.
        aria-disabled={disabled || undefined}
        className="aria-disabled:opacity-55 aria-disabled:hover:bg-transparent"
        target={target}
        inert={disabled}
        onPageChange={onPageChange}
        hrefOf={hrefOf}
      >
        <Icon name={icon} />
        {double && <Icon name={icon} className="-ml-4" />}
      </PageControl>
    </li>
  );
}

/** Moves through a paged list: first, previous, up to 3 page numbers around the current page, next, last. */
function Pagination({ page, totalPages, onPageChange, label, hrefOf, className, ...props }: PaginationProps) {
  const t = usePaginationStrings();
  const pages = getPageWindow(page, totalPages);
  if (pages.length === 0) return null;
  const last = Math.floor(totalPages);
  const atStart = page <= 1;
  const atEnd = page >= last;
  return (
    <nav
      data-slot="pagination"
      aria-label={label ?? t('label')}
      className={cn('flex justify-center', className)}
      {...props}
    >
      <ul className="flex items-center gap-1">
        <StepButton
          icon="chevron-left"
          double
          name={t('first')}
          target={1}
          disabled={atStart}
          onPageChange={onPageChange}
          hrefOf={hrefOf}
        />
        <StepButton
          icon="chevron-left"
          name={t('previous')}
          target={Math.max(1, page - 1)}
          disabled={atStart}
          onPageChange={onPageChange}
          hrefOf={hrefOf}
        />
        {pages.map((number) => {
          const current = number === page;
          return (
            <li key={number}>
              <PageControl
                data-slot="pagination-page"
                variant={current ? 'primary' : 'ghost'}
                size="icon"
                aria-label={t('page', { page: number })}
                aria-current={current ? 'page' : undefined}
                className="tabular-nums"
                target={number}
                inert={current}
                onPageChange={onPageChange}
                hrefOf={hrefOf}
              >
                {number}
              </PageControl>
            </li>
          );
        })}
        <StepButton
          icon="chevron-right"
          name={t('next')}
          target={Math.min(last, page + 1)}
          disabled={atEnd}
          onPageChange={onPageChange}
          hrefOf={hrefOf}
        />
        <StepButton
          icon="chevron-right"
          double
          name={t('last')}
          target={last}
          disabled={atEnd}
          onPageChange={onPageChange}
          hrefOf={hrefOf}
        />
      </ul>
    </nav>
  );
}

export { Pagination, type PaginationProps };
