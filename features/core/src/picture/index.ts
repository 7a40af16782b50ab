export {
  configuredImageTemplate,
  defaultImageTemplate,
  imageFormats,
  imageTemplateAttribute,
  imageTemplateFrom,
  imageUrl,
  imageWidths,
  isServedPicture,
  pictureSources,
  type ImageFormat,
} from './image-url';
export { Picture, type PictureProps } from './picture';
