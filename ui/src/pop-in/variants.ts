import { cva } from 'class-variance-authority';

/**
 * The pop-in's panel classes by size: for `PopIn`, and for a dialog that looks like one without
 * react-aria's modal (the age gate, the browser's own modal dialog), which imports them from here
 * without loading react-aria.
 */
export const popInVariants = cva(
  [
    'relative w-full max-h-[calc(100dvh-2rem)] overflow-y-auto rounded-lg',
    'bg-surface-raised text-fg shadow-lg',
  ],
  {
    variants: {
      size: {
        sm: 'max-w-sm',
        md: 'max-w-lg',
        lg: 'max-w-2xl',
      },
    },
    defaultVariants: { size: 'md' },
  },
);
