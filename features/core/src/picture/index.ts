export {
  configuredImageTemplate,
  defaultImageTemplate,
  imageFormats,
  imageTemplateAttribute,
  imageTemplateFrom,
  imageUrl,
  imageWidths,
  cardWidths,
  productCardSizes,
  productCardWidths,
  wideWidths,
  isServedPicture,
  pictureSources,
  type ImageFormat,
} from './image-url';
export { Picture, type PictureProps } from './picture';
