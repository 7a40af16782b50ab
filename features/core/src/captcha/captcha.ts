import { config } from '../config';

export type CaptchaAction = 'booking' | 'redeem' | 'contact' | 'experience_request';

type Grecaptcha = {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
};

type CaptchaWindow = { grecaptcha?: Grecaptcha };

/** What the adapter needs of the page; the real one is `document` and `window`. */
export type CaptchaHost = {
  document: Pick<Document, 'createElement' | 'head'>;
  window: CaptchaWindow;
};

/** The provider's script, in Spanish (SPEC: the captcha speaks Spanish on both languages' pages). */
export function captchaScriptUrl(siteKey: string): string {
  return `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}&hl=es`;
}

/**
 * A captcha adapter: with a site key, the provider's invisible (score-based) captcha, its script
 * loaded once on the first request; without one, a local token the embedded backend accepts and
 * no script at all.
 */
export function createCaptcha(siteKey: string, host?: () => CaptchaHost) {
  let loading: Promise<Grecaptcha> | undefined;
  let issued = 0;

  function load(): Promise<Grecaptcha> {
    loading ??= new Promise<Grecaptcha>((resolve, reject) => {
      const { document, window } = host
        ? host()
        : { document: globalThis.document, window: globalThis as CaptchaWindow };
      const script = document.createElement('script');
      script.src = captchaScriptUrl(siteKey);
      script.async = true;
      script.onload = () => {
        const grecaptcha = window.grecaptcha;
        if (grecaptcha) grecaptcha.ready(() => resolve(grecaptcha));
        else reject(new Error('The captcha script loaded without grecaptcha'));
      };
      script.onerror = () => reject(new Error('The captcha script could not be loaded'));
      document.head.appendChild(script);
    }).catch((error: unknown) => {
      // A failed load (offline) may be retried by the next submit.
      loading = undefined;
      throw error;
    });
    return loading;
  }

  return async function requestCaptchaToken(action: CaptchaAction): Promise<string> {
    if (!siteKey) {
      issued += 1;
      return `local-captcha:${action}:${issued}`;
    }
    const grecaptcha = await load();
    return grecaptcha.execute(siteKey, { action });
  };
}

/**
 * A captcha token for a submit (booking, voucher redemption, contact, experience request), to send
 * as `captcha_key`. Rejects when the provider's script cannot be loaded.
 */
export const requestCaptchaToken: (action: CaptchaAction) => Promise<string> = createCaptcha(
  config.captchaSiteKey,
);
