export { PopIn, popInVariants, type PopInProps, type PopInOpenProps } from './pop-in';
export {
  InfoPopIn,
  ConfirmationPopIn,
  AddedToBasketPopIn,
  type InfoPopInProps,
  type ConfirmationPopInProps,
  type AddedToBasketPopInProps,
} from './pop-in-forms';
