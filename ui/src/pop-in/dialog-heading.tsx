import { useEffect, useEffectEvent, useRef } from 'react';
import { Heading } from 'react-aria-components';
import { cn } from '../lib/cn';
import { tabbablesIn } from '../lib/modal-focus';

/**
 * Where focus goes when a dialog opens (WAI-ARIA APG, dialog pattern): its first control, or its title
 * when the content is long enough that focusing a control would scroll the start of it out of view.
 */
type DialogInitialFocus = 'first-control' | 'title';

type DialogHeadingProps = {
  initialFocus: DialogInitialFocus;
  className?: string;
  'data-slot': string;
  children: React.ReactNode;
};

/**
 * The title of a react-aria Dialog, which also places focus when the dialog opens. react-aria focuses
 * the dialog container unless focus is already inside it; this runs first (a child's effect runs before
 * its parent's), so the container keeps focus only when the dialog has no control at all.
 */
function DialogHeading({ initialFocus, className, children, ...props }: DialogHeadingProps) {
  const ref = useRef<HTMLHeadingElement>(null);
  const focusOnOpen = useEffectEvent(() => {
    const heading = ref.current;
    const dialog = heading?.closest('[role="dialog"], [role="alertdialog"]');
    if (!heading || !dialog) return;
    const target = initialFocus === 'title' ? heading : tabbablesIn(dialog)[0];
    target?.focus();
  });
  useEffect(() => focusOnOpen(), []);

  return (
    <Heading
      ref={ref}
      slot="title"
      tabIndex={initialFocus === 'title' ? -1 : undefined}
      className={cn(initialFocus === 'title' && 'outline-none', className)}
      {...props}
    >
      {children}
    </Heading>
  );
}

export { DialogHeading, type DialogInitialFocus };
