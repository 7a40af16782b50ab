import { describe, expect, it, vi } from 'vitest';
import { requestCaptchaToken } from './index';
import { createCaptcha, type CaptchaHost } from './captcha';

function fakeHost(onAppend: (script: HTMLScriptElement, host: CaptchaHost) => void) {
  const appended: HTMLScriptElement[] = [];
  const host: CaptchaHost = {
    window: {},
    document: {
      createElement: (() => ({}) as HTMLScriptElement) as unknown as Document['createElement'],
      head: {
        appendChild: (node: HTMLScriptElement) => {
          appended.push(node);
          onAppend(node, host);
          return node;
        },
      } as unknown as HTMLHeadElement,
    },
  };
  return { host, appended };
}

describe('captcha adapter', () => {
  it('gives local tokens per action and injects no script without a site key', async () => {
    const { host, appended } = fakeHost(() => undefined);
    const request = createCaptcha('', () => host);
    expect(await request('booking')).toBe('local-captcha:booking:1');
    expect(await request('redeem')).toBe('local-captcha:redeem:2');
    expect(await request('contact')).toBe('local-captcha:contact:3');
    expect(await request('experience_request')).toBe('local-captcha:experience_request:4');
    expect(appended).toHaveLength(0);
  });

  it('is local in the default configuration (tests never set a key)', async () => {
    await expect(requestCaptchaToken('booking')).resolves.toMatch(/^local-captcha:booking:\d+$/);
  });

  it('loads the provider script once, in Spanish, and asks it for a token per action', async () => {
    const execute = vi.fn(async (_key: string, { action }: { action: string }) => `token-${action}`);
    const { host, appended } = fakeHost((script, page) => {
      page.window.grecaptcha = { ready: (callback: () => void) => callback(), execute };
      queueMicrotask(() => script.onload?.(new Event('load')));
    });
    const request = createCaptcha('site-key', () => host);
    expect(await request('booking')).toBe('token-booking');
    expect(await request('contact')).toBe('token-contact');
    expect(appended).toHaveLength(1);
    expect(appended[0]!.src).toBe('https://www.google.com/recaptcha/api.js?render=site-key&hl=es');
    expect(execute).toHaveBeenCalledWith('site-key', { action: 'contact' });
  });

  it('rejects when the script cannot load, and tries again on the next request', async () => {
    let attempts = 0;
    const { host, appended } = fakeHost((script, page) => {
      attempts += 1;
      if (attempts === 1) queueMicrotask(() => script.onerror?.(new Event('error')));
      else {
        page.window.grecaptcha = { ready: (callback: () => void) => callback(), execute: async () => 'ok' };
        queueMicrotask(() => script.onload?.(new Event('load')));
      }
    });
    const request = createCaptcha('site-key', () => host);
    await expect(request('redeem')).rejects.toThrow(/could not be loaded/);
    expect(await request('redeem')).toBe('ok');
    expect(appended).toHaveLength(2);
  });
});
