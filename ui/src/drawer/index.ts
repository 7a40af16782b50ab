export { Drawer, DrawerTrigger, drawerVariants, type DrawerProps, type DrawerTriggerProps } from './drawer';
