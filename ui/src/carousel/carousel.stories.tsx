import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  Carousel,
  CarouselControls,
  CarouselQuote,
  CarouselSlide,
  CarouselThumbnail,
  CarouselThumbnails,
  CarouselViewport,
} from './carousel';
import { useSlideWanted } from './slide-wanted';

/** A drawn bottle photograph, inline so stories never request an image and always look the same. */
function bottle(view: string, label: string, background: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400"><rect width="400" height="400" fill="${background}"/><ellipse cx="200" cy="372" rx="70" ry="10" fill="#0002"/><path d="M182 40h36v70c0 20 32 34 32 70v180c0 8-6 12-12 12h-76c-6 0-12-4-12-12V180c0-36 32-50 32-70z" fill="#2b1a1e"/><rect x="158" y="220" width="84" height="90" rx="4" fill="${label}"/><text x="200" y="272" font-family="serif" font-size="22" font-weight="700" fill="#2b1a1e" text-anchor="middle">${view}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const productImages = [
  { src: bottle('I', '#f3e3c8', '#efe7dc'), alt: 'Botella de Solera Reserva 2019, vista frontal' },
  { src: bottle('II', '#e8c9a0', '#e4ecef'), alt: 'Etiqueta trasera con la ficha de cata' },
  { src: bottle('III', '#d9b38c', '#f0e4e4'), alt: 'Botella junto a dos copas servidas' },
  { src: bottle('IV', '#f6efe2', '#e7eddf'), alt: 'Estuche de regalo abierto' },
  { src: bottle('V', '#cfa77a', '#ece8f0'), alt: 'Detalle del tapón de corcho lacrado' },
];

const contentSlides = [
  {
    title: 'Visita a la bodega',
    text: 'Recorre las salas de barricas y termina con una cata de tres vinos de la casa.',
    link: 'Reservar visita',
  },
  {
    title: 'Club de vinos',
    text: 'Recibe cada trimestre una selección de vinos y accede a experiencias exclusivas.',
    link: 'Unirme al club',
  },
  {
    title: 'Vendimia 2024',
    text: 'Participa en la vendimia manual y pisa la uva como se hacía antes.',
    link: 'Ver fechas',
  },
  {
    title: 'Tarjeta regalo',
    text: 'Regala una experiencia en el viñedo con un bono válido durante un año.',
    link: 'Regalar',
  },
];

const quotes = [
  {
    quote: 'Una de las mejores visitas que hemos hecho: el guía sabía muchísimo y la cata fue generosa.',
    author: 'Lucía M.',
    source: 'Visita con cata, mayo de 2024',
  },
  {
    quote: 'El club nos ha descubierto vinos que nunca habríamos elegido por nuestra cuenta.',
    author: 'Jordi P.',
    source: 'Socio del club desde 2021',
  },
  {
    quote: 'Llevamos a los niños a la vendimia y todavía hablan de ello.',
    author: 'Ana y Marcos',
    source: 'Vendimia en familia, septiembre de 2023',
  },
];

/** A slide's picture as the site's `Picture` shows one: its box alone until the slide is wanted. */
function SlideImage({ src, alt }: { src: string; alt: string }) {
  const wanted = useSlideWanted();
  return wanted ? (
    <img src={src} alt={alt} width={400} height={400} />
  ) : (
    <img alt="" width={400} height={400} />
  );
}

function ProductCarousel({ defaultIndex }: { defaultIndex?: number }) {
  return (
    <Carousel variant="product" label="Imágenes de Solera Reserva 2019" defaultIndex={defaultIndex}>
      <CarouselViewport>
        {productImages.map((image) => (
          <CarouselSlide key={image.alt}>
            <SlideImage src={image.src} alt={image.alt} />
          </CarouselSlide>
        ))}
      </CarouselViewport>
      <CarouselControls dots={false} />
      <CarouselThumbnails>
        {productImages.map((image) => (
          <CarouselThumbnail key={image.alt}>
            <img src={image.src} alt="" width={60} height={60} />
          </CarouselThumbnail>
        ))}
      </CarouselThumbnails>
    </Carousel>
  );
}

const meta = {
  title: 'UI/Carousel',
  component: Carousel,
  // The plays read the ui's Spanish assistive text: the language is pinned (English stories pin English).
  globals: { locale: 'es' },
  tags: ['autodocs', 'responsive'],
  args: { label: 'Experiencias destacadas', variant: 'content', onIndexChange: fn() },
  argTypes: {
    variant: {
      description:
        'product: square pictures with thumbnails (a product page); content: text slides on the muted surface (CMS carousel block); quote: centred quotes (CMS quote slider).',
      control: 'inline-radio',
      options: ['product', 'content', 'quote'],
      table: { defaultValue: { summary: 'content' } },
    },
    autoplay: { control: { type: 'number', min: 0, step: 1000 } },
    defaultPaused: { control: 'boolean' },
    index: { control: false },
    defaultIndex: { control: { type: 'number', min: 0 } },
  },
  render: (args) => (
    <Carousel {...args}>
      <CarouselViewport>
        {contentSlides.map((slide) => (
          <CarouselSlide key={slide.title}>
            <h2 className="text-2xl">{slide.title}</h2>
            <p className="text-fg-muted">{slide.text}</p>
            <a href="#experiencia" className="font-semibold text-fg-accent underline underline-offset-4">
              {slide.link}
            </a>
          </CarouselSlide>
        ))}
      </CarouselViewport>
      <CarouselControls />
    </Carousel>
  ),
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ContentSlides: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('region', { name: 'Experiencias destacadas' })).toHaveAttribute(
      'aria-roledescription',
      'carrusel',
    );
    const first = canvas.getByRole('group', { name: '1 de 4' });
    await expect(first).toHaveAttribute('aria-roledescription', 'diapositiva');
    await expect(within(first).getByRole('heading', { name: 'Visita a la bodega' })).toBeVisible();
    // Only the current slide is perceivable.
    await expect(canvas.queryByRole('group', { name: '2 de 4' })).not.toBeInTheDocument();

    await userEvent.click(canvas.getByRole('button', { name: 'Ir a la diapositiva 3' }));
    await expect(canvas.getByRole('group', { name: '3 de 4' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Ir a la diapositiva 3' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Ir a la diapositiva 1' })).not.toHaveAttribute(
      'aria-current',
    );
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(2);
    await expect(canvas.getByText('Diapositiva 3 de 4')).toBeInTheDocument();

    await userEvent.click(canvas.getByRole('button', { name: 'Diapositiva siguiente' }));
    await expect(canvas.getByRole('group', { name: '4 de 4' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Diapositiva anterior' }));
    await expect(canvas.getByRole('group', { name: '3 de 4' })).toBeVisible();
  },
};

export const ArrowKeys: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Reservar visita' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    // The slide that held focus is now hidden and inert, so focus moves to the slide shown instead.
    const second = canvas.getByRole('group', { name: '2 de 4' });
    await expect(second).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Unirme al club' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('group', { name: '1 de 4' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('group', { name: '4 de 4' })).toHaveFocus();

    const previous = canvas.getByRole('button', { name: 'Diapositiva anterior' });
    previous.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('group', { name: '1 de 4' })).toBeVisible();
    await expect(previous).toHaveFocus();
    // Focus stayed on the button, so the change is announced politely instead.
    await expect(canvas.getByText('Diapositiva 1 de 4')).toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('group', { name: '4 de 4' })).toBeVisible();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('group', { name: '3 de 4' })).toBeVisible();
  },
};

export const ProductImages: Story = {
  args: { label: 'Imágenes de Solera Reserva 2019', variant: 'product' },
  render: () => <ProductCarousel />,
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('img', { name: 'Botella de Solera Reserva 2019, vista frontal' }),
    ).toBeVisible();
    const thumbnails = canvas.getByRole('group', { name: 'Miniaturas' });
    await userEvent.click(within(thumbnails).getByRole('button', { name: 'Mostrar la imagen 4' }));
    await expect(canvas.getByRole('group', { name: '4 de 5' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Estuche de regalo abierto' })).toBeVisible();
    await expect(within(thumbnails).getByRole('button', { name: 'Mostrar la imagen 4' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Diapositiva siguiente' }));
    await expect(canvas.getByRole('group', { name: '5 de 5' })).toBeVisible();
    await expect(within(thumbnails).getByRole('button', { name: 'Mostrar la imagen 5' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  },
};

/**
 * The slides' pictures are fetched when wanted: the first at once, its neighbours once the page has
 * loaded, any other when it is shown or next to the one shown, and kept from then on.
 */
export const PicturesWhenNear: Story = {
  args: { label: 'Imágenes de Solera Reserva 2019', variant: 'product' },
  render: () => <ProductCarousel />,
  play: async ({ canvasElement, canvas }) => {
    const withPicture = () =>
      [...canvasElement.querySelectorAll('[data-slot="carousel-slide"]')].map(
        (slide) => slide.querySelector('img[src]') !== null,
      );
    await waitFor(() => expect(withPicture()).toEqual([true, true, false, false, true]));
    const thumbnails = canvas.getByRole('group', { name: 'Miniaturas' });
    await userEvent.click(within(thumbnails).getByRole('button', { name: 'Mostrar la imagen 3' }));
    await expect(canvas.getByRole('img', { name: 'Botella junto a dos copas servidas' })).toBeVisible();
    await expect(withPicture()).toEqual([true, true, true, true, true]);
  },
};

export const Swipe: Story = {
  args: { label: 'Imágenes de Solera Reserva 2019', variant: 'product' },
  render: () => <ProductCarousel />,
  play: async ({ canvas }) => {
    const slide = canvas.getByRole('group', { name: '1 de 5' });
    const swipe = async (fromX: number, toX: number) => {
      const touch = { pointerId: 7, pointerType: 'touch', isPrimary: true, button: 0, clientY: 200 };
      await fireEvent.pointerDown(slide, { ...touch, clientX: fromX });
      await fireEvent.pointerUp(slide, { ...touch, clientX: toX, clientY: 210 });
    };
    await swipe(300, 100);
    await expect(canvas.getByRole('group', { name: '2 de 5' })).toBeVisible();
    await swipe(100, 300);
    await expect(canvas.getByRole('group', { name: '1 de 5' })).toBeVisible();
    await swipe(100, 300);
    await expect(canvas.getByRole('group', { name: '5 de 5' })).toBeVisible();
    // A short movement is a tap, not a swipe.
    await swipe(200, 190);
    await expect(canvas.getByRole('group', { name: '5 de 5' })).toBeVisible();
  },
};

export const Quotes: Story = {
  args: { label: 'Opiniones de visitantes', variant: 'quote' },
  render: (args) => (
    <Carousel {...args}>
      <CarouselViewport>
        {quotes.map((item) => (
          <CarouselSlide key={item.author}>
            <CarouselQuote author={item.author} source={item.source}>
              <p>{item.quote}</p>
            </CarouselQuote>
          </CarouselSlide>
        ))}
      </CarouselViewport>
      <CarouselControls />
    </Carousel>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: '1 de 3' })).toHaveTextContent('Lucía M.');
    await userEvent.click(canvas.getByRole('button', { name: 'Diapositiva siguiente' }));
    await expect(canvas.getByRole('group', { name: '2 de 3' })).toHaveTextContent('Jordi P.');
  },
};

export const SingleSlide: Story = {
  render: (args) => (
    <Carousel {...args}>
      <CarouselViewport>
        <CarouselSlide>
          <h2 className="text-2xl">Visita a la bodega</h2>
          <p className="text-fg-muted">Recorre las salas de barricas y termina con una cata.</p>
        </CarouselSlide>
      </CarouselViewport>
      <CarouselControls />
    </Carousel>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: '1 de 1' })).toBeVisible();
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
    canvas.getByRole('group', { name: '1 de 1' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('group', { name: '1 de 1' })).toHaveFocus();
  },
};

/** Starts at the last slide: next wraps to the first, previous from the first wraps back. */
export const AtLastSlide: Story = {
  args: { defaultIndex: 3 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('group', { name: '4 de 4' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Diapositiva siguiente' }));
    await expect(canvas.getByRole('group', { name: '1 de 4' })).toBeVisible();
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(0);
    await userEvent.click(canvas.getByRole('button', { name: 'Diapositiva anterior' }));
    await expect(canvas.getByRole('group', { name: '4 de 4' })).toBeVisible();
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(3);
  },
};

export const ProductAtLastImage: Story = {
  args: { label: 'Imágenes de Solera Reserva 2019', variant: 'product' },
  render: () => <ProductCarousel defaultIndex={4} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: '5 de 5' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Diapositiva siguiente' }));
    await expect(canvas.getByRole('group', { name: '1 de 5' })).toBeVisible();
  },
};

/** The slides container: what the carousel's buttons control (aria-controls). */
function slidesContainer(control: HTMLElement) {
  return document.getElementById(control.getAttribute('aria-controls') ?? '');
}

/** Automatic rotation is opt-in and comes with its stop control; the story starts stopped. */
export const WithAutoplay: Story = {
  args: { autoplay: 400, defaultPaused: true },
  play: async ({ canvas }) => {
    const announcer = slidesContainer(canvas.getByRole('button', { name: 'Diapositiva siguiente' }));
    await expect(announcer).toHaveAttribute('aria-live', 'polite');
    await expect(canvas.getByRole('group', { name: '1 de 4' })).toBeVisible();
    // Focus on the rotation control itself does not stop rotation; focus anywhere else inside does.
    canvas.getByRole('button', { name: 'Iniciar la rotación automática' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Detener la rotación automática' })).toHaveFocus();
    // While it turns by itself, slide changes are not announced.
    await expect(announcer).toHaveAttribute('aria-live', 'off');
    await waitFor(() => expect(canvas.getByRole('group', { name: '2 de 4' })).toBeVisible(), {
      timeout: 2000,
    });
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Iniciar la rotación automática' })).toBeVisible();
    await expect(announcer).toHaveAttribute('aria-live', 'polite');
    const stoppedAt = canvas.getByRole('group', { name: /de 4$/ }).getAttribute('aria-label');
    await new Promise((resolve) => setTimeout(resolve, 600));
    await expect(canvas.getByRole('group', { name: /de 4$/ })).toHaveAttribute('aria-label', stoppedAt);
    // End on a known slide so the screenshot does not depend on timing.
    await userEvent.click(canvas.getByRole('button', { name: 'Ir a la diapositiva 1' }));
  },
};

/**
 * APG auto-rotating carousel: the rotation control is the first stop inside the carousel; focus
 * moving on into it stops rotation, and Shift+Tab back to the control does not start it again. The
 * slides container is a polite live region only while the slides stay put.
 */
export const RotationControlFirst: Story = {
  args: { autoplay: 300, defaultPaused: true },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Experiencias destacadas' });
    await userEvent.tab();
    const start = canvas.getByRole('button', { name: 'Iniciar la rotación automática' });
    await expect(start).toHaveFocus();
    const slides = slidesContainer(start)!;
    await expect(region).toContainElement(slides);
    await expect(slides).toHaveAttribute('aria-live', 'polite');

    await userEvent.keyboard('{Enter}');
    const stop = canvas.getByRole('button', { name: 'Detener la rotación automática' });
    await expect(stop).toHaveFocus();
    // Focus on the rotation control does not stop it, and the turning slides are not announced.
    await expect(slides).toHaveAttribute('aria-live', 'off');
    await waitFor(() => expect(canvas.getByRole('group', { name: '2 de 4' })).toBeVisible(), {
      timeout: 2000,
    });

    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Diapositiva anterior' })).toHaveFocus();
    await expect(canvas.getByRole('button', { name: 'Iniciar la rotación automática' })).toBeVisible();
    await expect(slides).toHaveAttribute('aria-live', 'polite');
    const stoppedAt = canvas.getByRole('group', { name: /de 4$/ }).getAttribute('aria-label');

    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('button', { name: 'Iniciar la rotación automática' })).toHaveFocus();
    await new Promise((resolve) => setTimeout(resolve, 700));
    await expect(canvas.getByRole('group', { name: /de 4$/ })).toHaveAttribute('aria-label', stoppedAt);
    await expect(slides).toHaveAttribute('aria-live', 'polite');

    // The rest of the tab order: previous, the dots, next, then the slide's own link (on a known
    // slide, so that the screenshot does not depend on timing).
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Diapositiva anterior' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Ir a la diapositiva 1' }));
    for (let press = 0; press < 4; press += 1) await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Diapositiva siguiente' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Reservar visita' })).toHaveFocus();
    await expect(canvas.getByRole('button', { name: 'Iniciar la rotación automática' })).toBeVisible();
  },
};

export const FocusStopsAutoplay: Story = {
  args: { autoplay: 5000, defaultPaused: true },
  play: async ({ canvas }) => {
    canvas.getByRole('button', { name: 'Iniciar la rotación automática' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Detener la rotación automática' })).toBeVisible();
    // Focus entering a slide stops rotation for good, and the control says so.
    canvas.getByRole('link', { name: 'Reservar visita' }).focus();
    await expect(await canvas.findByRole('button', { name: 'Iniciar la rotación automática' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: '1 de 4' })).toBeVisible();
  },
};

export const HoverHoldsAutoplay: Story = {
  args: { autoplay: 300, defaultPaused: true },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Experiencias destacadas' });
    await userEvent.hover(region);
    canvas.getByRole('button', { name: 'Iniciar la rotación automática' }).focus();
    await userEvent.keyboard('{Enter}');
    await new Promise((resolve) => setTimeout(resolve, 700));
    // The visitor chose to rotate, but it waits while the mouse is over the carousel.
    await expect(canvas.getByRole('group', { name: '1 de 4' })).toBeVisible();
    await userEvent.unhover(region);
    await waitFor(() => expect(canvas.getByRole('group', { name: '2 de 4' })).toBeVisible(), {
      timeout: 2000,
    });
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Iniciar la rotación automática' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Ir a la diapositiva 1' }));
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { label: 'Featured experiences' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Featured experiences' })).toHaveAttribute(
      'aria-roledescription',
      'carousel',
    );
    await expect(canvas.getByRole('group', { name: '1 of 4' })).toHaveAttribute(
      'aria-roledescription',
      'slide',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Previous slide' }));
    await expect(canvas.getByRole('group', { name: '4 of 4' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Go to slide 2' }));
    await expect(canvas.getByRole('group', { name: '2 of 4' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next slide' })).toBeVisible();
  },
};

export const OtherBrand: Story = {
  parameters: { brand: 'brava' },
};

export const ProductOtherBrand: Story = {
  parameters: { brand: 'brava' },
  args: { label: 'Imágenes de Solera Reserva 2019', variant: 'product' },
  render: () => <ProductCarousel defaultIndex={1} />,
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { label: 'Imágenes de Solera Reserva 2019', variant: 'product' },
  render: () => <ProductCarousel />,
};
