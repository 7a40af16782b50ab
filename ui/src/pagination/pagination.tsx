import { Button } from '../button';
import { Icon, type IconName } from '../icon';
import { cn } from '../lib/cn';
import { getPageWindow } from './page-window';
import { usePaginationStrings } from './strings';

type PaginationProps = Omit<React.ComponentProps<'nav'>, 'children'> & {
  /** The current page, from 1. */
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** Names the navigation landmark ("Paginación de artículos"); defaults to "Paginación" / "Pagination". */
  label?: string;
};

type StepButtonProps = {
  icon: IconName;
  name: string;
  target: number;
  disabled: boolean;
  onPageChange: (page: number) => void;
  /** Draws the icon twice, for first and last. */
  double?: boolean;
};

function StepButton({ icon, name, target, disabled, onPageChange, double = false }: StepButtonProps) {
  return (
    <li>
      <Button
        data-slot="pagination-step"
        variant="ghost"
        size="icon"
        aria-label={name}
        // aria-disabled rather than disabled: a button that turns disabled under the keyboard (Next on
        // reaching the last page) would drop focus to the page body.
        aria-disabled={disabled || undefined}
        className="aria-disabled:opacity-55 aria-disabled:hover:bg-transparent"
        onClick={() => {
          if (!disabled) onPageChange(target);
        }}
      >
        <Icon name={icon} />
        {double && <Icon name={icon} className="-ml-4" />}
      </Button>
    </li>
  );
}

/** Moves through a paged list: first, previous, up to 3 page numbers around the current page, next, last. */
function Pagination({ page, totalPages, onPageChange, label, className, ...props }: PaginationProps) {
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
        />
        <StepButton
          icon="chevron-left"
          name={t('previous')}
          target={page - 1}
          disabled={atStart}
          onPageChange={onPageChange}
        />
        {pages.map((number) => {
          const current = number === page;
          return (
            <li key={number}>
              <Button
                data-slot="pagination-page"
                variant={current ? 'primary' : 'ghost'}
                size="icon"
                aria-label={t('page', { page: number })}
                aria-current={current ? 'page' : undefined}
                className="tabular-nums"
                onClick={() => {
                  if (!current) onPageChange(number);
                }}
              >
                {number}
              </Button>
            </li>
          );
        })}
        <StepButton
          icon="chevron-right"
          name={t('next')}
          target={page + 1}
          disabled={atEnd}
          onPageChange={onPageChange}
        />
        <StepButton
          icon="chevron-right"
          double
          name={t('last')}
          target={last}
          disabled={atEnd}
          onPageChange={onPageChange}
        />
      </ul>
    </nav>
  );
}

export { Pagination, type PaginationProps };
