import { backend } from './backend';

/**
 * Ids of what one caller creates and may read back (a booking intent, a voucher redemption, a payment
 * intent). Served over HTTP, and in Node, they are random, as a careful backend's are: nobody reaches
 * another's booking by counting.
 *
 * Inside a page, where Storybook's service worker answers one tab and nobody else, there is no one
 * else's data to reach; there they count up from each reset, so that a story shows the same reference
 * at every run and its screenshot repeats to the pixel.
 */
export function idsCountUp(): boolean {
  return typeof document !== 'undefined';
}

/** A random positive integer id: 53 bits, never below 10⁹, safe as a JSON number and in a URL. */
export function randomIntegerId(): number {
  const [high = 0, low = 0] = crypto.getRandomValues(new Uint32Array(2));
  const id = (high & 0x1fffff) * 0x100000000 + low;
  return id < 1e9 ? id + 1e9 : id;
}

/** Random lower-case hexadecimal characters (at most 32). */
export function randomHex(length: number): string {
  return crypto.randomUUID().replaceAll('-', '').slice(0, length);
}

/**
 * A source of integer ids for one kind of record: random (see `idsCountUp`), or counted from `first`
 * after each reset. `taken` skips an id already in use (a random clash is all but impossible, but a
 * record must never be replaced by another's).
 */
export function integerIds(first: number): (taken?: (id: number) => boolean) => number {
  const counter = backend.store(() => ({ next: first }));
  return (taken = () => false) => {
    let id: number;
    do id = idsCountUp() ? counter.get().next++ : randomIntegerId();
    while (taken(id));
    return id;
  };
}
