// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sendEventsTo, track } from '../analytics';
import { consentCookie, serializeConsent } from './choice';
import { tagManagerIdFrom } from './configured';
import { cookieDomainsOf, TagManager } from './tag-manager';

type Layer = unknown[];
const layer = () => (window as unknown as { dataLayer?: Layer }).dataLayer;
/** What the container reads from the data layer: commands as arrays, events as they are. */
const received = () =>
  (layer() ?? []).map((entry) =>
    Object.prototype.toString.call(entry) === '[object Arguments]'
      ? Array.from(entry as ArrayLike<unknown>)
      : entry,
  );
const scripts = () => [...document.querySelectorAll<HTMLScriptElement>('script[src*="gtm"]')];
const clearCookies = () => {
  for (const name of document.cookie.split(';').map((part) => part.split('=')[0]!.trim()))
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
};

const now = Date.UTC(2026, 10, 29, 9, 30);
const denied = {
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  analytics_storage: 'denied',
};
const granted = {
  ad_storage: 'granted',
  ad_user_data: 'granted',
  ad_personalization: 'granted',
  analytics_storage: 'granted',
};

let manager: TagManager;
beforeEach(() => {
  delete (window as unknown as { dataLayer?: Layer }).dataLayer;
  manager = new TagManager('/gtm.js?id=GTM-CEPA01', () => now);
});
afterEach(() => {
  manager.stop();
  sendEventsTo(undefined);
  for (const script of scripts()) script.remove();
  clearCookies();
});

describe('the tag manager, loaded only with the visitor’s consent', () => {
  it('holds the events in the page until the visitor chooses, and loads nothing', () => {
    manager.start();
    track({ event: 'subscribe_newsletter', origin: 'footer' });
    expect(scripts()).toHaveLength(0);
    expect(layer() ?? []).toEqual([]);
    expect(manager.current).toBeUndefined();
  });

  it('on "Accept all" loads the container once: defaults denied, the update, then every event in order', () => {
    (window as unknown as { dataLayer: Layer }).dataLayer = [
      { event: 'product_impressions', list: 'a', impressions: [] },
    ];
    manager.start();
    track({ event: 'subscribe_newsletter', origin: 'footer' });
    manager.choose({ analytics: true, marketing: true });
    track({ event: 'slot_taken', experience_id: 3 });
    manager.choose({ analytics: true, marketing: true });
    expect(scripts().map((s) => s.getAttribute('src'))).toEqual(['/gtm.js?id=GTM-CEPA01']);
    expect(received()).toEqual([
      ['consent', 'default', denied],
      ['consent', 'update', granted],
      { 'gtm.start': now, event: 'gtm.js' },
      { event: 'product_impressions', list: 'a', impressions: [] },
      { event: 'subscribe_newsletter', origin: 'footer' },
      { event: 'slot_taken', experience_id: 3 },
      ['consent', 'update', granted],
    ]);
    expect(document.cookie).toContain(
      `${consentCookie}=${serializeConsent({ analytics: true, marketing: true })}`,
    );
  });

  it('on "Reject all" never loads the container and drops the events, now and later', () => {
    manager.start();
    track({ event: 'subscribe_newsletter', origin: 'footer' });
    manager.choose({ analytics: false, marketing: false });
    track({ event: 'slot_taken' });
    expect(scripts()).toHaveLength(0);
    expect(layer() ?? []).toEqual([]);
    // A later "Accept" hands over nothing that happened before it.
    manager.choose({ analytics: true, marketing: false });
    expect(
      received().filter((entry) => !Array.isArray(entry) && (entry as { event: string }).event !== 'gtm.js'),
    ).toEqual([]);
  });

  it('acts on the choice this browser remembers: loads at once with consent, not at all without', () => {
    document.cookie = `${consentCookie}=${serializeConsent({ analytics: true, marketing: false })}; Path=/`;
    manager.start();
    expect(scripts()).toHaveLength(1);
    expect(received().slice(0, 2)).toEqual([
      ['consent', 'default', denied],
      ['consent', 'update', { ...denied, analytics_storage: 'granted' }],
    ]);
    expect(manager.current).toEqual({ analytics: true, marketing: false });
  });

  it('a choice of an earlier version of the choices asks again', () => {
    document.cookie = `${consentCookie}=0.11; Path=/`;
    manager.start();
    expect(manager.current).toBeUndefined();
    expect(scripts()).toHaveLength(0);
  });

  it('withdrawing stops the events to the container and removes the analytics cookies on the site', () => {
    manager.start();
    manager.choose({ analytics: true, marketing: true });
    document.cookie = '_ga=GA1.1.123; Path=/';
    document.cookie = '_ga_ABC123=GS1.1; Path=/';
    document.cookie = '_gcl_au=1.1.1; Path=/';
    document.cookie = 'age_verified=yes; Path=/';
    const before = received().length;
    manager.choose({ analytics: false, marketing: false });
    track({ event: 'subscribe_newsletter', origin: 'footer' });
    expect(received().slice(before)).toEqual([['consent', 'update', denied]]);
    expect(document.cookie).not.toMatch(/_ga|_gcl_au/);
    expect(document.cookie).toContain('age_verified=yes');
  });

  it('withdrawing marketing alone keeps the analytics and its cookie', () => {
    manager.start();
    manager.choose({ analytics: true, marketing: true });
    document.cookie = '_ga=GA1.1.123; Path=/';
    document.cookie = '_gcl_au=1.1.1; Path=/';
    manager.choose({ analytics: true, marketing: false });
    track({ event: 'slot_taken' });
    expect(received().at(-1)).toEqual({ event: 'slot_taken' });
    expect(document.cookie).toContain('_ga=');
    expect(document.cookie).not.toContain('_gcl_au');
  });

  it('tells its listeners of every choice', () => {
    manager.start();
    let told = 0;
    const unsubscribe = manager.subscribe(() => told++);
    manager.choose({ analytics: false, marketing: false });
    unsubscribe();
    manager.choose({ analytics: true, marketing: false });
    expect(told).toBe(1);
  });
});

describe('the container’s id and its cookies’ domains', () => {
  it('takes a Tag Manager container id, nothing when unset, and refuses anything else', () => {
    expect(tagManagerIdFrom(undefined)).toBe('');
    expect(tagManagerIdFrom(' ')).toBe('');
    expect(tagManagerIdFrom('GTM-AB12CD')).toBe('GTM-AB12CD');
    for (const bad of ['G-AB12CD', 'GTM-', 'GTM-ab12', 'GTM-AB12"><script>', 'UA-1234-1'])
      expect(() => tagManagerIdFrom(bad)).toThrow(/CEPA_TAG_MANAGER_ID/);
  });

  it('removes a cookie on the host and every domain above it but the top one', () => {
    expect(cookieDomainsOf('www.casasolera.es')).toEqual([undefined, '.www.casasolera.es', '.casasolera.es']);
    expect(cookieDomainsOf('localhost')).toEqual([undefined]);
    expect(cookieDomainsOf('127.0.0.1')).toEqual([undefined]);
  });
});
