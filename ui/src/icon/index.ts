export { Icon, iconNames, type IconName } from './icon';
