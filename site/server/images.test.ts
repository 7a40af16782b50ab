import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { imageOriginsFrom, imageService, parseImageRequest, type ImageServiceOptions } from './images';

const origin = 'https://cms.example';
const servers: http.Server[] = [];
afterEach(() => servers.splice(0).forEach((server) => server.close()));

/** A photograph-like picture of `width` × `height` (a gradient), as a JPEG. */
const photo = (width = 1200, height = 800) =>
  sharp({ create: { width, height, channels: 3, background: '#7a2e3b' } })
    .jpeg()
    .toBuffer();

/** The service on a port of its own, its pictures from `answer`; counts what it fetched. */
async function serve(
  answer: (url: URL) => Promise<Response> | Response,
  options: Partial<ImageServiceOptions> = {},
) {
  const fetched: string[] = [];
  const app = express();
  app.get(
    '/image',
    imageService({
      origins: [origin],
      fetchPicture: (async (url: URL) => {
        fetched.push(url.href);
        return answer(url);
      }) as typeof fetch,
      ...options,
    }),
  );
  const server = app.listen(0, '127.0.0.1');
  servers.push(server);
  await new Promise((resolve) => server.once('listening', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const get = (src: string, w: number | string = 640, f = 'webp') =>
    fetch(`${base}/image?src=${encodeURIComponent(src)}&w=${w}&f=${f}`);
  return { get, fetched };
}

const jpeg = async (body?: Buffer, headers: Record<string, string> = {}) =>
  new Response(new Uint8Array(body ?? (await photo())), {
    headers: { 'content-type': 'image/jpeg', ...headers },
  });

describe('the image service', () => {
  it('resizes a picture of an allowed origin to the width asked for, never larger; kept a year', async () => {
    const { get, fetched } = await serve(() => jpeg());
    const answer = await get(`${origin}/media/cellar.jpg`, 640, 'webp');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/webp');
    expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(Buffer.from(await answer.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 640, 427]);
    // Never enlarged: the picture is 1200 wide.
    const wide = await sharp(
      Buffer.from(await (await get(`${origin}/media/cellar.jpg`, 2000, 'jpeg')).arrayBuffer()),
    ).metadata();
    expect([wide.format, wide.width]).toEqual(['jpeg', 1200]);
    // The same answer again comes from what the process kept.
    await get(`${origin}/media/cellar.jpg`, 640, 'webp');
    expect(fetched).toEqual([`${origin}/media/cellar.jpg`, `${origin}/media/cellar.jpg`]);
  });

  it('refuses another origin without fetching it, and any address that is not an http(s) one', async () => {
    const { get, fetched } = await serve(() => jpeg());
    for (const src of [
      'https://evil.example/a.jpg',
      'https://cms.example.evil.example/a.jpg',
      'http://cms.example/a.jpg',
      'https://user@cms.example/a.jpg',
      'file:///etc/passwd',
      '/media/a.jpg',
    ])
      expect([src, (await get(src)).status]).toEqual([src, src === '/media/a.jpg' ? 400 : 403]);
    expect(fetched).toEqual([]);
  });

  it('follows no redirect, even to an allowed origin', async () => {
    const { get } = await serve(
      () => new Response(null, { status: 302, headers: { location: `${origin}/b.jpg` } }),
    );
    const answer = await get(`${origin}/a.jpg`);
    expect(answer.status).toBe(502);
    expect(await answer.text()).toContain('redirects');
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it('refuses a picture too large in bytes (said or counted) or in pixels', async () => {
    const big = await photo(2000, 1500);
    const said = await serve(() => jpeg(big, { 'content-length': String(20 * 1024 * 1024) }));
    expect((await said.get(`${origin}/a.jpg`)).status).toBe(413);
    const counted = await serve(
      () => new Response(new Uint8Array(big), { headers: { 'content-type': 'image/jpeg' } }),
      {
        maxInputBytes: 1000,
      },
    );
    expect((await counted.get(`${origin}/a.jpg`)).status).toBe(413);
    const pixels = await serve(() => jpeg(big), { maxInputPixels: 1_000_000 });
    const answer = await pixels.get(`${origin}/a.jpg`);
    expect([answer.status, await answer.text()]).toEqual([413, 'the picture has too many pixels\n']);
  });

  it('refuses a width or a format it does not write, and what is not a picture', async () => {
    const { get, fetched } = await serve(
      () => new Response('<html>', { headers: { 'content-type': 'text/html' } }),
    );
    expect((await get(`${origin}/a.jpg`, 641)).status).toBe(400);
    expect((await get(`${origin}/a.jpg`, 99999)).status).toBe(400);
    expect((await get(`${origin}/a.jpg`, 640, 'gif')).status).toBe(400);
    expect(fetched).toEqual([]);
    expect((await get(`${origin}/a.jpg`)).status).toBe(502);
  });

  it('works on so many pictures at once, and turns away more than wait', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const { get } = await serve(
      async () => {
        await held;
        return jpeg();
      },
      { concurrency: 1, maxWaiting: 1 },
    );
    const first = get(`${origin}/1.jpg`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const second = get(`${origin}/2.jpg`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const third = await get(`${origin}/3.jpg`);
    expect([third.status, third.headers.get('retry-after')]).toEqual([503, '1']);
    release();
    expect([(await first).status, (await second).status]).toEqual([200, 200]);
  });

  it('takes its origins from CEPA_IMAGE_ORIGINS, else the backend’s', () => {
    expect(
      imageOriginsFrom('https://cms.example, https://cdn.example/path', 'http://127.0.0.1:4300/api'),
    ).toEqual(['https://cms.example', 'https://cdn.example']);
    expect(imageOriginsFrom(undefined, 'http://127.0.0.1:4300/api')).toEqual(['http://127.0.0.1:4300']);
    expect(() => imageOriginsFrom('ftp://x.example', undefined)).toThrow('not an http(s) origin');
    expect(() => parseImageRequest({ src: `${origin}/a.jpg`, w: '640', f: 'webp' }, [])).toThrow(
      'not an allowed origin',
    );
  });
});
