import { cn } from '@cepa/ui';

/** A block's own title: the page's second level. */
export function BlockTitle({ children, className }: { children: React.ReactNode; className?: string }) {
  return (
    <h2 className={cn('mb-4 font-display text-2xl font-semibold text-fg md:text-3xl', className)}>
      {children}
    </h2>
  );
}
