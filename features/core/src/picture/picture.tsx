import type { ImgHTMLAttributes } from 'react';
import { configuredImageTemplate, imageUrl, isServedPicture, pictureSources } from './image-url';

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
 * A content or product picture at the size the screen needs: WebP where the browser takes it, else
 * JPEG, each at the widths given (`sizes` chooses), through the image service or the deployer's template.
 * A drawing in the page (`data:`) is shown as it is. Lazily loaded unless it is the page's `priority`.
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
  const largest = widths[widths.length - 1]!;
  return (
    <picture className="contents">
      <source type="image/webp" srcSet={pictureSources(src, widths, 'webp', template)} sizes={sizes} />
      <img
        src={imageUrl(src, largest, 'jpeg', template)}
        srcSet={pictureSources(src, widths, 'jpeg', template)}
        sizes={sizes}
        alt={alt}
        width={width}
        height={height}
        className={className}
        {...loading}
      />
    </picture>
  );
}
