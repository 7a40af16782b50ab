import { defineMessages } from '@cepa/core';
import es from './messages/es.json';
import en from './messages/en.json';

/** The booking confirmation page's catalogue (ids `booking.confirmation.*`). */
export const useConfirmationMessages = defineMessages({ es, en });
