export { Spinner, SpinnerRing, spinnerVariants, type SpinnerProps } from './spinner';
export { Loader, type LoaderProps } from './loader';
