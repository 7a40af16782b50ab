import { defineMessages } from '@cepa/core';
import es from './messages/es.json';
import en from './messages/en.json';
import qps from './messages/qps.json';

/** The shop's catalogue (ids `shop.*`). */
export const useShopMessages = defineMessages({ es, en, qps });

export type ShopMessageId = keyof typeof es & string;
