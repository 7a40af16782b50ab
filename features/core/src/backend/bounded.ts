/**
 * Limits on what requests can make the embedded backend remember. Anyone can send requests (a
 * visitor needs no account, and the fixture members' passwords are public), so every store that a
 * request adds to is capped: past the cap, the oldest entry goes. Fixture data is exempt: it is
 * finite and the stories and the README's walkthrough rely on it staying.
 */

/** The most entries a store made by requests keeps. */
export const storeCap = 10_000;

export type BoundedMapOptions<K, V> = {
  /** The most entries kept, not counting exempt ones. */
  cap?: number;
  /** Entries that never count and never go (fixture data). */
  exempt?: (key: K, value: V) => boolean;
};

/** A Map that forgets its oldest entries (in insertion order) beyond its cap. */
export class BoundedMap<K, V> extends Map<K, V> {
  readonly cap: number;
  private readonly exempt: (key: K, value: V) => boolean;
  /** Entries that count against the cap. */
  private counted = 0;

  constructor(entries: Iterable<readonly [K, V]> = [], options: BoundedMapOptions<K, V> = {}) {
    // Map's constructor would call `set` before the fields exist: the entries are added afterwards.
    super();
    this.cap = options.cap ?? storeCap;
    this.exempt = options.exempt ?? (() => false);
    for (const [key, value] of entries) this.set(key, value);
  }

  override set(key: K, value: V): this {
    if (super.has(key)) this.uncount(key);
    super.set(key, value);
    if (!this.exempt(key, value)) this.counted += 1;
    if (this.counted > this.cap) this.evictOldest();
    return this;
  }

  override delete(key: K): boolean {
    if (!super.has(key)) return false;
    this.uncount(key);
    return super.delete(key);
  }

  override clear(): void {
    this.counted = 0;
    super.clear();
  }

  private uncount(key: K): void {
    if (!this.exempt(key, super.get(key) as V)) this.counted -= 1;
  }

  private evictOldest(): void {
    for (const [key, value] of this) {
      if (this.exempt(key, value)) continue;
      this.delete(key);
      return;
    }
  }
}

/**
 * Appends to a list the backend keeps (what a call received, who subscribed), dropping its oldest
 * items beyond `cap`. The first `fixed` items are fixture data: they stay and do not count.
 */
export function appendBounded<T>(list: T[], item: T, cap = storeCap, fixed = 0): void {
  list.push(item);
  const over = list.length - fixed - cap;
  if (over > 0) list.splice(fixed, over);
}
