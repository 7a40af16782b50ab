import { cn } from '../lib/cn';

/** 24×24 stroke paths, drawn in currentColor. */
const paths = {
  lock: 'M6 11h12v9H6zM8.5 11V8a3.5 3.5 0 0 1 7 0v3',
  basket: 'M3 9h18l-2 11H5zM8 9l4-6 4 6',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0',
  'chevron-left': 'M15 5l-7 7 7 7',
  'chevron-right': 'M9 5l7 7-7 7',
  'chevron-up': 'M5 15l7-7 7 7',
  'chevron-down': 'M5 9l7 7 7-7',
  close: 'M6 6l12 12M18 6L6 18',
  check: 'M5 12.5l4.5 4.5L19 7.5',
  plus: 'M12 5v14M5 12h14',
  minus: 'M5 12h14',
  info: 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM12 11v6M12 7.5v.5',
  warning: 'M12 3l10 18H2zM12 10v5M12 18v.5',
  menu: 'M4 7h16M4 12h16M4 17h16',
  play: 'M8 5v14l11-7z',
  pause: 'M8 5v14M16 5v14',
} as const;

export type IconName = keyof typeof paths;
export const iconNames = Object.keys(paths) as IconName[];

type IconProps = Omit<React.ComponentProps<'svg'>, 'children'> & {
  name: IconName;
  /** Accessible name. Without it the icon is decorative and hidden from assistive technology. */
  label?: string;
};

/** An icon from Cepa's set. Decorative unless it is given a label. */
function Icon({ name, label, className, ...props }: IconProps) {
  return (
    <svg
      data-slot="icon"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={cn('size-5 shrink-0', className)}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true, focusable: false })}
      {...props}
    >
      <path d={paths[name]} />
    </svg>
  );
}

export { Icon };
