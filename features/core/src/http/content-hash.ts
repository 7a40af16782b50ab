/**
 * A short, stable name for a value's content: the same content gives the same name in every tab, on
 * every reload, in the browser and on the server. Used for `Idempotency-Key`s, so a retry of the same
 * payment sends the same key. Not cryptographic: `crypto.subtle` is missing on plain-http origins
 * other than localhost, and the key only has to tell one caller's payments apart, not resist forgery.
 */

/** cyrb53 (bryc, public domain): a 53-bit string hash, well spread for short and similar strings. */
export function cyrb53(text: string, seed = 0): number {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507);
  h1 ^= Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507);
  h2 ^= Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

/**
 * JSON with every object's keys in sorted order, so two payloads built in a different key order are
 * the same text. Like `JSON.stringify`: undefined members are left out, dates are their ISO strings.
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, member: unknown) => {
    if (member === null || typeof member !== 'object' || Array.isArray(member)) return member;
    const record = member as Record<string, unknown>;
    return Object.fromEntries(
      Object.keys(record)
        .sort()
        .map((key) => [key, record[key]]),
    );
  });
}

/**
 * The content's name: two cyrb53 hashes of its canonical JSON (about 106 bits; 22 characters in
 * base 36), so that two different payloads of one caller practically never share a key.
 */
export function contentHash(value: unknown): string {
  const text = canonicalJson(value) ?? 'undefined';
  const part = (seed: number) => cyrb53(text, seed).toString(36).padStart(11, '0');
  return `${part(1)}${part(2)}`;
}
