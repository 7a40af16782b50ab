import { createContext, use, useEffect, useRef, useState, type ImgHTMLAttributes } from 'react';
import { cn, useSlideWanted } from '@cepa/ui';
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

/** How far from the screen a picture under `PicturesWhenNear` starts to load: about a phone's screen. */
const nearMargin = '800px 0px';

const WhenNearContext = createContext(false);

/**
 * The pictures inside load only once they come within about a screen of the visitor's (the related
 * wines, a home's experience cards: below the fold of every screen). The browser's own lazy loading asks
 * for every picture within 1,250 px as soon as the page is laid out, where they share a phone's
 * connection with the page's largest picture. Without JavaScript they load as the browser's lazy ones
 * (a `<noscript>` copy).
 */
export function PicturesWhenNear({ children }: { children: React.ReactNode }) {
  return <WhenNearContext value>{children}</WhenNearContext>;
}

/**
 * A content or product picture at the size the screen needs: one `<img>` (so that a parent's `*:` classes
 * still reach it) offering WebP at each of the widths given, `sizes` choosing, through the image service
 * or the deployer's template. WebP alone: every browser the site's code runs in (ES2022) decodes it. A
 * drawing in the page (`data:`) is shown as it is. Lazily loaded unless it is the page's `priority`.
 * In a carousel's slide nobody has been near yet (`useSlideWanted`), or under `PicturesWhenNear` until it
 * comes near, it is its box alone and asks for nothing.
 */
export function Picture(props: PictureProps) {
  const wanted = useSlideWanted();
  const whenNear = use(WhenNearContext);
  if (!isServedPicture(props.src)) return <PictureElement {...props} />;
  if (!wanted) return <PictureBox {...props} />;
  if (whenNear && !props.priority) return <NearPicture {...props} />;
  return <PictureElement {...props} />;
}

function loadingOf(priority: boolean | undefined): ImgHTMLAttributes<HTMLImageElement> {
  return priority ? { loading: 'eager', fetchPriority: 'high' } : { loading: 'lazy', decoding: 'async' };
}

function PictureElement({ src, alt, width, height, sizes, widths, priority, className }: PictureProps) {
  const loading = loadingOf(priority);
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

/**
 * The picture's box alone, where no picture is wanted yet: an empty inline drawing of the picture's size
 * (its `viewBox` gives the ratio, as an `<img>`'s width and height do) with the picture's classes (its
 * background shows), named by the picture's text (a linked logo keeps its link's name), or hidden from
 * assistive technology when the picture is decorative. It asks for nothing, not even a `data:` address:
 * Lighthouse's simulator lets such an address share the connection with the page's downloads, and three
 * of them under a wine's page put 300 ms on its simulated largest paint (docs/performance.md,
 * "Photographs").
 */
function PictureBox({
  alt,
  width,
  height,
  className,
  ref,
}: PictureProps & { ref?: React.Ref<SVGSVGElement> }) {
  return (
    <svg
      ref={ref}
      data-slot="picture-box"
      {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      // What the stylesheet's reset gives an `<img>` (and not a drawing): never wider than its container,
      // its height following its width. The picture's own classes come after, and win.
      className={cn('h-auto max-w-full', className)}
    />
  );
}

/** Its box until it comes near the screen, then the picture in its place. */
function NearPicture(props: PictureProps) {
  const [near, setNear] = useState(false);
  const box = useRef<SVGSVGElement>(null);
  useEffect(() => {
    const element = box.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: nearMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  if (near) return <PictureElement {...props} />;
  return (
    <>
      {/* Without JavaScript the box is not shown (`scripting: none`) and the copy below loads lazily. */}
      <PictureBox {...props} ref={box} className={`${props.className ?? ''} noscript:hidden`.trim()} />
      <noscript>
        <PictureElement {...props} />
      </noscript>
    </>
  );
}

/** A wine's picture in a grid's card (the catalogue, the related wines, the club's catalogue): 3:4. */
export function ProductCardPicture({ src }: { src: string }) {
  return (
    <Picture src={src} alt="" width={600} height={800} sizes={productCardSizes} widths={productCardWidths} />
  );
}
