export { Price, priceVariants, type PriceProps } from './price';
export { formatPrice } from './format-price';
