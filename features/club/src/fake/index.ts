import type { RequestHandler } from 'msw';
import { clubCalls as memberCalls } from './club';
import { profileCalls } from './profile';

export { clubPages, clubPageFixture } from './page-fixtures';
export {
  clubFixtures,
  clubNames,
  clubPaths,
  invitedBefore,
  memberByEmail,
  preferenceOptions,
  type ClubFixture,
} from './fixtures';
export { clubStateOf } from './club';

const calls = { ...memberCalls, ...profileCalls };

/** The club's calls in the embedded backend. */
export const handlers: RequestHandler[] = Object.values(calls).map((call) => call.handler);

/** Each call's name, for switching faults on it. */
export const clubCalls = Object.fromEntries(Object.entries(calls).map(([key, call]) => [key, call.name])) as {
  [K in keyof typeof calls]: string;
};
