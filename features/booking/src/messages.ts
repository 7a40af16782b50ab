import { defineMessages } from '@cepa/core';
import es from './messages/es.json';
import en from './messages/en.json';
import qps from './messages/qps.json';

/** The booking flow's catalogue (ids `booking.*`); the voucher and confirmation pages keep their own. */
export const useBookingMessages = defineMessages({ es, en, qps });

export type BookingMessageId = keyof typeof es & string;
