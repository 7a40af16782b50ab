export { cn } from './lib/cn';
export {
  UiLocaleProvider,
  useUiLocale,
  defineUiStrings,
  pseudoText,
  pseudoMessageText,
  pseudoHtml,
  type UiLocale,
} from './i18n';
export { Button, buttonVariants, type ButtonProps } from './button';
export { Icon, iconNames, type IconName } from './icon';
export {
  QuantityPicker,
  quantityPickerVariants,
  clampQuantity,
  type QuantityPickerProps,
} from './quantity-picker';
export {
  StepIndicator,
  StepMoves,
  stepMarkerVariants,
  type StepIndicatorProps,
  type StepMovesProps,
} from './step-indicator';
export { Pagination, getPageWindow, type PaginationProps } from './pagination';
export { Price, priceVariants, formatPrice, type PriceProps } from './price';
export { CountBadge, countBadgeVariants, formatCount, type CountBadgeProps } from './count-badge';
export {
  Spinner,
  SpinnerRing,
  spinnerVariants,
  Loader,
  type SpinnerProps,
  type LoaderProps,
} from './spinner';
export {
  Carousel,
  CarouselViewport,
  CarouselSlide,
  CarouselPrevious,
  CarouselNext,
  CarouselDots,
  CarouselThumbnails,
  CarouselThumbnail,
  CarouselPlayPause,
  CarouselControls,
  CarouselQuote,
  carouselVariants,
  carouselSlideVariants,
  useCarousel,
  useSlideWanted,
  type CarouselProps,
  type CarouselVariant,
  type CarouselControlsProps,
  type CarouselQuoteProps,
} from './carousel';
export { Banner, bannerVariants, type BannerProps } from './banner';
export { Alert, alertVariants, type AlertProps, type AlertTone } from './alert';
export { VideoEmbed, videoEmbedVariants, type VideoEmbedProps } from './video-embed';
export {
  PopIn,
  popInVariants,
  InfoPopIn,
  ConfirmationPopIn,
  AddedToBasketPopIn,
  type PopInProps,
  type PopInOpenProps,
  type InfoPopInProps,
  type ConfirmationPopInProps,
  type AddedToBasketPopInProps,
} from './pop-in';
export { Popover, popoverVariants, type PopoverProps } from './popover';
export {
  Drawer,
  DrawerRoot,
  DrawerTrigger,
  drawerVariants,
  type DrawerProps,
  type DrawerRootProps,
  type DrawerTriggerProps,
} from './drawer';
export {
  Menu,
  MenuItem,
  MenuSeparator,
  menuTriggerVariants,
  type MenuProps,
  type MenuItemProps,
} from './menu';
export {
  Tabs,
  TabList,
  Tab,
  TabPanel,
  type TabsProps,
  type TabListProps,
  type TabProps,
  type TabPanelProps,
} from './tabs';
export { Accordion, AccordionItem, type AccordionProps, type AccordionItemProps } from './accordion';
export { MemberCard, memberCardVariants, type MemberCardProps, type MemberCardLabels } from './member-card';
export {
  Card,
  cardVariants,
  CardImagePlaceholder,
  ExperienceCard,
  ProductCard,
  type CardProps,
  type ExperienceCardProps,
  type ProductCardProps,
} from './card';
export { ResponsiveTable, type ResponsiveTableProps, type ResponsiveTableColumn } from './responsive-table';
export {
  DayList,
  TimeSlot,
  timeSlotVariants,
  formatSlotTime,
  type DayListProps,
  type TimeSlotProps,
  type DayOption,
  type SlotValue,
  type SlotLabelDetail,
} from './day-list';
export {
  Field,
  FieldLabel,
  FieldDescription,
  FieldError,
  RequiredMark,
  useField,
  useFieldControl,
  fieldControlVariants,
  fieldLabelVariants,
  fieldDescriptionVariants,
  fieldErrorVariants,
  type FieldProps,
  type FieldLabelProps,
  type FieldContextValue,
} from './field';
export {
  TextField,
  TextArea,
  textFieldVariants,
  textAreaVariants,
  type TextFieldProps,
  type TextAreaProps,
} from './text-field';
export {
  Select,
  SelectItem,
  SelectGroup,
  SelectGroupLabel,
  selectTriggerVariants,
  selectContentVariants,
  selectItemVariants,
  type SelectProps,
} from './select';
export {
  Checkbox,
  NativeCheckbox,
  checkboxVariants,
  type CheckboxProps,
  type NativeCheckboxProps,
} from './checkbox';
export {
  RadioGroup,
  Radio,
  radioGroupVariants,
  radioIndicatorVariants,
  type RadioGroupProps,
  type RadioProps,
} from './radio-group';
export { MaskedField, birthdayMask, formatMasked, onlyDigits, type MaskedFieldProps } from './masked-field';
export {
  ErrorSummary,
  errorSummaryVariants,
  type ErrorSummaryProps,
  type ErrorSummaryItem,
} from './error-summary';
export {
  ConsentBanner,
  ConsentSettings,
  type ConsentBannerProps,
  type ConsentSettingsProps,
  type ConsentCategory,
} from './consent';
