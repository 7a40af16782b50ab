import { memo, Suspense, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { needsCode, pointerTypeOf, pressableControls, pressAgain } from '../presses';
import { whenIdle } from './when-idle';

/** The fields whose value is not the one the server wrote: typed in before hydrating. */
function typedIn(element: HTMLElement | null): Typed {
  if (!element) return [];
  return [...element.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')]
    .filter((field) => !/^(checkbox|radio|submit|button|hidden|file)$/.test(field.type))
    .filter((field) => field.value !== field.defaultValue)
    .map((field) => [field, field.value]);
}

/**
 * Gives a field its value again as typing does, so that React's onChange (and a form library) sees
 * it: React notes a field's value when it hydrates and reports a change only from that note, so the
 * note is cleared first (through the field's own property, which React watches), then the value is
 * written past it (through the prototype's setter) and announced with an input event.
 */
function typeAgain(field: HTMLInputElement | HTMLTextAreaElement, value: string) {
  if (!field.isConnected) return;
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement : HTMLInputElement;
  field.value = '';
  Object.getOwnPropertyDescriptor(prototype.prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

type Typed = [HTMLInputElement | HTMLTextAreaElement, string][];

/** What stands between the part and its code: opened by the first trigger, tried again after a failure. */
class Gate {
  /** Resolves once the code is in; React retries the part then. */
  readonly loaded: Promise<void>;
  #resolve = () => {};
  #loading = false;
  #ready: boolean;
  /** The server's HTML is in the page, not yet hydrated. */
  #waiting: boolean;
  /** What the visitor pressed or submitted before hydrating: done again once React handles it. */
  #held: (() => void)[] = [];
  /** What the visitor typed before hydrating, read just before React takes the fields over. */
  #typed: Typed = [];
  #element: HTMLElement | null = null;
  /** Told when a load fails (who waits for the load stops waiting). */
  #onFailure: (() => void)[] = [];

  constructor(
    private readonly load: () => Promise<void>,
    ready: boolean,
    waiting: boolean,
  ) {
    this.#ready = ready;
    this.#waiting = waiting;
    this.loaded = new Promise<void>((resolve) => (this.#resolve = resolve));
  }

  get ready() {
    return this.#ready;
  }

  /**
   * Whether a press now must wait: the part shows the server's HTML, not yet hydrated (its code may be
   * in: a press made then waits behind the ones held before, which are done again in order).
   */
  get holding() {
    return this.#waiting;
  }

  attach(element: HTMLElement | null) {
    this.#element = element;
    if (this.#hydrated) this.#mark();
  }

  #hydrated = false;

  /** `data-hydrated` on the part once React handles it (the end-to-end flows wait for it, as for the page). */
  #mark() {
    this.#element?.setAttribute('data-hydrated', '');
  }

  readonly open = () => {
    if (this.#ready || this.#loading) return;
    this.#loading = true;
    this.load().then(
      () => {
        this.#ready = true;
        this.#typed = typedIn(this.#element);
        this.#resolve();
      },
      // The part stays as it is; the next trigger tries again.
      () => {
        this.#loading = false;
        for (const then of this.#onFailure.splice(0)) then();
      },
    );
  };

  /** Opens the gate and resolves once the code is in (or failed to load: the part stays as it is). */
  openAndWait(): Promise<void> {
    if (this.#ready) return Promise.resolve();
    const failed = new Promise<void>((resolve) => this.#onFailure.push(resolve));
    this.open();
    return Promise.race([this.loaded, failed]);
  }

  hold(again: () => void) {
    this.#held.push(again);
    this.open();
  }

  /** Hydrated: what was typed goes back in (hydrating gives controlled fields React's value), then the presses. */
  hydrated() {
    this.#hydrated = true;
    this.#mark();
    this.#waiting = false;
    waiting.delete(this);
    for (const [field, value] of this.#typed.splice(0)) typeAgain(field, value);
    for (const again of this.#held.splice(0)) again();
  }
}

/** The parts of the page the browser shows from the server's HTML and has not hydrated yet (browser only). */
const waiting = new Set<Gate>();

/**
 * Loads the code of every part still waiting to hydrate. An in-page navigation awaits it before it
 * renders the next page: React then hydrates those parts from the server's HTML before it updates
 * them (an update to a part whose code is not in would make React drop that HTML and render it anew,
 * empty until its code came).
 */
export function loadWaitingParts(): Promise<void> {
  return Promise.all([...waiting].map((gate) => gate.openAndWait())).then(() => undefined);
}

function Hydrated({ gate, children }: { gate: Gate; children: ReactNode }) {
  if (!gate.ready) throw gate.loaded;
  useEffect(() => gate.hydrated(), [gate]);
  return children;
}

export type HydrateOnDemandProps = {
  /** Loads the code `children` need; once it resolves they render without suspending. */
  load: () => Promise<void>;
  /** Whether that code is in already (the server preloads it, so its HTML carries `children`). */
  isLoaded: () => boolean;
  /** Shown while the code loads when nothing was rendered on the server (an in-page render). */
  fallback: ReactNode;
  children: ReactNode;
  className?: string;
  /**
   * When the code loads unasked: `near` (the default) once the part is in view, or within 600 px of it
   * once the visitor scrolls; `idle`
   * once the browser is idle after hydrating the page (for a part a visitor may use at once, such as
   * the header). A focus or a press inside the part loads it at once either way.
   */
  when?: 'near' | 'idle';
};

/**
 * A part of the page the server renders whole that the browser hydrates only when the visitor comes
 * to it (in view, near it once the page is scrolled, a focus or a press inside it) or, with `when="idle"`, once the browser is
 * idle after hydrating the rest. Until then React leaves the server's HTML as
 * it is (readable, links and fields working natively) and the first page loads none of its code. A
 * press on one of its controls or a submit before then is held and done again, through React, once
 * hydrated. Rendered in the browser without server HTML (an in-page render, a story), it loads at once
 * behind `fallback`. The part is marked `data-on-demand`, and `data-hydrated` once hydrated: a site's
 * router can follow the links pressed in it before then (React stops those presses).
 *
 * Pass children that keep their identity between renders (memoised): an update to a part still
 * waiting would make React give up its server HTML and render it anew.
 */
export const HydrateOnDemand = memo(function HydrateOnDemand({
  load,
  isLoaded,
  fallback,
  children,
  className,
  when = 'near',
}: HydrateOnDemandProps) {
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  const [gate] = useState(() => {
    // The server's HTML of this part is in the document only while the page hydrates.
    const fromServer = typeof document !== 'undefined' && document.getElementById(id) !== null;
    const gate = new Gate(load, isLoaded(), fromServer);
    // Without server HTML to show meanwhile, the code loads at once.
    if (!fromServer) gate.open();
    return gate;
  });

  useEffect(() => {
    const element = ref.current;
    gate.attach(element);
    if (!element || !gate.holding) return;
    waiting.add(gate);
    // Links, fields and buttons whose command the browser runs work without React; a press on another
    // control or a submit waits for it. React
    // stops a press inside a part it cannot hydrate yet, so these listen on the document, before it.
    const inside = (event: Event) => event.target instanceof Node && element.contains(event.target);
    const hold = (event: Event, again: () => void) => {
      // Until the part has hydrated (its code in or not), a press waits, so that none overtakes one held
      // before it. A press the page held before it hydrated is done again later (and comes here then).
      if (!gate.holding || !inside(event) || event.defaultPrevented) return;
      event.preventDefault();
      gate.hold(again);
    };
    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      const control = target?.closest<HTMLElement>(pressableControls);
      const pointerType = pointerTypeOf(event);
      if (control && needsCode(control) && !target?.closest('a[href]'))
        hold(event, () => pressAgain(control, pointerType));
    };
    const onSubmit = (event: SubmitEvent) => {
      const form = event.target as HTMLFormElement;
      hold(event, () => form.isConnected && form.requestSubmit());
    };
    const onTouch = (event: Event) => inside(event) && gate.open();
    const opensWhenSeen = (entries: IntersectionObserverEntry[]) =>
      entries.some((entry) => entry.isIntersecting) && gate.open();
    // In view: at once. Near (within 600 px, so that the code is usually in by the time the visitor
    // reaches the part) only once the visitor scrolls: on a short page the part just below the fold
    // (the footer) is not hydrated while a phone is still busy showing the page.
    const inView = new IntersectionObserver(opensWhenSeen);
    const near = new IntersectionObserver(opensWhenSeen, { rootMargin: '600px' });
    const comeNear = () => near.observe(element);
    const cancelIdle = when === 'idle' ? whenIdle(gate.open) : null;
    if (!cancelIdle) {
      inView.observe(element);
      // A part that hydrates once the page was scrolled already (inside another one) needs no new scroll.
      if (window.scrollY > 0) comeNear();
      else window.addEventListener('scroll', comeNear, { once: true, passive: true });
    }
    const listeners = [
      ['focusin', onTouch],
      ['pointerdown', onTouch],
      ['click', onClick],
      ['submit', onSubmit],
    ] as const;
    for (const [type, listener] of listeners)
      document.addEventListener(type, listener as EventListener, true);
    return () => {
      inView.disconnect();
      near.disconnect();
      window.removeEventListener('scroll', comeNear);
      cancelIdle?.();
      for (const [type, listener] of listeners)
        document.removeEventListener(type, listener as EventListener, true);
      waiting.delete(gate);
    };
  }, [gate, when]);

  return (
    <div id={id} ref={ref} className={className} data-on-demand="">
      <Suspense fallback={fallback}>
        <Hydrated gate={gate}>{children}</Hydrated>
      </Suspense>
    </div>
  );
});
