export { cn } from './lib/cn';
export { UiLocaleProvider, useUiLocale, defineUiStrings, type UiLocale } from './i18n';
export { Button, buttonVariants, type ButtonProps } from './button';
export { Icon, iconNames, type IconName } from './icon';
