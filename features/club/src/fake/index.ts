import { callNames, handlersOf } from '@cepa/core/backend';
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
export const handlers = handlersOf(calls);

/** Each call's name, for switching faults on it. */
export const clubCalls = callNames(calls);
