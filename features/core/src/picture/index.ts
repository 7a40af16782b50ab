export {
  configuredImageTemplate,
  defaultImageTemplate,
  imageFormats,
  imageTemplateAttribute,
  imageTemplateFrom,
  imageUrl,
  imageWidths,
  cardWidths,
  logoWidths,
  wideWidths,
  isServedPicture,
  type ImageFormat,
} from './image-url';
export { Picture, PicturesWhenNear, ProductCardPicture, type PictureProps } from './picture';
