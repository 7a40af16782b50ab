import type { ImgHTMLAttributes } from 'react';
import {
  configuredImageTemplate,
  imageUrl,
  isServedPicture,
  productCardSizes,
  productCardWidths,
} from './image-url';

export type PictureProps = {
  src: string;
  alt: string;
  /** Its intrinsic size (the box it is shown in, before any CSS), so that nothing moves when it loads. */
  width: number;
  height: number;
  /** How wide it is shown at each viewport (`sizes`), e.g. "(min-width: 1024px) 33vw, 50vw". */
  sizes: string;
  /** The widths offered, from `imageWidths`: up to the widest it is shown at on a 2x screen. */
  widths: readonly number[];
  /** The page's largest picture above the fold: fetched first, never lazily. */
  priority?: boolean;
  className?: string;
};

/**
 * A content or product picture at the size the screen needs: one `<img>` (so that a parent's `*:` classes
 * still reach it) offering WebP at each of the widths given, `sizes` choosing, through the image service
 * or the deployer's template. WebP alone: every browser the site's code runs in (ES2022) decodes it. A
 * drawing in the page (`data:`) is shown as it is. Lazily loaded unless it is the page's `priority`.
 */
export function Picture({
  src,
  alt,
  width,
  height,
  sizes,
  widths,
  priority = false,
  className,
}: PictureProps) {
  const loading: ImgHTMLAttributes<HTMLImageElement> = priority
    ? { loading: 'eager', fetchPriority: 'high' }
    : { loading: 'lazy', decoding: 'async' };
  if (!isServedPicture(src))
    return <img src={src} alt={alt} width={width} height={height} className={className} {...loading} />;
  const template = configuredImageTemplate();
  const at = (width: number) => imageUrl(src, width, 'webp', template);
  return (
    <img
      src={at(widths[widths.length - 1]!)}
      srcSet={widths.map((width) => `${at(width)} ${width}w`).join(', ')}
      sizes={sizes}
      alt={alt}
      width={width}
      height={height}
      className={className}
      {...loading}
    />
  );
}

/** A wine's picture in a grid's card (the catalogue, the related wines, the club's catalogue): 3:4. */
export function ProductCardPicture({ src }: { src: string }) {
  return (
    <Picture src={src} alt="" width={600} height={800} sizes={productCardSizes} widths={productCardWidths} />
  );
}
