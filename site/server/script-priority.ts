import { Transform } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';

/** The tags Vike writes for the page's scripts, and the same tags asking for a low fetch priority. */
const rewrites: readonly [from: string, to: string][] = [
  ['<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"'],
  [' type="module" async', ' type="module" async fetchpriority="low"'],
];
const longest = Math.max(...rewrites.map(([from]) => from.length));

function rewrite(html: string): string {
  let out = html;
  for (const [from, to] of rewrites) out = out.replaceAll(from, to);
  return out;
}

/** Where the text ends in what could be the start of a tag to rewrite (text.length when it does not). */
function openTagStart(text: string): number {
  for (let at = Math.max(0, text.length - longest); at < text.length; at++) {
    const rest = text.slice(at);
    if (rewrites.some(([from]) => from.startsWith(rest))) return at;
  }
  return text.length;
}

/**
 * The page's HTML, its scripts fetched at low priority: the HTML carries the content, so what paints it
 * (the stylesheet, the fonts, the largest picture) gets the connection first and the code that
 * hydrates it follows. Works on the stream as React writes it: the end of each piece waits for the next
 * one, so a tag cut between two pieces is still found.
 */
export function lowPriorityScripts(): Transform {
  const decoder = new StringDecoder('utf8');
  let carry = '';
  return new Transform({
    transform(chunk: Buffer | string, _encoding, done) {
      const text = carry + (typeof chunk === 'string' ? chunk : decoder.write(chunk));
      // What could be the start of a tag cut in two waits for the next piece.
      const cut = openTagStart(text);
      carry = text.slice(cut);
      done(null, rewrite(text.slice(0, cut)));
    },
    flush(done) {
      done(null, rewrite(carry + decoder.end()));
    },
  });
}
