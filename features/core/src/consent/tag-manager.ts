import standInUrl from './tag-manager-stand-in.js?url&no-inline';
import { sendEventsTo, type AnalyticsEvent } from '../analytics';
import { parseCookies, serializeCookie } from '../cookies';
import {
  allowsTagManager,
  consentSignals,
  noConsent,
  readConsent,
  writeConsent,
  type ConsentChoice,
} from './choice';

/** Google Tag Manager's host: the only one the site's policy adds for it. */
export const tagManagerOrigin = 'https://www.googletagmanager.com';

/**
 * The origins a page may use once the container runs Google's tags (Google's CSP guide for Tag
 * Manager with Google Analytics 4): the container and gtag.js from the tag manager's host, the hits to
 * Analytics' collection hosts. Custom HTML tags (inline scripts) stay blocked: the policy allows no
 * inline script but the site's own.
 */
export const tagManagerSources = {
  script: [tagManagerOrigin],
  connect: [
    tagManagerOrigin,
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://*.googletagmanager.com',
  ],
} as const;

/**
 * Where the container's script comes from: Google's host, or the site's own stand-in while the embedded
 * backend answers (tests, stories, a demo), which records what it receives and never leaves the machine.
 */
export function containerScriptUrl(id: string, standIn: boolean): string {
  const query = `id=${encodeURIComponent(id)}`;
  return standIn ? `${standInUrl}?${query}` : `${tagManagerOrigin}/gtm.js?${query}`;
}

/** The cookies Google's tags set on the site's own domain, by the category they serve. */
const cookiesOf: Record<keyof ConsentChoice, RegExp> = {
  analytics: /^(_ga|_ga_\w+|_gid|_gat(_\w+)?)$/,
  marketing: /^(_gcl_\w+|_gac_\w+)$/,
};

/** Where a cookie of this host may have been set: the host alone, and each domain above it but the top. */
export function cookieDomainsOf(hostname: string): (string | undefined)[] {
  if (/^[\d.]+$/.test(hostname) || hostname.includes(':')) return [undefined];
  const labels = hostname.split('.');
  const domains: (string | undefined)[] = [undefined];
  for (let i = 0; i < labels.length - 1; i++) domains.push(`.${labels.slice(i).join('.')}`);
  return domains;
}

/** Removes the cookies of every category the visitor does not consent to, wherever they were set. */
export function removeCookiesRefused(choice: ConsentChoice): string[] {
  const https = window.location.protocol === 'https:';
  const removed: string[] = [];
  for (const name of Object.keys(parseCookies(document.cookie))) {
    const refused = (Object.keys(cookiesOf) as (keyof ConsentChoice)[]).some(
      (category) => !choice[category] && cookiesOf[category].test(name),
    );
    if (!refused) continue;
    for (const domain of cookieDomainsOf(window.location.hostname))
      // The domain only here: the site's own cookies never name one (the first page's code keeps no option for it).
      document.cookie =
        serializeCookie(name, '', { maxAge: 0 }, https) + (domain ? `; Domain=${domain}` : '');
    removed.push(name);
  }
  return removed;
}

/** At most this many events wait for the visitor's choice (a page where they never choose). */
const maxHeld = 200;

type Listener = () => void;

/** What a page shows of the tag manager: whether it has read the visitor's choice yet, and the choice. */
export type TagManagerView = { started: boolean; choice: ConsentChoice | undefined };

/**
 * The tag manager in one page: events wait in the page's memory until the visitor chooses (nothing
 * stored, nothing sent); with consent to analytics or marketing the container loads once, after
 * Google's Consent Mode defaults (all denied) and the visitor's update, and receives the events that
 * waited, in order, then every later one; without it the container never loads and the events are
 * dropped. A later choice updates the container's consent; withdrawing all of it stops the events.
 */
export class TagManager {
  private started = false;
  private state: 'undecided' | 'granted' | 'refused' = 'undecided';
  private held: AnalyticsEvent[] = [];
  private layer: unknown[] | undefined;
  private choice: ConsentChoice | undefined;
  private view: TagManagerView = { started: false, choice: undefined };
  private readonly listeners = new Set<Listener>();

  constructor(
    private readonly scriptUrl: string,
    private readonly now: () => number = Date.now,
  ) {}

  /** Takes the page's events from now on and acts on the choice this browser remembers. */
  start(): void {
    if (this.started) return;
    this.started = true;
    // Events tracked before this started (the page's first moments) wait with the later ones.
    const w = window as unknown as { dataLayer?: unknown[] };
    for (const entry of w.dataLayer?.splice(0) ?? []) this.held.push(entry as AnalyticsEvent);
    sendEventsTo((event) => this.receive(event));
    const stored = readConsent();
    if (stored) this.apply(stored);
    else this.tell();
  }

  /** Gives the events back to the data layer (a story or a test that is done with it). */
  stop(): void {
    this.started = false;
    sendEventsTo(undefined);
  }

  /** Whether it has started, and the visitor's choice: a new object at each change (React's snapshot). */
  getView = (): TagManagerView => this.view;

  /** The visitor's choice in this page (undefined until made, here or on an earlier visit). */
  get current(): ConsentChoice | undefined {
    return this.choice;
  }

  /** Whether the container's script was added to this page. */
  get loaded(): boolean {
    return this.layer !== undefined;
  }

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** The visitor chose (the banner or the settings): remembered for twelve months, and acted on. */
  choose(choice: ConsentChoice): void {
    writeConsent(choice);
    this.apply(choice);
    removeCookiesRefused(choice);
  }

  private receive(event: AnalyticsEvent): void {
    if (this.state === 'granted') this.layer!.push(event);
    else if (this.state === 'undecided' && this.held.length < maxHeld) this.held.push(event);
  }

  private apply(choice: ConsentChoice): void {
    this.choice = choice;
    if (allowsTagManager(choice)) {
      if (this.layer) this.gtag('consent', 'update', consentSignals(choice));
      else this.load(choice);
      this.state = 'granted';
    } else {
      if (this.layer) this.gtag('consent', 'update', consentSignals(choice));
      this.state = 'refused';
      this.held = [];
    }
    this.tell();
  }

  private tell(): void {
    this.view = { started: this.started, choice: this.choice };
    for (const listener of this.listeners) listener();
  }

  /** Google's `gtag()`: the container reads an arguments object, not an array, as a command. */
  private gtag(..._command: unknown[]): void {
    // eslint-disable-next-line prefer-rest-params -- Tag Manager tells a command from an event by its being `arguments`.
    this.layer!.push(arguments);
  }

  private load(choice: ConsentChoice): void {
    const w = window as unknown as { dataLayer?: unknown[] };
    this.layer = w.dataLayer ??= [];
    this.gtag('consent', 'default', consentSignals(noConsent));
    this.gtag('consent', 'update', consentSignals(choice));
    this.layer.push({ 'gtm.start': this.now(), event: 'gtm.js' });
    for (const event of this.held.splice(0)) this.layer.push(event);
    const script = document.createElement('script');
    script.async = true;
    script.src = this.scriptUrl;
    document.head.append(script);
  }
}
