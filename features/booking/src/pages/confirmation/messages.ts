import { defineMessages } from '@cepa/core';
import es from './messages/es.json';
import en from './messages/en.json';
import qps from './messages/qps.json';

/** The booking confirmation page's catalogue (ids `booking.confirmation.*`). */
export const useConfirmationMessages = defineMessages({ es, en, qps });
