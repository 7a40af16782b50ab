import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Carousel, CarouselControls, CarouselSlide, CarouselViewport } from './carousel';

const slides = ['Viñas', 'Bodega', 'Cata'];
const html = (slideCount?: number) =>
  renderToString(
    <Carousel label="Lo que te espera" slideCount={slideCount}>
      <CarouselViewport>
        {slides.map((slide) => (
          <CarouselSlide key={slide}>{slide}</CarouselSlide>
        ))}
      </CarouselViewport>
      <CarouselControls />
    </Carousel>,
  );

describe('a carousel rendered on the server', () => {
  it('carries its controls when told how many slides it has: nothing appears when it hydrates', () => {
    const withCount = html(slides.length);
    expect(withCount).toContain('aria-controls');
    expect(withCount.match(/<button/g)?.length).toBeGreaterThanOrEqual(2 + slides.length);
  });

  it('has no controls until the browser has counted the slides otherwise', () => {
    expect(html()).not.toContain('<button');
  });
});
