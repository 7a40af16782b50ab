export {
  Menu,
  MenuItem,
  MenuSeparator,
  menuTriggerVariants,
  type MenuProps,
  type MenuItemProps,
} from './menu';
