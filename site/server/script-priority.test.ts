import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { lowPriorityScripts } from './script-priority';

const page =
  '<!DOCTYPE html><html><head><link rel="stylesheet" type="text/css" href="/a.css"></head><body>' +
  '<main>¡Hola, señor!</main>' +
  '<link rel="modulepreload" href="/assets/chunks/a.js" as="script" type="text/javascript">' +
  '<link rel="modulepreload" href="/assets/chunks/b.js" as="script" type="text/javascript">' +
  '<script src="/assets/entries/entry.js" type="module" async nonce="n0nce"></script></body></html>';

const through = (pieces: (string | Buffer)[]) => text(Readable.from(pieces).pipe(lowPriorityScripts()));

describe('lowPriorityScripts', () => {
  it('asks for the page scripts at low priority and leaves the rest of the page as it was', async () => {
    const out = await through([page]);
    expect(out.match(/<link rel="modulepreload" fetchpriority="low" href=/g)).toHaveLength(2);
    expect(out).toContain(
      '<script src="/assets/entries/entry.js" type="module" async fetchpriority="low" nonce="n0nce">',
    );
    expect(out).toContain('<link rel="stylesheet" type="text/css" href="/a.css">');
    expect(out.replaceAll(' fetchpriority="low"', '')).toBe(page);
  });

  it('finds a tag cut between two pieces of the stream, and a character cut between two bytes', async () => {
    const bytes = Buffer.from(page);
    for (let at = 1; at < bytes.length; at += 7) {
      const out = await through([bytes.subarray(0, at), bytes.subarray(at)]);
      expect(out.match(/fetchpriority="low"/g)).toHaveLength(3);
      expect(out.replaceAll(' fetchpriority="low"', '')).toBe(page);
    }
  });
});
