export {
  configuredImageTemplate,
  defaultImageTemplate,
  imageFormats,
  imageTemplateAttribute,
  imageTemplateFrom,
  imageUrl,
  imageWidths,
  cardWidths,
  wideWidths,
  isServedPicture,
  type ImageFormat,
} from './image-url';
export { Picture, PicturesWhenNear, ProductCardPicture, type PictureProps } from './picture';
