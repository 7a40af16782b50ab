export { cn } from './lib/cn';
export { UiLocaleProvider, useUiLocale, useUiStrings, type UiLocale } from './i18n';
export { Button, buttonVariants, type ButtonProps } from './button';
