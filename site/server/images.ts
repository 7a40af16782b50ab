import os from 'node:os';
import type { Request, Response } from 'express';
import sharp from 'sharp';
import { imageFormats, imageWidths, type ImageFormat } from '@cepa/core/picture';

/**
 * The image service, `GET /image?src=&w=&f=`: a picture of an allowed origin, resized to one of the
 * widths the pages ask for (never enlarged) and encoded as WebP, AVIF or JPEG, with `sharp`. Bounded
 * everywhere a request could make it work: the origins it fetches from (`CEPA_IMAGE_ORIGINS`, the
 * backend's own by default), no redirect followed, the bytes and pixels of what it fetches, the widths and
 * formats it writes, and how many pictures it works on at once (the rest wait in a short queue, then get
 * 503). An answer never changes for its address: any cache keeps it a year. The last answers are kept in
 * the process too (bounded), for a deployment without a cache in front.
 */
export type ImageServiceOptions = {
  /** The origins pictures may come from (`https://cms.example`), exactly. */
  origins: string[];
  /** How long fetching a picture may take. */
  timeoutMs?: number;
  /** The largest picture fetched, in bytes. */
  maxInputBytes?: number;
  /** The largest picture decoded, in pixels. */
  maxInputPixels?: number;
  /** Pictures worked on at once, and how many more may wait. */
  concurrency?: number;
  maxWaiting?: number;
  /** The answers kept in the process, in bytes. */
  keepBytes?: number;
  /** Fetches a picture (the platform's `fetch` by default; a stand-in in tests). */
  fetchPicture?: typeof fetch;
};

export class ImageRefusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const contentTypes: Record<ImageFormat, string> = {
  webp: 'image/webp',
  avif: 'image/avif',
  jpeg: 'image/jpeg',
};

/** The allowed origins from `CEPA_IMAGE_ORIGINS` (comma-separated), else the backend's own origin. */
export function imageOriginsFrom(value: string | undefined, backendUrl: string | undefined): string[] {
  const listed = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const origins = listed.length ? listed : backendUrl ? [backendUrl] : [];
  return origins.map((entry) => {
    const url = new URL(entry);
    if (!/^https?:$/.test(url.protocol))
      throw new Error(`CEPA_IMAGE_ORIGINS: "${entry}" is not an http(s) origin`);
    return url.origin;
  });
}

/** What a request asks for, checked: the picture's address on an allowed origin, a known width and format. */
export function parseImageRequest(
  query: Record<string, unknown>,
  origins: readonly string[],
): { src: URL; width: number; format: ImageFormat } {
  const { src, w, f } = query;
  if (typeof src !== 'string' || !URL.canParse(src)) throw new ImageRefusal(400, 'src: an absolute address');
  const url = new URL(src);
  if (!/^https?:$/.test(url.protocol) || url.username || url.password || !origins.includes(url.origin))
    throw new ImageRefusal(403, `src: ${url.origin} is not an allowed origin`);
  const width = Number(w);
  if (!(imageWidths as readonly number[]).includes(width))
    throw new ImageRefusal(400, `w: one of ${imageWidths.join(', ')}`);
  if (!(imageFormats as readonly unknown[]).includes(f))
    throw new ImageRefusal(400, `f: one of ${imageFormats.join(', ')}`);
  return { src: url, width, format: f as ImageFormat };
}

export function imageService({
  origins,
  timeoutMs = 5000,
  maxInputBytes = 15 * 1024 * 1024,
  maxInputPixels = 40_000_000,
  concurrency = Math.max(1, os.availableParallelism() - 1),
  maxWaiting = 32,
  keepBytes = 64 * 1024 * 1024,
  fetchPicture = fetch,
}: ImageServiceOptions) {
  // One of libvips' threads a picture (its default is one per core): with `concurrency` pictures at once,
  // the pictures never take every core from the pages and the calls the same process answers.
  sharp.concurrency(1);
  let running = 0;
  const waiting: (() => void)[] = [];
  /** The answers kept, oldest first (a Map keeps the order it was written in). */
  const kept = new Map<string, Buffer>();
  let keptBytes = 0;
  const keep = (key: string, body: Buffer) => {
    if (body.length > keepBytes) return;
    kept.set(key, body);
    keptBytes += body.length;
    for (const [oldest, old] of kept) {
      if (keptBytes <= keepBytes) break;
      kept.delete(oldest);
      keptBytes -= old.length;
    }
  };

  async function fetchInput(src: URL): Promise<Buffer> {
    let answer: globalThis.Response;
    try {
      answer = await fetchPicture(src, { redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) });
    } catch {
      throw new ImageRefusal(502, 'the picture could not be fetched');
    }
    // A redirect is not followed: it could lead anywhere, the allow-list's origins included.
    if (answer.status >= 300 && answer.status < 400)
      throw new ImageRefusal(502, 'the picture’s address redirects');
    if (!answer.ok) throw new ImageRefusal(502, `the picture’s origin answered ${answer.status}`);
    if (!(answer.headers.get('content-type') ?? '').startsWith('image/'))
      throw new ImageRefusal(502, 'not a picture');
    if (Number(answer.headers.get('content-length') ?? 0) > maxInputBytes)
      throw new ImageRefusal(413, 'the picture is too large');
    const chunks: Uint8Array[] = [];
    let bytes = 0;
    const reader = answer.body?.getReader();
    for (let read = await reader?.read(); read && !read.done; read = await reader!.read()) {
      bytes += read.value.length;
      if (bytes > maxInputBytes) {
        await reader!.cancel();
        throw new ImageRefusal(413, 'the picture is too large');
      }
      chunks.push(read.value);
    }
    return Buffer.concat(chunks);
  }

  async function encode(input: Buffer, width: number, format: ImageFormat): Promise<Buffer> {
    try {
      const picture = sharp(input, { limitInputPixels: maxInputPixels, failOn: 'error' })
        .rotate()
        .resize({ width, withoutEnlargement: true });
      if (format === 'webp') return await picture.webp({ quality: 60, effort: 4 }).toBuffer();
      if (format === 'avif') return await picture.avif({ quality: 50, effort: 2 }).toBuffer();
      return await picture.jpeg({ quality: 75, mozjpeg: true }).toBuffer();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (/pixel limit/i.test(message)) throw new ImageRefusal(413, 'the picture has too many pixels');
      throw new ImageRefusal(502, 'the picture could not be read');
    }
  }

  /** Runs `work` when a slot is free; refuses when too many already wait. */
  async function inTurn<T>(work: () => Promise<T>): Promise<T> {
    if (running >= concurrency) {
      if (waiting.length >= maxWaiting) throw new ImageRefusal(503, 'too many pictures at once');
      await new Promise<void>((resolve) => waiting.push(resolve));
    } else running += 1;
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  }

  return async function image(req: Request, res: Response) {
    let body: Buffer;
    let format: ImageFormat;
    try {
      const asked = parseImageRequest(req.query, origins);
      format = asked.format;
      const key = `${asked.src.href} ${asked.width} ${asked.format}`;
      body =
        kept.get(key) ??
        (await inTurn(async () => {
          const encoded = await encode(await fetchInput(asked.src), asked.width, asked.format);
          keep(key, encoded);
          return encoded;
        }));
    } catch (error) {
      const refusal = error instanceof ImageRefusal ? error : new ImageRefusal(500, 'the picture failed');
      res.status(refusal.status);
      res.set({ 'Cache-Control': 'no-store', 'Content-Type': 'text/plain; charset=utf-8' });
      if (refusal.status === 503) res.set('Retry-After', '1');
      return void res.send(`${refusal.message}\n`);
    }
    res.set({
      'Content-Type': contentTypes[format],
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'",
    });
    res.send(body);
  };
}
