import { cva } from 'class-variance-authority';

/**
 * The button's classes by variant and size, without merging a consumer's classes: for an element that
 * looks like a button and is not `Button` (a link in the header, the error page's link), and for
 * `Button` itself, which merges its `className` over them.
 */
export const buttonVariants = cva(
  [
    'relative inline-flex items-center justify-center gap-2 rounded font-body font-semibold whitespace-nowrap',
    'transition-colors select-none cursor-pointer',
    'disabled:cursor-not-allowed disabled:opacity-55 aria-disabled:cursor-not-allowed',
    'data-[loading]:cursor-progress',
  ],
  {
    variants: {
      variant: {
        primary: 'bg-primary text-primary-fg hover:bg-primary-hover',
        secondary: 'bg-secondary text-secondary-fg hover:bg-secondary-hover',
        ghost: 'bg-transparent text-fg hover:bg-surface-muted',
        link: 'bg-transparent text-fg-accent underline underline-offset-4 hover:no-underline',
      },
      size: {
        sm: 'min-h-9 px-3 text-sm',
        md: 'min-h-11 px-5 text-base',
        lg: 'min-h-13 px-7 text-lg',
        icon: 'size-11 p-0',
      },
      fullWidth: { true: 'w-full' },
    },
    compoundVariants: [{ variant: 'link', className: 'min-h-0 px-0' }],
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);
