import { imageUrl, isServedPicture } from '@cepa/core/picture';

/** The widths the shop's pictures are offered at (`Picture`, `@cepa/core/picture`), beside the cards'. */

/** A wine's own picture on its page: at most 532 px wide. */
export const productPictureWidths = [480, 640, 800, 1080] as const;
export const productPictureSizes = '(min-width: 640px) 532px, 100vw';
/** A small picture beside a line (the basket, the checkout, a wine's thumbnails). */
export const thumbnailWidths = [160] as const;

/** A picture at one width, in WebP, where only one address can be given (a small picture in a pop-in). */
export const pictureAt = (src: string, width: number) =>
  isServedPicture(src) ? imageUrl(src, width, 'webp') : src;
