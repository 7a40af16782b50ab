import { Children, createContext, useContext } from 'react';
import {
  Button as AriaButton,
  Disclosure,
  DisclosureGroup,
  DisclosurePanel,
  Heading,
} from 'react-aria-components';
import { cn } from '../lib/cn';
import { Icon } from '../icon';

type HeadingLevel = 2 | 3 | 4 | 5 | 6;

type PanelRole = 'region' | 'group';

const AccordionContext = createContext<{ headingLevel: HeadingLevel; panelRole: PanelRole } | null>(null);

/**
 * APG accordion: with up to six panels each panel is a region labelled by its header, so it shows in
 * the page's landmarks; more would crowd them, so each is a group instead.
 */
const maxRegionPanels = 6;

function useAccordion() {
  const context = useContext(AccordionContext);
  if (!context) throw new Error('useAccordion must be used inside <Accordion>');
  return context;
}

type AccordionProps = Omit<React.ComponentProps<typeof DisclosureGroup>, 'className'> & {
  /** Level of each item's heading, so the block fits the outline of the page it is placed in. */
  headingLevel?: HeadingLevel;
  className?: string;
};

/**
 * Dropdown blocks (APG accordion pattern): each title is a button inside a heading that shows or
 * hides its panel. One panel open at a time unless `allowsMultipleExpanded`.
 */
function Accordion({ headingLevel = 3, className, ...props }: AccordionProps) {
  const panelRole: PanelRole =
    Children.count(props.children as React.ReactNode) <= maxRegionPanels ? 'region' : 'group';
  return (
    <AccordionContext value={{ headingLevel, panelRole }}>
      <DisclosureGroup
        data-slot="accordion"
        className={cn('flex flex-col border-t border-border', className)}
        {...props}
      />
    </AccordionContext>
  );
}

type AccordionItemProps = Omit<React.ComponentProps<typeof Disclosure>, 'className' | 'children'> & {
  title: React.ReactNode;
  children: React.ReactNode;
  className?: string;
};

function AccordionItem({ title, children, className, ...props }: AccordionItemProps) {
  const { headingLevel, panelRole } = useAccordion();
  return (
    <Disclosure data-slot="accordion-item" className={cn('border-b border-border', className)} {...props}>
      <Heading level={headingLevel} className="m-0 font-display text-lg font-semibold">
        <AriaButton
          slot="trigger"
          data-slot="accordion-trigger"
          className={cn(
            'group flex min-h-11 w-full cursor-pointer items-center justify-between gap-4 py-4 text-start',
            'data-hovered:text-fg-accent data-disabled:cursor-not-allowed data-disabled:opacity-55',
          )}
        >
          <span className="text-balance">{title}</span>
          <Icon
            name="chevron-down"
            data-slot="accordion-chevron"
            className="transition-transform group-aria-expanded:rotate-180 motion-reduce:transition-none"
          />
        </AriaButton>
      </Heading>
      {/* The padding sits inside: a collapsed panel is hidden="until-found", which keeps its own box. */}
      <DisclosurePanel data-slot="accordion-panel" role={panelRole} className="text-base text-fg">
        <div className="pb-4">{children}</div>
      </DisclosurePanel>
    </Disclosure>
  );
}

export { Accordion, AccordionItem, type AccordionProps, type AccordionItemProps };
