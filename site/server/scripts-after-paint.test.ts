import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { scriptsAfterPaint, waitingEntry, waitingPreload, waitingScript } from './scripts-after-paint';

const page =
  '<!DOCTYPE html><html><head><link rel="stylesheet" type="text/css" href="/a.css"></head><body>' +
  '<main>¡Hola, señor!</main>' +
  '<script src="/assets/entries/entry.js" type="module" async nonce="n0nce"></script>' +
  '<link rel="modulepreload" href="/assets/chunks/a.js" as="script" type="text/javascript">' +
  '<link rel="modulepreload" href="/assets/chunks/b.js" as="script" type="text/javascript"></body></html>';

const through = (pieces: (string | Buffer)[]) => text(Readable.from(pieces).pipe(scriptsAfterPaint('n0nce')));

/** The page as the browser gets it, with the loader taken out and the tags given back their names. */
const undone = (out: string) =>
  out
    .replace(/<script nonce="n0nce">\(function openModalDialogs.*?<\/script>(?=<\/body>)/s, '')
    .replace(
      new RegExp(`<script type="${waitingScript}" ${waitingPreload}="([^"]*)" nonce="n0nce"></script>`, 'g'),
      '<link rel="modulepreload" href="$1" as="script" type="text/javascript">',
    )
    .replace(
      new RegExp(`<script type="${waitingScript}" ${waitingEntry}="([^"]*)"`, 'g'),
      '<script src="$1" type="module" async',
    );

describe('scriptsAfterPaint', () => {
  it('holds the page’s code until the browser has painted, and leaves the rest of the page as it was', async () => {
    const out = await through([page]);
    // Nothing the browser would fetch or run while it parses, and no tag HTML does not allow where it is:
    // data blocks (a script of a type that is no script's) with the addresses in data- attributes.
    expect(out).not.toMatch(/rel="modulepreload"|type="module"|<link[^>]*as="script"|<script[^>]* src=/);
    expect(out).toContain(
      `<script type="${waitingScript}" ${waitingPreload}="/assets/chunks/a.js" nonce="n0nce"></script>` +
        `<script type="${waitingScript}" ${waitingPreload}="/assets/chunks/b.js" nonce="n0nce"></script>`,
    );
    expect(out).toContain(
      `<script type="${waitingScript}" ${waitingEntry}="/assets/entries/entry.js" nonce="n0nce"></script>`,
    );
    // The loader, with the answer's nonce, last in the body.
    expect(out).toMatch(/<script nonce="n0nce">\(.+\)<\/script><\/body><\/html>$/s);
    expect(out).toContain('<link rel="stylesheet" type="text/css" href="/a.css">');
    expect(undone(out)).toBe(page);
  });

  it('finds a tag cut between two pieces of the stream, and a character cut between two bytes', async () => {
    const bytes = Buffer.from(page);
    for (let at = 1; at < bytes.length; at += 7) {
      const out = await through([bytes.subarray(0, at), bytes.subarray(at)]);
      expect(undone(out)).toBe(page);
    }
  });

  it('sends what React writes in one go as one piece, and a later piece when it comes', async () => {
    const stream = scriptsAfterPaint('n0nce');
    const sent: string[] = [];
    stream.on('data', (piece: Buffer) => sent.push(piece.toString()));
    const ended = new Promise((resolve) => stream.on('end', resolve));
    const bytes = Buffer.from(page);
    const shell = bytes.subarray(0, 120);
    for (let at = 0; at < shell.length; at += 10) stream.write(shell.subarray(at, at + 10));
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(sent).toHaveLength(1);
    stream.end(bytes.subarray(120));
    await ended;
    expect(sent).toHaveLength(2);
    expect(undone(sent.join(''))).toBe(page);
  });

  it('keeps the dev server’s inline entry as a data block', async () => {
    const inline = '<body><script type="module" async>import("/@vite/client")</script></body>';
    const out = await text(Readable.from([inline]).pipe(scriptsAfterPaint()));
    expect(out).toMatch(
      new RegExp(`^<body><script type="${waitingScript}">import\\("/@vite/client"\\)</script><script>`),
    );
  });

  it('writes a loader that parses on its own (the browser runs it; the e2e flows check what it does)', async () => {
    const out = await through([page]);
    const source = /<script nonce="n0nce">(.+)<\/script><\/body>/s.exec(out)![1]!;
    expect(() => new Function(source)).not.toThrow();
  });
});
