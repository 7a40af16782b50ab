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
export { Picture, ProductCardPicture, type PictureProps } from './picture';
