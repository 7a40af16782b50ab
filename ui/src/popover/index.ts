export { Popover, popoverVariants, type PopoverProps } from './popover';
