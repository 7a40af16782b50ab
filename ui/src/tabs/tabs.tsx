import {
  Tab as AriaTab,
  TabList as AriaTabList,
  TabPanel as AriaTabPanel,
  Tabs as AriaTabs,
} from 'react-aria-components';
import { cn } from '../lib/cn';

type TabsProps = Omit<React.ComponentProps<typeof AriaTabs>, 'className' | 'orientation'> & {
  className?: string;
};

/** Tabs (APG tabs pattern): arrow keys move the selection, Home and End jump to the ends. */
function Tabs({ className, ...props }: TabsProps) {
  return <AriaTabs data-slot="tabs" className={cn('flex min-w-0 flex-col', className)} {...props} />;
}

type TabListProps = Omit<React.ComponentProps<typeof AriaTabList>, 'className'> & {
  className?: string;
};

/** The row of tabs; it scrolls sideways when the labels do not fit, as on phones. */
function TabList({ className, ...props }: TabListProps) {
  return (
    <AriaTabList
      data-slot="tabs-list"
      className={cn(
        'flex snap-x gap-1 overflow-x-auto overscroll-x-contain border-b border-border',
        '[scrollbar-width:thin]',
        className,
      )}
      {...props}
    />
  );
}

type TabProps = Omit<React.ComponentProps<typeof AriaTab>, 'className'> & {
  className?: string;
};

function Tab({ className, ...props }: TabProps) {
  return (
    <AriaTab
      data-slot="tabs-tab"
      className={cn(
        'flex min-h-11 shrink-0 cursor-pointer snap-start items-center px-4 py-2 whitespace-nowrap',
        'border-b-3 border-transparent font-semibold text-fg-muted transition-colors motion-reduce:transition-none',
        'data-hovered:text-fg data-selected:border-primary data-selected:text-fg',
        'data-disabled:cursor-not-allowed data-disabled:opacity-55',
        // Drawn inside the tab, so the scrolling list does not clip the focus ring.
        'focus-visible:-outline-offset-3',
        className,
      )}
      {...props}
    />
  );
}

type TabPanelProps = Omit<React.ComponentProps<typeof AriaTabPanel>, 'className'> & {
  className?: string;
};

function TabPanel({ className, ...props }: TabPanelProps) {
  return <AriaTabPanel data-slot="tabs-panel" className={cn('pt-4', className)} {...props} />;
}

export { Tabs, TabList, Tab, TabPanel, type TabsProps, type TabListProps, type TabProps, type TabPanelProps };
