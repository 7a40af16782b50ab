import crypto from 'node:crypto';
import { Transform } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { modalDialogs, openModalDialogs } from './modal-dialogs';
import {
  holdPressesUntilHydrated,
  needsCode,
  pressableControls,
  pressAgain,
} from './presses-before-hydration';
import { noteRestores, restoredAttribute } from '@cepa/core/session';
import {
  consentBannerSelector,
  consentCookie,
  consentVersion,
  showConsentBannerBeforePaint,
} from '@cepa/core/consent';
import {
  fontsAfterPaint,
  waitingEntry,
  waitingEvaluate,
  waitingPreload,
  waitingScript,
} from '../src/after-paint';

/**
 * What the page's script tags and modulepreloads become: data blocks (`<script type="cepa/after-paint">`,
 * which the browser neither fetches nor runs) carrying their addresses in `data-` attributes, read by the
 * loader below. A data block is valid HTML wherever a script is; a `<link>` of a kind the browser would not
 * fetch is not allowed in the body, nor a `src` on a data block (the Nu Html Checker, `html` gate). The
 * page's head adds those of its page type's code (+Head.tsx).
 */
export { waitingEntry, waitingEvaluate, waitingPreload, waitingScript };

/**
 * Runs in the page (written inline, with the answer's nonce): once the browser has painted the page's
 * first content (in the metric-matched fallbacks of ui/src/styles/font-fallbacks.css), the brand's
 * fonts are declared, then the waiting modulepreloads become real and the entry script is added; at once in a
 * hidden tab (which paints nothing), and at the latest two frames and two seconds after the script runs
 * (200 ms in a browser without paint timing).
 * Self-contained: it is written into the page as its source.
 */
export function startScriptsAfterPaint(
  script: string,
  source: string,
  preload: string,
  evaluated: string,
  fonts: string,
) {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    // The brand's fonts first (their faces wait on the head's <noscript>), all swapped in at once when
    // loaded: each swap lays the whole page out again (35-40 ms a swap on a phone's CPU).
    const waitingFonts = document.getElementById(fonts)?.dataset.faces;
    if (waitingFonts && typeof FontFace === 'function') {
      const faces = (JSON.parse(waitingFonts) as { family: string; url: string; weight: string }[]).map(
        (face) => new FontFace(face.family, `url(${face.url}) format('woff2')`, { weight: face.weight }),
      );
      void Promise.allSettled(faces.map((face) => face.load())).then(() => {
        for (const face of faces) if (face.status === 'loaded') document.fonts.add(face);
      });
    }
    const waiting = [...document.querySelectorAll<HTMLScriptElement>(`script[type="${script}"]`)];
    // Each file once: the head lists the entry script's files (to evaluate) and the page type's, Vike some
    // of the same.
    const asked = new Set<string | null>();
    const preloads = waiting.filter((tag) => {
      const href = tag.getAttribute(preload);
      if (!tag.hasAttribute(preload) || asked.has(href)) return false;
      asked.add(href);
      return true;
    });
    // The entry script's files, each after those it imports (+Head.tsx): evaluated a file a task once all
    // are asked for, before the entry script, which would evaluate them all in its one task.
    const toEvaluate = [
      ...new Set(
        waiting.filter((tag) => tag.hasAttribute(evaluated)).map((tag) => tag.getAttribute(preload)!),
      ),
    ];
    // Two modules asked for a task, then the entry script: a page asks for fifteen or more, and asking
    // for them all at once was one task of up to 15 ms on a 2-core machine under DevTools (60 ms on
    // Lighthouse's simulated phone) right after the first paint; four at a time still made tasks of
    // 46-70 ms at a 4x slower CPU (each module asked for costs the browser 0.5-3 ms).
    const next = () => {
      for (const tag of preloads.splice(0, 2)) {
        const link = document.createElement('link');
        link.rel = 'modulepreload';
        link.href = tag.getAttribute(preload)!;
        link.setAttribute('fetchpriority', 'low');
        tag.after(link);
      }
      if (preloads.length > 0) {
        setTimeout(next);
        return;
      }
      evaluateNext();
    };
    const evaluateNext = () => {
      const href = toEvaluate.shift();
      if (href === undefined) return addEntry();
      // A file that fails is left to the entry script, which reports it as it would have.
      import(/* @vite-ignore */ href).then(() => setTimeout(evaluateNext), addEntry);
    };
    const addEntry = () => {
      for (const tag of waiting) {
        if (tag.hasAttribute(preload)) continue;
        const entry = document.createElement('script');
        entry.type = 'module';
        // The dev server's entry is inline (Vite's client and React's refresh set-up, then Vike's).
        const src = tag.getAttribute(source);
        if (src) entry.src = src;
        else entry.textContent = tag.textContent;
        entry.nonce = tag.nonce;
        entry.setAttribute('fetchpriority', 'low');
        tag.after(entry);
      }
    };
    next();
  };
  if (document.visibilityState === 'hidden') return start();
  document.addEventListener('visibilitychange', start, { once: true });
  // Without paint timing, two frames and 200 ms stand for the first paint. With it, they are only a
  // safety net, two seconds later: a browser reports the paint when the frame is shown, which on a busy
  // machine came 300 ms after the two frames had run (a clean CI run saw the code asked for first).
  let wait = 200;
  try {
    if (PerformanceObserver.supportedEntryTypes.includes('paint')) {
      new PerformanceObserver((list, observer) => {
        if (!list.getEntries().some((entry) => entry.name === 'first-contentful-paint')) return;
        observer.disconnect();
        start();
      }).observe({ type: 'paint', buffered: true });
      wait = 2000;
    }
  } catch {
    // No paint timing: the frames below start it.
  }
  requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(start, wait)));
}

/** The page's one inline script: the same text in every page of a build. */
export const loader =
  `(${openModalDialogs.toString()})(${JSON.stringify(modalDialogs)});` +
  `(${showConsentBannerBeforePaint.toString()})(${JSON.stringify(consentBannerSelector)},${JSON.stringify(consentCookie)},${consentVersion});` +
  `(${startScriptsAfterPaint.toString()})(${JSON.stringify(waitingScript)},${JSON.stringify(waitingEntry)},${JSON.stringify(waitingPreload)},${JSON.stringify(waitingEvaluate)},${JSON.stringify(fontsAfterPaint)});` +
  `(${holdPressesUntilHydrated.toString()})(${JSON.stringify(pressableControls)},${pressAgain.toString()},${needsCode.toString()});` +
  `(${noteRestores.toString()})(${JSON.stringify(restoredAttribute)})`;

/**
 * The CSP source that allows the loader without a nonce (`'sha256-…'`): a page a shared cache keeps
 * carries no nonce (a nonce every visitor receives is no secret), so the policy names the script itself.
 */
export const loaderHash = `'sha256-${crypto.createHash('sha256').update(loader).digest('base64')}'`;

/** A data block the loader reads: the browser neither fetches nor runs it. */
const waitingTag = (attributes: string) => `<script type="${waitingScript}"${attributes}>`;

/** The tags Vike writes for the page's code (each whole), and what they become. */
const rewrites = (
  nonce: string | undefined,
): readonly [from: RegExp, to: (...groups: string[]) => string][] => [
  [
    /<link rel="modulepreload" href="([^"]*)"[^>]*>/g,
    // With the answer's nonce, as Vike writes it on every script tag of a private answer.
    (_tag, href) =>
      `${waitingTag(` ${waitingPreload}="${href}"${nonce ? ` nonce="${nonce}"` : ''}`)}</script>`,
  ],
  [
    /<script src="([^"]*)" type="module" async([^>]*)>/g,
    (_tag, src, rest) => waitingTag(` ${waitingEntry}="${src}"${rest}`),
  ],
  // The dev server's entry, inline.
  [/<script type="module" async([^>]*)>/g, (_tag, rest) => waitingTag(rest!)],
  [/<\/body>/g, () => `<script${nonce ? ` nonce="${nonce}"` : ''}>${loader}</script></body>`],
];
/** How each of those tags begins. */
const openings = ['<link rel="modulepreload"', '<script src="', '<script type="module" async', '</body>'];

function rewrite(html: string, nonce: string | undefined): string {
  let out = html;
  for (const [from, to] of rewrites(nonce)) out = out.replace(from, to);
  return out;
}

/** Where the text ends in a tag not finished yet that could be one to rewrite (text.length when it does not). */
function openTagStart(text: string): number {
  const at = text.lastIndexOf('<');
  if (at === -1) return text.length;
  const rest = text.slice(at);
  if (rest.includes('>')) return text.length;
  return openings.some((opening) => opening.startsWith(rest) || rest.startsWith(opening)) ? at : text.length;
}

/**
 * The page's HTML, its code (and its fonts, +Head.tsx) fetched once the browser has painted it: the HTML
 * carries the content, so what paints it (the stylesheet, the largest picture) has the connection to
 * itself, and the code that hydrates it follows (at low priority). A phone on a slow connection paints sooner, and
 * hydrates about one round trip later. `nonce` is the answer's CSP nonce, for the inline loader (none on
 * an answer a shared cache may keep: its policy allows the loader by `loaderHash`). Works on
 * the stream as React writes it: the end of each piece waits for the next one, so a tag cut between two
 * pieces is still found. What React writes in one go (its shell comes in pieces of about 2 kB) goes on
 * as one piece: each piece costs the compression after it a round trip to zlib's threads, and a page
 * sent in twenty pieces cost 1-2 ms of CPU more than sent in one (reports/load.md).
 */
export function scriptsAfterPaint(nonce?: string): Transform {
  const decoder = new StringDecoder('utf8');
  let carry = '';
  let pending = '';
  let scheduled: NodeJS.Immediate | undefined;
  const sendPending = (stream: Transform) => {
    scheduled = undefined;
    if (pending) stream.push(pending);
    pending = '';
  };
  return new Transform({
    transform(chunk: Buffer | string, _encoding, done) {
      const text = carry + (typeof chunk === 'string' ? chunk : decoder.write(chunk));
      // What could be the start of a tag cut in two waits for the next piece.
      const cut = openTagStart(text);
      carry = text.slice(cut);
      pending += rewrite(text.slice(0, cut), nonce);
      scheduled ??= setImmediate(sendPending, this);
      done();
    },
    flush(done) {
      if (scheduled) clearImmediate(scheduled);
      sendPending(this);
      done(null, rewrite(carry + decoder.end(), nonce));
    },
    destroy(error, done) {
      if (scheduled) clearImmediate(scheduled);
      done(error);
    },
  });
}
