import {
  Button as AriaButton,
  Menu as AriaMenu,
  MenuItem as AriaMenuItem,
  MenuTrigger,
  Popover,
  Separator,
} from 'react-aria-components';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../lib/cn';
import { buttonVariants } from '../button';
import { Icon, type IconName } from '../icon';
import { MenuTypeahead } from './menu-typeahead';

const menuTriggerVariants = cva(
  [buttonVariants({ variant: 'ghost' }), 'group max-w-full gap-2 font-semibold'],
  {
    variants: {
      /** `compact` shows only the icon on phones; the label stays the button's accessible name. */
      layout: {
        full: 'px-3',
        compact: 'w-11 px-0 sm:w-auto sm:px-3',
      },
    },
    defaultVariants: { layout: 'full' },
  },
);

type MenuProps = Omit<React.ComponentProps<typeof AriaMenu>, 'children' | 'className'> &
  VariantProps<typeof menuTriggerVariants> & {
    /** Visible label of the menu button, e.g. the member's name; it also names the menu. */
    label: React.ReactNode;
    /** Icon before the label, e.g. `user` for the profile menu; needed by the `compact` layout. */
    icon?: IconName;
    /** `MenuItem`s and `MenuSeparator`s. */
    children: React.ReactNode;
    isOpen?: boolean;
    defaultOpen?: boolean;
    onOpenChange?: (isOpen: boolean) => void;
    /** Where the list opens relative to the button. */
    placement?: React.ComponentProps<typeof Popover>['placement'];
    /** Classes for the menu button. */
    className?: string;
  };

/**
 * A menu button and its dropdown list of links and actions (APG menu button pattern); typing a letter
 * moves to the next item that starts with it, and typing it again cycles through them.
 */
function Menu({
  label,
  icon,
  children,
  isOpen,
  defaultOpen,
  onOpenChange,
  placement = 'bottom end',
  layout,
  className,
  ...props
}: MenuProps) {
  return (
    <MenuTrigger isOpen={isOpen} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <AriaButton data-slot="menu-trigger" className={cn(menuTriggerVariants({ layout }), className)}>
        {icon && <Icon name={icon} />}
        <span className={cn('truncate', layout === 'compact' && 'sr-only sm:not-sr-only')}>{label}</span>
        <Icon
          name="chevron-down"
          data-slot="menu-chevron"
          className={cn(
            'size-4 transition-transform group-aria-expanded:rotate-180 motion-reduce:transition-none',
            layout === 'compact' && 'hidden sm:block',
          )}
        />
      </AriaButton>
      <Popover
        data-slot="menu-popover"
        placement={placement}
        className="min-w-(--trigger-width) overflow-auto rounded border border-border bg-surface-raised py-1 text-fg shadow-md"
      >
        <MenuTypeahead>
          <AriaMenu data-slot="menu" className="focus-visible:-outline-offset-3" {...props}>
            {children}
          </AriaMenu>
        </MenuTypeahead>
      </Popover>
    </MenuTrigger>
  );
}

type MenuItemProps = Omit<React.ComponentProps<typeof AriaMenuItem>, 'className'> & {
  className?: string;
};

/** A link (with `href`) or an action (with `onAction`, or the menu's `onAction` and an `id`). */
function MenuItem({ className, ...props }: MenuItemProps) {
  return (
    <AriaMenuItem
      data-slot="menu-item"
      className={cn(
        'flex min-h-11 cursor-pointer items-center gap-2 px-4 py-2 text-base text-fg no-underline outline-none',
        'data-focused:bg-surface-muted data-pressed:bg-secondary',
        'data-focus-visible:outline-3 data-focus-visible:-outline-offset-3 data-focus-visible:outline-focus',
        'data-disabled:cursor-not-allowed data-disabled:opacity-55',
        className,
      )}
      {...props}
    />
  );
}

function MenuSeparator({ className, ...props }: React.ComponentProps<typeof Separator>) {
  return (
    <Separator
      data-slot="menu-separator"
      className={cn('my-1 border-t border-border', className)}
      {...props}
    />
  );
}

export { Menu, MenuItem, MenuSeparator, menuTriggerVariants, type MenuProps, type MenuItemProps };
