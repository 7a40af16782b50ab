export { PopIn, type PopInProps, type PopInOpenProps } from './pop-in';
export { popInVariants } from './variants';
export {
  InfoPopIn,
  ConfirmationPopIn,
  AddedToBasketPopIn,
  type InfoPopInProps,
  type ConfirmationPopInProps,
  type AddedToBasketPopInProps,
} from './pop-in-forms';
