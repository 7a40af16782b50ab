import { imageUrl, isServedPicture } from '@cepa/core/picture';

/** The widths the shop's pictures are offered at (`Picture`, `@cepa/core/picture`), beside the cards'. */

/**
 * A wine's own picture on its page: at most 532 px wide, a phone's page width between its margins. 560: the
 * photograph in its slide on a phone (285-300 px at 1.75-2x, 500-600 px), where 640 would be a third too many
 * pixels.
 */
export const productPictureWidths = [480, 560, 640, 720, 800, 1080] as const;
export const productPictureSizes = '(min-width: 640px) 532px, calc(100vw - 2rem)';
/**
 * A wine's photograph in its carousel: a 3:4 photograph shown whole in a square slide (`object-contain`), so
 * three quarters of the slide's width.
 */
export const productSlideSizes = '(min-width: 640px) 399px, calc((100vw - 2rem) * 0.75)';
/** A small picture beside a line (the basket, the checkout, a wine's thumbnails). */
export const thumbnailWidths = [160] as const;

/** A picture at one width, in WebP, where only one address can be given (a small picture in a pop-in). */
export const pictureAt = (src: string, width: number) =>
  isServedPicture(src) ? imageUrl(src, width, 'webp') : src;
