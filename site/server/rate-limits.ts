import type { NextFunction, Request, Response } from 'express';
import { routeName } from '@cepa/core/http';
import { bookingRoutes } from '@cepa/booking/routes';
import { requestRoutes } from '@cepa/content/routes';
import { layoutRoutes } from '@cepa/layout/routes';
import { shopRoutes } from '@cepa/shop/routes';
import { backendCallName } from '../src/server/backend-calls';

/*
 * How often one client may post, in the process (for a deployment without nginx's limits in front, which
 * `deploy/nginx.conf` sets the same way): a token bucket per client and group, its memory bounded however
 * many clients come. Reads are never limited, with one exception named below (the voucher checks, which
 * answer whether a guessed code exists).
 */

/** The groups of requests a client is limited in, each with its own bucket. */
export const rateLimitGroups = ['login', 'forms', 'writes', 'vouchers', 'reports'] as const;
export type RateLimitGroup = (typeof rateLimitGroups)[number];

/** A group's limit: `count` requests, refilled evenly over `perMs` (a burst of `count` at once). */
export type RateLimit = { count: number; perMs: number };
export type RateLimits = Record<RateLimitGroup, RateLimit>;

/**
 * The limits by default, far above what a person does (a member's whole journey, login to booking, makes
 * under 30 writes in its busiest minute), far below what guessing or spamming needs:
 * - login: 10 a minute (the login form without JavaScript and the login call);
 * - forms: 10 a minute (the contact form, the experience request and the newsletter, with or without
 *   JavaScript);
 * - writes: 120 a minute (every other call that changes something: the basket, intents, the club's data);
 * - vouchers: 20 a minute (the voucher checks, the only reads limited: each answers whether a guessed code
 *   exists, and the voucher redemption's and the basket's voucher posts);
 * - reports: 60 a minute (real visitors' beacons and the policy's violation reports).
 */
export const defaultRateLimits: RateLimits = {
  login: { count: 10, perMs: 60_000 },
  forms: { count: 10, perMs: 60_000 },
  writes: { count: 120, perMs: 60_000 },
  vouchers: { count: 20, perMs: 60_000 },
  reports: { count: 60, perMs: 60_000 },
};

const units: Record<string, number> = { s: 1000, m: 60_000, h: 3_600_000 };

/**
 * `CEPA_RATE_LIMITS`: the groups to change from the defaults, `group=count/period` separated by commas,
 * the period in seconds, minutes or hours (`login=5/1m,forms=20/10m`); `off` for none at all (a deployment
 * whose proxy holds them all). Anything else is refused: the server does not start with it.
 */
export function rateLimitsFrom(value: string | undefined): RateLimits | null {
  const text = (value ?? '').trim();
  if (text === 'off') return null;
  const limits = { ...defaultRateLimits };
  if (text === '') return limits;
  for (const part of text.split(',')) {
    const match = /^\s*([a-z]+)\s*=\s*(\d+)\s*\/\s*(\d+)\s*([smh])\s*$/.exec(part);
    const group = match?.[1] as RateLimitGroup | undefined;
    if (!match || !group || !rateLimitGroups.includes(group) || Number(match[2]) < 1 || Number(match[3]) < 1)
      throw new Error(
        `CEPA_RATE_LIMITS: "${part.trim()}" is not group=count/period (groups: ${rateLimitGroups.join(', ')}; period like 30s, 1m, 1h)`,
      );
    limits[group] = { count: Number(match[2]), perMs: Number(match[3]) * units[match[4]!]! };
  }
  return limits;
}

type Bucket = { tokens: number; at: number };

/**
 * Token buckets of one group, one per client, at most `maxClients` of them: past that the least recently
 * seen client's is forgotten (a bucket not touched for a whole period is full again anyway, so forgetting
 * it loses nothing; a flood of addresses can at worst give an old client a fresh bucket).
 */
export function tokenBuckets({ count, perMs }: RateLimit, { maxClients = 10_000, now = Date.now } = {}) {
  const buckets = new Map<string, Bucket>();
  const perToken = perMs / count;
  return {
    /** Takes a token for `client`: 0 when it may go on, else the seconds until it may. */
    take(client: string): number {
      const at = now();
      const bucket = buckets.get(client);
      let tokens = count;
      if (bucket) {
        tokens = Math.min(count, bucket.tokens + (at - bucket.at) / perToken);
        buckets.delete(client);
      } else if (buckets.size >= maxClients) {
        buckets.delete(buckets.keys().next().value!);
      }
      // Map keeps insertion order: the client just seen goes last, the least recently seen is first.
      if (tokens >= 1) {
        buckets.set(client, { tokens: tokens - 1, at });
        return 0;
      }
      buckets.set(client, { tokens, at });
      return Math.max(1, Math.ceil(((1 - tokens) * perToken) / 1000));
    },
    get size() {
      return buckets.size;
    },
  };
}

const apiGroups = new Map<string, RateLimitGroup>([
  [routeName(layoutRoutes.login), 'login'],
  [routeName(layoutRoutes.newsletter), 'forms'],
  [routeName(requestRoutes.sendContact), 'forms'],
  [routeName(requestRoutes.sendExperienceRequest), 'forms'],
  [routeName(bookingRoutes.checkVoucher), 'vouchers'],
  [routeName(bookingRoutes.checkRedemption), 'vouchers'],
  [routeName(bookingRoutes.redeemVoucher), 'vouchers'],
  [routeName(shopRoutes.applyVoucher), 'vouchers'],
]);

/**
 * Writes never limited: logging out only ends the member's own session, and a member who has been refused
 * elsewhere must still be able to leave (the profile menu would otherwise send them to the login page
 * still logged in). nginx leaves it out of its writes zone too.
 */
const unlimitedCalls = new Set([routeName(layoutRoutes.logout)]);

/** The group of a call to the site's `/api` (`path` below it), or null for a read or a call never limited. */
export function apiRateLimitGroup(method: string, path: string): RateLimitGroup | null {
  const name = backendCallName(method, path);
  if (unlimitedCalls.has(name)) return null;
  const group = apiGroups.get(name);
  if (group) return group;
  return method === 'GET' || method === 'HEAD' || method === 'OPTIONS' ? null : 'writes';
}

/** What a limited request is told, and how long to wait (`res.locals.rateLimited`). */
export type RateLimited = { group: RateLimitGroup; retryAfterSeconds: number };

/** The limit a request met, set by `rateLimit` for the handler to answer in its own way (a page, JSON). */
export function rateLimitedOf(res: Response): RateLimited | undefined {
  return (res.locals as { rateLimited?: RateLimited }).rateLimited;
}

export type RateLimiter = ReturnType<typeof rateLimiter>;

/**
 * The process's limits: `limit(group)` is a middleware that takes a token of the group for the client
 * (`req.ip`: the client's address, read from `X-Forwarded-For` only through the trusted proxies) and, past
 * the limit, sets `Retry-After` and leaves `res.locals.rateLimited` for the handler, which answers 429 in
 * the form the client reads (a page with its message, JSON in the backend's error shape). `onLimited`
 * counts it.
 */
export function rateLimiter(
  limits: RateLimits,
  {
    maxClients,
    now,
    onLimited,
  }: { maxClients?: number; now?: () => number; onLimited?: (group: RateLimitGroup) => void } = {},
) {
  const groups = Object.fromEntries(
    rateLimitGroups.map((group) => [group, tokenBuckets(limits[group], { maxClients, now })]),
  ) as Record<RateLimitGroup, ReturnType<typeof tokenBuckets>>;
  const check = (group: RateLimitGroup, req: Request, res: Response) => {
    const wait = groups[group].take(req.ip ?? req.socket.remoteAddress ?? '');
    if (wait === 0) return false;
    onLimited?.(group);
    res.set('Retry-After', String(wait));
    (res.locals as { rateLimited?: RateLimited }).rateLimited = { group, retryAfterSeconds: wait };
    return true;
  };
  return {
    /** Marks a request of `group` past its limit; the next handler answers it. */
    mark: (group: RateLimitGroup) => (req: Request, res: Response, next: NextFunction) => {
      check(group, req, res);
      next();
    },
    /** Answers a request of `group` past its limit with 429 in the backend's error shape (JSON). */
    refuse:
      (groupOf: (req: Request) => RateLimitGroup | null) =>
      (req: Request, res: Response, next: NextFunction) => {
        const group = groupOf(req);
        if (!group || !check(group, req, res)) return next();
        res.status(429).set('Cache-Control', 'no-store').json({ detail: 'TOO_MANY_REQUESTS' });
      },
    sizes: () => Object.fromEntries(rateLimitGroups.map((group) => [group, groups[group].size])),
  };
}
