export { CountBadge, countBadgeVariants, type CountBadgeProps } from './count-badge';
export { formatCount } from './format-count';
