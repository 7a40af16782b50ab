import { HttpResponse } from 'msw';
import { contentHash } from '../http/content-hash';
import { backend } from './backend';
import { BoundedMap } from './bounded';

/**
 * `Idempotency-Key` on the calls that create something to pay (a booking intent, an order intent), as
 * card processors and careful backends honour it: the same key from the same caller answers what the
 * first request made, so a retry, a reload or a second tab never makes a second payable intent.
 * Keys are the caller's: another visitor or member sending the same key makes their own.
 */

/** The request header, as clients send it. */
export const idempotencyHeader = 'Idempotency-Key';

/** Visible ASCII, at most 255 characters (Stripe's limit). */
const keyPattern = /^[\x21-\x7e]{1,255}$/;

/**
 * The request's key: null without the header, or a 400 answer when it is malformed (the client has a
 * bug; answering as if there were no key would make a second intent behind its back).
 */
export function idempotencyKeyOf(request: Request): string | null | Response {
  const key = request.headers.get(idempotencyHeader);
  if (key === null) return null;
  if (!keyPattern.test(key)) {
    return HttpResponse.json({ detail: 'INVALID_IDEMPOTENCY_KEY' }, { status: 400 });
  }
  return key;
}

/** The answer to a key sent again with another request than the one it was first sent with. */
export function idempotencyKeyReused() {
  return HttpResponse.json({ detail: 'IDEMPOTENCY_KEY_REUSED' }, { status: 422 });
}

type Entry<T> = { fingerprint: string; value: T };

export type IdempotencyLookup<T> = { kind: 'new' } | { kind: 'replay'; value: T } | { kind: 'reused' };

/**
 * What each caller's keys made, in a store the backend resets. `value` names what the first request
 * made (an intent's id); `fingerprint` is the request's content that a replay must repeat.
 */
export function createIdempotencyRecords<T>() {
  const records = backend.store(() => new BoundedMap<string, Entry<T>>());
  const keyOf = (caller: string, key: string) => `${caller}\n${key}`;

  return {
    /** What the caller's key made before, if the request is the same one. */
    lookup(caller: string, key: string, request: unknown): IdempotencyLookup<T> {
      const entry = records.get().get(keyOf(caller, key));
      if (!entry) return { kind: 'new' };
      return entry.fingerprint === contentHash(request)
        ? { kind: 'replay', value: entry.value }
        : { kind: 'reused' };
    },
    remember(caller: string, key: string, request: unknown, value: T): void {
      records.get().set(keyOf(caller, key), { fingerprint: contentHash(request), value });
    },
    /** Forgets the keys whose intent was superseded or changed: sent again, they make a new one. */
    forget(made: (value: T) => boolean): void {
      const all = records.get();
      for (const [key, entry] of all) if (made(entry.value)) all.delete(key);
    },
  };
}
