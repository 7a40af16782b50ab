import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Carousel, CarouselControls, CarouselSlide, CarouselViewport } from './carousel';
import { useSlideWanted } from './slide-wanted';

function Wanted({ name }: { name: string }) {
  return <>{`${name}:${useSlideWanted() ? 'wanted' : 'not yet'}`}</>;
}

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

  it('wants the first slide’s pictures only: the others wait for the page to have loaded', () => {
    const markup = renderToString(
      <Carousel label="Lo que te espera" slideCount={slides.length}>
        <CarouselViewport>
          {slides.map((slide) => (
            <CarouselSlide key={slide}>
              <Wanted name={slide} />
            </CarouselSlide>
          ))}
        </CarouselViewport>
      </Carousel>,
    );
    expect(markup.match(/[\p{L}]+:(wanted|not yet)/gu)).toEqual([
      'Viñas:wanted',
      'Bodega:not yet',
      'Cata:not yet',
    ]);
    // Outside a carousel a picture is always wanted.
    expect(renderToString(<Wanted name="Sola" />)).toBe('Sola:wanted');
  });
});
