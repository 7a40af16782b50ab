/**
 * Where the pages ask for a picture at the size the screen needs: the site's own image service
 * (`/image?src=&w=&f=`, site/server/images.ts) by default, or a deployer's CDN that resizes, through an
 * address template (`CEPA_IMAGE_URL_TEMPLATE`, e.g. `https://img.example/{src}?width={width}&format={format}`).
 */

/** The widths a page may ask for (the image service writes no other). */
export const imageWidths = [160, 240, 320, 480, 560, 640, 720, 800, 1080, 1280, 1600, 2000] as const;
/**
 * A picture across a page or half of it (a hero, a carousel's slide): up to a 2x phone's or a desktop's width.
 * 720: a phone's page width (380-400 px between its margins) at 1.75x, where 800 would be a fifth too many pixels.
 */
export const wideWidths = [480, 640, 720, 800, 1080, 1280, 1600] as const;
/** A card's picture (an experience's): a third of a desktop's page, or a phone's width. */
export const cardWidths = [320, 480, 640, 720, 800, 1080] as const;
/** A wine in a grid (the catalogue, the related wines, the club's catalogue): 220-260 px, or a phone's width. */
export const productCardWidths = cardWidths;
export const productCardSizes = '(min-width: 768px) 260px, calc(100vw - 2rem)';
/** A partner's logo in the footer: 112 px wide, at a phone's 1.75-3x. */
export const logoWidths = [160, 240, 320] as const;
/** The formats it writes: WebP for every browser the site supports, JPEG where a browser takes no other. */
export const imageFormats = ['webp', 'avif', 'jpeg'] as const;
export type ImageFormat = (typeof imageFormats)[number];

export const defaultImageTemplate = '/image?src={src}&w={width}&f={format}';
/** The attribute of `<html>` carrying a deployer's template, written by the server only when one is set. */
export const imageTemplateAttribute = 'data-image-template';

/** A template from `CEPA_IMAGE_URL_TEMPLATE`: it must name `{src}` and `{width}`; '' when unset. */
export function imageTemplateFrom(value: string | undefined): string {
  const template = (value ?? '').trim();
  if (template === '') return '';
  if (!template.includes('{src}') || !template.includes('{width}'))
    throw new Error(
      `CEPA_IMAGE_URL_TEMPLATE=${template} must name {src} and {width} (and may name {format})`,
    );
  if (!/^(https:\/\/|\/)/.test(template))
    throw new Error(`CEPA_IMAGE_URL_TEMPLATE=${template} must be an https address or a path of the site`);
  return template;
}

/** The template in use: on the server from `CEPA_IMAGE_URL_TEMPLATE`, in the browser from the page. */
export function configuredImageTemplate(): string {
  // The server's branch is left out of the browser's code.
  if (import.meta.env.SSR) return (process.env.CEPA_IMAGE_URL_TEMPLATE ?? '').trim() || defaultImageTemplate;
  return document.documentElement.getAttribute(imageTemplateAttribute) || defaultImageTemplate;
}

/**
 * Whether a picture is resized by the service: an absolute http(s) address (a CMS's or a shop's). A
 * drawing in the page (`data:`) or a file of the site itself is shown as it is.
 */
export const isServedPicture = (src: string) => /^https?:\/\//i.test(src);

/** The address of a picture at a width and in a format. */
export function imageUrl(
  src: string,
  width: number,
  format: ImageFormat,
  template = configuredImageTemplate(),
) {
  return template
    .replaceAll('{src}', encodeURIComponent(src))
    .replaceAll('{width}', String(width))
    .replaceAll('{format}', format);
}
