import { callNames, handlersOf } from '@cepa/core/backend';
import { experienceCalls } from './experiences';
import { intentCalls } from './intents';
import { voucherCalls } from './vouchers';

export { bookingReceived, confirmedBookings } from './bookings';
export { bookingIntents, payWithTestCard, seedPaidBookingIntent } from './intents';
export { voucherRedemptions, voucherStatuses } from './vouchers';

const calls = { ...experienceCalls, ...intentCalls, ...voucherCalls };

/** The booking slice's calls, by name, for faults: `backend.faults.set(bookingCalls.capture, …)`. */
export const bookingCalls = callNames(calls);

/** The booking slice's calls in the embedded backend. */
export const handlers = handlersOf(calls);

export * from './fixtures';
export * from './page-fixtures';
