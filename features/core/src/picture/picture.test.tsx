import { renderToStaticMarkup } from 'react-dom/server';
import { Carousel, CarouselSlide, CarouselViewport } from '@cepa/ui';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { imageTemplateFrom, imageUrl } from './image-url';
import { Picture, PicturesWhenNear } from './picture';

afterEach(() => vi.unstubAllEnvs());

describe('a picture at the size the screen needs', () => {
  it('asks the site’s image service, or the deployer’s template, for each width', () => {
    expect(imageUrl('https://cms.example/a b.jpg', 640, 'webp')).toBe(
      '/image?src=https%3A%2F%2Fcms.example%2Fa%20b.jpg&w=640&f=webp',
    );
    vi.stubEnv('CEPA_IMAGE_URL_TEMPLATE', 'https://img.example/{src}?width={width}&format={format}');
    expect([320, 640].map((width) => imageUrl('https://cms.example/a.jpg', width, 'jpeg'))).toEqual([
      'https://img.example/https%3A%2F%2Fcms.example%2Fa.jpg?width=320&format=jpeg',
      'https://img.example/https%3A%2F%2Fcms.example%2Fa.jpg?width=640&format=jpeg',
    ]);
  });

  it('refuses a template without the picture or the width, or on another scheme', () => {
    expect(imageTemplateFrom('')).toBe('');
    expect(() => imageTemplateFrom('https://img.example/{src}')).toThrow('must name {src} and {width}');
    expect(() => imageTemplateFrom('http://img.example/{src}?w={width}')).toThrow('https address');
  });

  it('offers WebP at each width, its size and priority, and shows a drawing as it is', () => {
    const html = renderToStaticMarkup(
      <Picture
        src="https://cms.example/a.jpg"
        alt=""
        width={600}
        height={800}
        sizes="50vw"
        widths={[320, 640]}
        priority
      />,
    );
    expect(html).toContain(
      'srcSet="/image?src=https%3A%2F%2Fcms.example%2Fa.jpg&amp;w=320&amp;f=webp 320w, /image?src=https%3A%2F%2Fcms.example%2Fa.jpg&amp;w=640&amp;f=webp 640w"',
    );
    // React writes a preload of the page's priority picture ahead of it.
    expect(html).toMatch(
      /^<link rel="preload" as="image" imageSrcSet="[^"]+" imageSizes="50vw" fetchPriority="high"\/><img src="\/image\?src=[^"]+&amp;w=640&amp;f=webp"/,
    );
    expect(html).toContain('sizes="50vw"');
    expect(html).toContain('width="600" height="800"');
    expect(html).toContain('fetchPriority="high"');
    expect(html).not.toContain('loading="lazy"');
    const drawing = renderToStaticMarkup(
      <Picture
        src="data:image/svg+xml,%3Csvg/%3E"
        alt=""
        width={600}
        height={800}
        sizes="50vw"
        widths={[320]}
      />,
    );
    expect(drawing).toBe(
      '<img src="data:image/svg+xml,%3Csvg/%3E" alt="" width="600" height="800" loading="lazy" decoding="async"/>',
    );
  });

  it('asks for nothing in a carousel’s slide that is not wanted yet, keeping its box', () => {
    const html = renderToStaticMarkup(
      <Carousel label="Fotos" slideCount={2}>
        <CarouselViewport>
          {['https://cms.example/a.jpg', 'https://cms.example/b.jpg'].map((src) => (
            <CarouselSlide key={src}>
              <Picture src={src} alt="Una foto" width={600} height={800} sizes="50vw" widths={[320]} />
            </CarouselSlide>
          ))}
        </CarouselViewport>
      </Carousel>,
    );
    const images = html.match(/<img[^>]*>/g) ?? [];
    expect(images).toHaveLength(1);
    expect(images[0]).toContain('src="/image?src=https%3A%2F%2Fcms.example%2Fa.jpg');
    // The second slide's box: an empty drawing of the picture's ratio, named by its text, with no address.
    expect(html).toContain(
      '<svg data-slot="picture-box" role="img" aria-label="Una foto" width="600" height="800" viewBox="0 0 600 800" class="h-auto max-w-full"></svg>',
    );
    expect(html).not.toContain('data:');
  });

  it('under PicturesWhenNear, is its box until it comes near, with a copy for a browser without JavaScript', () => {
    const html = renderToStaticMarkup(
      <PicturesWhenNear>
        <Picture
          src="https://cms.example/a.jpg"
          alt="Una foto"
          width={600}
          height={800}
          sizes="50vw"
          widths={[320]}
        />
        <Picture
          src="https://cms.example/b.jpg"
          alt=""
          width={600}
          height={800}
          sizes="50vw"
          widths={[320]}
          priority
        />
      </PicturesWhenNear>,
    );
    expect(html).toMatch(
      /<svg data-slot="picture-box" role="img" aria-label="Una foto" width="600" height="800" viewBox="0 0 600 800" class="h-auto max-w-full noscript:hidden"><\/svg><noscript><img src="\/image\?src=https%3A%2F%2Fcms.example%2Fa.jpg&amp;w=320&amp;f=webp" [^>]*alt="Una foto"[^>]*loading="lazy"[^>]*\/><\/noscript>/,
    );
    // The page's largest picture is never held back.
    expect(html).toContain('fetchPriority="high"');
  });
});
