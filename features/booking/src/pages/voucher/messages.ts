import { defineMessages } from '@cepa/core';
import es from './messages/es.json';
import en from './messages/en.json';
import qps from './messages/qps.json';

/** The voucher redemption page's catalogue (ids `booking.voucher.*`). */
export const useVoucherMessages = defineMessages({ es, en, qps });
