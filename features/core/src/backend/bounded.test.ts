import { afterEach, describe, expect, it } from 'vitest';
import { backend } from './backend';
import { appendBounded, BoundedMap, storeCap } from './bounded';
import { closeSession, currentMember, members, openSession, sessionCookie } from './members';
import { paymentProvider } from './payment-provider';

afterEach(() => backend.reset());

describe('BoundedMap', () => {
  it('forgets its oldest entries beyond its cap, and keeps the newest', () => {
    const map = new BoundedMap<string, number>([], { cap: 3 });
    for (const [i, key] of ['a', 'b', 'c', 'd', 'e'].entries()) map.set(key, i);
    expect([...map.keys()]).toEqual(['c', 'd', 'e']);
    expect(map.get('a')).toBeUndefined();
  });

  it('counts a key set again once, and frees room when an entry is deleted or all are cleared', () => {
    const map = new BoundedMap<string, number>([], { cap: 2 });
    map.set('a', 1).set('a', 2).set('b', 3);
    expect([...map]).toEqual([
      ['a', 2],
      ['b', 3],
    ]);
    map.delete('a');
    map.set('c', 4);
    expect([...map.keys()]).toEqual(['b', 'c']);
    map.clear();
    map.set('d', 5).set('e', 6);
    expect([...map.keys()]).toEqual(['d', 'e']);
  });

  it('never forgets exempt entries (fixture data), and does not count them', () => {
    const map = new BoundedMap<number, string>(
      [
        [100, 'fixture'],
        [1, 'a'],
      ],
      { cap: 2, exempt: (key) => key === 100 },
    );
    for (const key of [2, 3, 4]) map.set(key, String(key));
    expect([...map.keys()]).toEqual([100, 3, 4]);
  });

  it('defaults to the store cap of 10 000 entries', () => {
    const map = new BoundedMap<number, number>();
    for (let i = 0; i <= storeCap; i++) map.set(i, i);
    expect(map.size).toBe(storeCap);
    expect(map.has(0)).toBe(false);
    expect(map.has(storeCap)).toBe(true);
  });
});

describe('appendBounded', () => {
  it('drops the oldest items beyond the cap, keeping the fixed fixture items first', () => {
    const list = ['fixture'];
    for (const item of ['a', 'b', 'c', 'd']) appendBounded(list, item, 2, 1);
    expect(list).toEqual(['fixture', 'c', 'd']);
  });
});

describe('the stores requests add to are bounded', () => {
  it('sessions: a login beyond the cap ends the oldest session', () => {
    const member = members[0]!;
    const first = openSession(member);
    const cookies = (token: string) => ({ cookies: { [sessionCookie]: token } });
    expect(currentMember(cookies(first))).toBe(member);
    let last = '';
    for (let i = 0; i < storeCap; i++) last = openSession(member);
    expect(currentMember(cookies(first))).toBeUndefined();
    expect(currentMember(cookies(last))).toBe(member);
    closeSession(cookies(last));
    expect(currentMember(cookies(last))).toBeUndefined();
  });

  it('payment intents: the oldest is forgotten beyond the cap', () => {
    const first = paymentProvider.createIntent({ amount: 100, description: 'first' });
    for (let i = 0; i < storeCap; i++) paymentProvider.createIntent({ amount: 100, description: 'more' });
    expect(paymentProvider.find(first.id)).toBeUndefined();
  });
});
