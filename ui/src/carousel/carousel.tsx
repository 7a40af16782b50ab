import {
  Children,
  createContext,
  isValidElement,
  useCallback,
  useContext,
  useEffect,
  useEffectEvent,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../lib/cn';
import { composeRefs } from '../lib/compose-refs';
import { buttonVariants } from '../button';
import { Icon } from '../icon';
import { swipeDirection, wrapIndex } from './carousel-math';
import { SlideWantedContext } from './slide-wanted';
import { useCarouselStrings } from './strings';
import { whenIdle } from '../lib/when-idle';

const carouselVariants = cva('relative mx-auto w-full max-w-carousel', {
  variants: {
    variant: {
      product: '',
      content: '',
      quote: 'text-center',
    },
  },
  defaultVariants: { variant: 'content' },
});

const carouselSlideVariants = cva(
  'w-full min-w-0 shrink-0 grow-0 basis-full focus-visible:outline-offset-[-3px]',
  {
    variants: {
      variant: {
        // A wine's picture fills its square slide, shown whole; so does the box standing for it in a slide
        // nobody has been near yet (`data-slot="picture-box"`, an empty drawing: `useSlideWanted`).
        product:
          'flex aspect-square items-center justify-center bg-surface-muted [&_:is(img,[data-slot=picture-box])]:size-full [&_img]:object-contain',
        content: 'flex flex-col gap-3 bg-surface-muted p-6 md:p-8',
        quote: 'flex flex-col items-center justify-center px-4 py-8 md:px-12',
      },
    },
    defaultVariants: { variant: 'content' },
  },
);

type CarouselVariant = NonNullable<VariantProps<typeof carouselVariants>['variant']>;

type CarouselContextValue = {
  /** The current slide, from 0. */
  index: number;
  /** How many slides the viewport holds (0 until it has rendered). */
  count: number;
  variant: CarouselVariant;
  viewportId: string;
  /** Shows a slide, wrapping around at both ends, and announces it. */
  goTo: (index: number) => void;
  next: () => void;
  previous: () => void;
  setCount: (count: number) => void;
  viewportRef: React.RefObject<HTMLDivElement | null>;
  /** Set when the slide that held focus is hidden, so the new current slide takes focus over. */
  focusFollowsSlideRef: React.RefObject<boolean>;
  /** Whether the carousel was given an autoplay interval at all. */
  canRotate: boolean;
  /** Whether the slides are turning by themselves right now (not stopped, nor held by hover). */
  rotating: boolean;
  /** What the slides container says about the last change of slide ("Diapositiva 3 de 4"). */
  announcement: string;
  /** The visitor's choice: rotation on (may still be held by hover) or stopped. */
  playing: boolean;
  togglePlaying: () => void;
  /** Called by a play/pause control while it is mounted; rotation never runs without one. */
  registerRotationControl: () => () => void;
  /**
   * Whether the slides next to the current one may fetch their pictures: once the page has loaded and
   * the browser is idle, or the visitor points at or focuses the carousel (see `useSlideWanted`).
   */
  neighboursWanted: boolean;
};

const CarouselContext = createContext<CarouselContextValue | null>(null);

/** The state and actions of the nearest Carousel, for custom controls. */
function useCarousel(): CarouselContextValue {
  const context = useContext(CarouselContext);
  if (!context) throw new Error('useCarousel must be used inside <Carousel>');
  return context;
}

type Position = { index: number; total: number };
const SlidePositionContext = createContext<Position | null>(null);
const ThumbnailPositionContext = createContext<Position | null>(null);

function usePosition(context: React.Context<Position | null>, part: string, parent: string): Position {
  const position = useContext(context);
  if (!position) throw new Error(`${part} must be used inside <${parent}>`);
  return position;
}

/** Gives each direct child its place in the list, so slides and thumbnails need no index prop. */
function withPositions(children: React.ReactNode, Provider: React.Context<Position | null>) {
  const items = Children.toArray(children);
  return items.map((item, index) => (
    <Provider
      key={isValidElement(item) && item.key != null ? item.key : index}
      value={{ index, total: items.length }}
    >
      {item}
    </Provider>
  ));
}

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

function isTextEntry(target: EventTarget): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  );
}

type CarouselProps = React.ComponentProps<'section'> &
  VariantProps<typeof carouselVariants> & {
    /** Accessible name of the carousel region, e.g. the product's name or "Opiniones de visitantes". */
    label: string;
    /** Controlled current slide, from 0. */
    index?: number;
    /** First slide shown when uncontrolled, from 0. */
    defaultIndex?: number;
    onIndexChange?: (index: number) => void;
    /**
     * Milliseconds between slides when the carousel turns by itself. Unset (the default) means it
     * never does. Rotation runs only while a play/pause control is rendered (CarouselControls
     * renders one), stops when focus enters the carousel, holds while the mouse is over it, and
     * starts stopped when the visitor prefers reduced motion. With it, the controls row (or a lone
     * CarouselPlayPause) is placed before the slides, so that the rotation control comes first in
     * the tab order (APG carousel pattern).
     */
    autoplay?: number;
    /** Start with automatic rotation stopped (stories, tests). */
    defaultPaused?: boolean;
    /**
     * How many slides there are, when the caller knows: the controls (previous/next, dots, thumbnails)
     * are then rendered from the first render, the server's included, so nothing moves when the page
     * hydrates. Without it they appear once the slides have been counted in the browser.
     */
    slideCount?: number;
  };

/**
 * A carousel (WAI-ARIA APG): a labelled region of slides shown one at a time, with previous/next
 * buttons that wrap around, a jump to any slide, arrow keys and touch swipes.
 */
function Carousel({
  label,
  variant,
  index: indexProp,
  defaultIndex = 0,
  onIndexChange,
  autoplay,
  defaultPaused = false,
  slideCount,
  className,
  children,
  onKeyDown,
  onFocus,
  onPointerEnter,
  onPointerLeave,
  ...props
}: CarouselProps) {
  const t = useCarouselStrings();
  const viewportId = useId();
  const [counted, setCount] = useState(0);
  const count = counted || slideCount || 0;
  const [uncontrolledIndex, setUncontrolledIndex] = useState(defaultIndex);
  const [announcement, setAnnouncement] = useState('');
  const [playing, setPlaying] = useState(() => autoplay != null && !defaultPaused && !prefersReducedMotion());
  const [hovered, setHovered] = useState(false);
  const [rotationControls, setRotationControls] = useState(0);
  const [neighboursWanted, setNeighboursWanted] = useState(false);
  const viewportRef = useRef<HTMLDivElement>(null);
  const focusFollowsSlideRef = useRef(false);

  const requested = indexProp ?? uncontrolledIndex;
  const index = count > 0 ? Math.min(Math.max(requested, 0), count - 1) : 0;
  const canRotate = autoplay != null && count > 1;
  const rotating = canRotate && playing && !hovered && rotationControls > 0;

  const show = useCallback(
    (target: number, announce: boolean) => {
      if (count === 0) return;
      const next = wrapIndex(target, count);
      // Hidden slides are inert: focus inside the outgoing one would drop to <body>.
      focusFollowsSlideRef.current = viewportRef.current?.contains(document.activeElement) ?? false;
      if (indexProp === undefined) setUncontrolledIndex(next);
      if (next !== index) onIndexChange?.(next);
      // When focus lands on the new slide its name is read anyway; a second message would repeat it.
      if (announce) {
        setAnnouncement(
          focusFollowsSlideRef.current ? '' : t('announcement', { index: next + 1, total: count }),
        );
      }
    },
    [count, index, indexProp, onIndexChange, t],
  );

  const advance = useEffectEvent(() => show(index + 1, false));
  useEffect(() => {
    if (!rotating || autoplay == null) return;
    const timer = window.setTimeout(advance, autoplay);
    return () => window.clearTimeout(timer);
  }, [rotating, autoplay, index]);

  // The slides next to the current one fetch their pictures after the page's own (the load event, then
  // idle): before it, they would share a phone's connection with the page's largest picture.
  useEffect(() => {
    if (neighboursWanted) return;
    let cancelIdle = () => {};
    const wake = () => (cancelIdle = whenIdle(() => setNeighboursWanted(true)));
    if (document.readyState === 'complete') wake();
    else window.addEventListener('load', wake, { once: true });
    return () => {
      window.removeEventListener('load', wake);
      cancelIdle();
    };
  }, [neighboursWanted]);

  const registerRotationControl = useCallback(() => {
    setRotationControls((n) => n + 1);
    return () => setRotationControls((n) => n - 1);
  }, []);

  const context = useMemo<CarouselContextValue>(
    () => ({
      index,
      count,
      variant: variant ?? 'content',
      viewportId,
      goTo: (target) => show(target, true),
      next: () => show(index + 1, true),
      previous: () => show(index - 1, true),
      setCount,
      viewportRef,
      focusFollowsSlideRef,
      canRotate,
      rotating,
      announcement,
      playing,
      togglePlaying: () => setPlaying((value) => !value),
      registerRotationControl,
      neighboursWanted,
    }),
    [
      index,
      count,
      variant,
      viewportId,
      show,
      canRotate,
      rotating,
      announcement,
      playing,
      registerRotationControl,
      neighboursWanted,
    ],
  );

  return (
    <CarouselContext value={context}>
      {/* The region only hears keys and focus bubbling up from the buttons and links inside it. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <section
        data-slot="carousel"
        data-variant={variant ?? 'content'}
        data-rotating={rotating || undefined}
        aria-roledescription={t('carousel')}
        aria-label={label}
        className={cn(carouselVariants({ variant }), className)}
        onKeyDown={(event) => {
          onKeyDown?.(event);
          if (event.defaultPrevented || count < 2 || isTextEntry(event.target)) return;
          if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
            event.preventDefault();
            show(index + (event.key === 'ArrowRight' ? 1 : -1), true);
          }
        }}
        onFocus={(event) => {
          onFocus?.(event);
          setNeighboursWanted(true);
          // APG: focus inside stops rotation for good; only the rotation control may start it again.
          const onRotationControl =
            event.target instanceof Element && event.target.closest('[data-slot="carousel-play-pause"]');
          if (!onRotationControl) setPlaying(false);
        }}
        onPointerEnter={(event) => {
          onPointerEnter?.(event);
          setNeighboursWanted(true);
          if (event.pointerType === 'mouse') setHovered(true);
        }}
        onPointerLeave={(event) => {
          onPointerLeave?.(event);
          if (event.pointerType === 'mouse') setHovered(false);
        }}
        {...props}
      >
        {autoplay == null ? children : rotationControlFirst(children)}
      </section>
    </CarouselContext>
  );
}

/**
 * With automatic rotation, the rotation control comes first in the tab order (APG), before the
 * slides and their links: the controls row, or a lone play/pause button, moves to the front.
 */
function rotationControlFirst(children: React.ReactNode) {
  const items = Children.toArray(children);
  const isRotationControl = (item: React.ReactNode) =>
    isValidElement(item) && (item.type === CarouselControls || item.type === CarouselPlayPause);
  return [...items.filter(isRotationControl), ...items.filter((item) => !isRotationControl(item))];
}

/**
 * The window onto the slides, and the slides container of the APG pattern: a polite live region
 * while the slides stay put, silent ("off") while they turn by themselves. Each direct child is one
 * slide (a CarouselSlide). Touch and pen swipes move it; a mouse has the buttons, and dragging with
 * it selects text as usual.
 */
function CarouselViewport({
  className,
  children,
  onPointerDown,
  onPointerUp,
  onPointerCancel,
  ...props
}: React.ComponentProps<'div'>) {
  const { index, viewportId, viewportRef, setCount, next, previous, rotating, announcement } = useCarousel();
  const slides = withPositions(children, SlidePositionContext);
  const gesture = useRef<{ id: number; x: number; y: number } | null>(null);

  useLayoutEffect(() => setCount(slides.length), [slides.length, setCount]);

  return (
    <div
      ref={viewportRef}
      id={viewportId}
      data-slot="carousel-viewport"
      aria-live={rotating ? 'off' : 'polite'}
      className={cn('touch-pan-y overflow-hidden rounded', className)}
      onPointerDown={(event) => {
        onPointerDown?.(event);
        gesture.current =
          event.isPrimary && event.pointerType !== 'mouse'
            ? { id: event.pointerId, x: event.clientX, y: event.clientY }
            : null;
      }}
      onPointerUp={(event) => {
        onPointerUp?.(event);
        const start = gesture.current;
        gesture.current = null;
        if (!start || start.id !== event.pointerId) return;
        const direction = swipeDirection(event.clientX - start.x, event.clientY - start.y);
        if (direction === 'next') next();
        else if (direction === 'previous') previous();
      }}
      onPointerCancel={(event) => {
        onPointerCancel?.(event);
        gesture.current = null;
      }}
      {...props}
    >
      <div
        data-slot="carousel-track"
        className="flex translate-x-[calc(var(--carousel-index)*-100%)] transition-transform duration-500 ease-out motion-reduce:transition-none"
        style={{ '--carousel-index': index } as React.CSSProperties}
      >
        {slides}
      </div>
      {/* Inside the live container, so a change of slide is one announcement: where, then what. */}
      <div data-slot="carousel-announcer" className="sr-only">
        {announcement}
      </div>
    </div>
  );
}

/**
 * One slide: a group named "3 de 7". Only the current one is perceivable and focusable. Its pictures
 * are wanted (`useSlideWanted`) once it is shown or next to the one shown (after the page's load), and
 * from then on.
 */
function CarouselSlide({ className, children, ref, ...props }: React.ComponentProps<'div'>) {
  const t = useCarouselStrings();
  const { index: current, variant, focusFollowsSlideRef, neighboursWanted } = useCarousel();
  const { index, total } = usePosition(SlidePositionContext, 'CarouselSlide', 'CarouselViewport');
  const isCurrent = index === current;
  const isNeighbour = wrapIndex(current + 1, total) === index || wrapIndex(current - 1, total) === index;
  const [wasWanted, setWasWanted] = useState(false);
  const wanted = wasWanted || isCurrent || (neighboursWanted && isNeighbour);
  if (wanted && !wasWanted) setWasWanted(true);
  const element = useRef<HTMLDivElement>(null);
  const composedRef = useMemo(() => composeRefs(element, ref), [ref]);

  useLayoutEffect(() => {
    if (!isCurrent || !focusFollowsSlideRef.current) return;
    focusFollowsSlideRef.current = false;
    element.current?.focus({ preventScroll: true });
  }, [isCurrent, focusFollowsSlideRef]);

  return (
    <div
      ref={composedRef}
      tabIndex={-1}
      role="group"
      aria-roledescription={t('slide')}
      aria-label={t('slideOf', { index: index + 1, total })}
      aria-hidden={!isCurrent || undefined}
      inert={!isCurrent || undefined}
      data-slot="carousel-slide"
      data-current={isCurrent || undefined}
      className={cn(carouselSlideVariants({ variant }), className)}
      {...props}
    >
      <SlideWantedContext value={wanted}>{children}</SlideWantedContext>
    </div>
  );
}

const controlButtonClass = cn(
  buttonVariants({ variant: 'secondary', size: 'icon' }),
  'rounded-pill border border-border-strong bg-surface-raised text-fg hover:bg-surface-muted',
);

function CarouselPrevious({ className, onClick, ...props }: React.ComponentProps<'button'>) {
  const t = useCarouselStrings();
  const { count, previous, viewportId } = useCarousel();
  if (count < 2) return null;
  return (
    <button
      type="button"
      data-slot="carousel-previous"
      aria-label={t('previous')}
      aria-controls={viewportId}
      className={cn(controlButtonClass, className)}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) previous();
      }}
      {...props}
    >
      <Icon name="chevron-left" />
    </button>
  );
}

function CarouselNext({ className, onClick, ...props }: React.ComponentProps<'button'>) {
  const t = useCarouselStrings();
  const { count, next, viewportId } = useCarousel();
  if (count < 2) return null;
  return (
    <button
      type="button"
      data-slot="carousel-next"
      aria-label={t('next')}
      aria-controls={viewportId}
      className={cn(controlButtonClass, className)}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) next();
      }}
      {...props}
    >
      <Icon name="chevron-right" />
    </button>
  );
}

/** One button per slide ("Ir a la diapositiva 3"); the current one has aria-current. */
function CarouselDots({ className, ...props }: React.ComponentProps<'div'>) {
  const t = useCarouselStrings();
  const { count, index, goTo, viewportId } = useCarousel();
  if (count < 2) return null;
  return (
    <div
      role="group"
      aria-label={t('dots')}
      data-slot="carousel-dots"
      className={cn('flex flex-wrap items-center justify-center gap-1', className)}
      {...props}
    >
      {Array.from({ length: count }, (_, dot) => (
        <button
          key={dot}
          type="button"
          data-slot="carousel-dot"
          aria-label={t('goTo', { index: dot + 1 })}
          aria-current={dot === index || undefined}
          aria-controls={viewportId}
          className="group flex size-6 cursor-pointer items-center justify-center rounded-pill"
          onClick={() => goTo(dot)}
        >
          <span className="size-2.5 rounded-pill border-2 border-border-strong transition-colors group-hover:border-fg group-aria-[current=true]:size-3 group-aria-[current=true]:border-primary group-aria-[current=true]:bg-primary" />
        </button>
      ))}
    </div>
  );
}

/** A row of thumbnails (product images). Each direct child is one CarouselThumbnail, in slide order. */
function CarouselThumbnails({ className, children, ...props }: React.ComponentProps<'div'>) {
  const t = useCarouselStrings();
  const { count } = useCarousel();
  if (count < 2) return null;
  return (
    <div
      role="group"
      aria-label={t('thumbnails')}
      data-slot="carousel-thumbnails"
      className={cn('mt-3 flex flex-wrap gap-2', className)}
      {...props}
    >
      {withPositions(children, ThumbnailPositionContext)}
    </div>
  );
}

/** A button showing a small picture of one slide ("Mostrar la imagen 3"); give it an image with alt="". */
function CarouselThumbnail({ className, onClick, children, ...props }: React.ComponentProps<'button'>) {
  const t = useCarouselStrings();
  const { index: current, goTo, viewportId } = useCarousel();
  const { index } = usePosition(ThumbnailPositionContext, 'CarouselThumbnail', 'CarouselThumbnails');
  const isCurrent = index === current;
  return (
    <button
      type="button"
      data-slot="carousel-thumbnail"
      aria-label={t('thumbnail', { index: index + 1 })}
      aria-current={isCurrent || undefined}
      aria-controls={viewportId}
      className={cn(
        'size-16 cursor-pointer overflow-hidden rounded border-2 border-border bg-surface-muted p-0.5 transition-colors',
        'hover:border-border-strong aria-[current=true]:border-primary [&_img]:size-full [&_img]:object-contain',
        className,
      )}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) goTo(index);
      }}
      {...props}
    >
      {children}
    </button>
  );
}

/** Starts and stops automatic rotation; renders nothing unless the Carousel has `autoplay`. */
function CarouselPlayPause({ className, onClick, ...props }: React.ComponentProps<'button'>) {
  const t = useCarouselStrings();
  const { canRotate, playing, togglePlaying, registerRotationControl, viewportId } = useCarousel();
  useLayoutEffect(() => registerRotationControl(), [registerRotationControl]);
  if (!canRotate) return null;
  return (
    <button
      type="button"
      data-slot="carousel-play-pause"
      aria-label={playing ? t('pause') : t('play')}
      aria-controls={viewportId}
      className={cn(controlButtonClass, className)}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) togglePlaying();
      }}
      {...props}
    >
      <Icon name={playing ? 'pause' : 'play'} />
    </button>
  );
}

type CarouselControlsProps = React.ComponentProps<'div'> & {
  /** Show a dot per slide between the buttons; turn off when thumbnails do that job. */
  dots?: boolean;
};

/**
 * The usual row of controls: play/pause (with autoplay), previous, dots, next. Under the slides, or
 * above them with autoplay, so the rotation control comes first. Hidden for one slide.
 */
function CarouselControls({ className, dots = true, ...props }: CarouselControlsProps) {
  const { count, canRotate } = useCarousel();
  if (count < 2) return null;
  return (
    <div
      data-slot="carousel-controls"
      className={cn('flex items-center gap-2', canRotate ? 'mb-3' : 'mt-3', className)}
      {...props}
    >
      <CarouselPlayPause />
      <CarouselPrevious />
      {dots ? <CarouselDots className="flex-1" /> : <span className="flex-1" />}
      <CarouselNext />
    </div>
  );
}

type CarouselQuoteProps = React.ComponentProps<'figure'> & {
  /** Who said it. */
  author: React.ReactNode;
  /** A line under the author: their role, where or when. */
  source?: React.ReactNode;
};

/** A quote slide's content (the CMS quote slider): the quote and who said it. */
function CarouselQuote({ author, source, className, children, ...props }: CarouselQuoteProps) {
  return (
    <figure
      data-slot="carousel-quote"
      className={cn('flex flex-col items-center gap-4', className)}
      {...props}
    >
      <blockquote className="font-display text-xl text-fg md:text-2xl">{children}</blockquote>
      <figcaption className="text-sm text-fg-muted">
        <span className="block font-semibold text-fg">{author}</span>
        {source && <span className="block">{source}</span>}
      </figcaption>
    </figure>
  );
}

export {
  Carousel,
  CarouselViewport,
  CarouselSlide,
  CarouselPrevious,
  CarouselNext,
  CarouselDots,
  CarouselThumbnails,
  CarouselThumbnail,
  CarouselPlayPause,
  CarouselControls,
  CarouselQuote,
  carouselVariants,
  carouselSlideVariants,
  useCarousel,
  type CarouselProps,
  type CarouselVariant,
  type CarouselControlsProps,
  type CarouselQuoteProps,
};
