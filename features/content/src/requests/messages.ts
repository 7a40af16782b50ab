import { defineMessages } from '@cepa/core';
import es from './messages/es.json';
import en from './messages/en.json';
import qps from './messages/qps.json';

/**
 * The contact and experience request pages' catalogue (ids `content.request.*`, `content.contact.*`,
 * `content.experience.*`), kept apart from the content blocks' catalogue.
 */
export const useRequestMessages = defineMessages({ es, en, qps });

export type RequestMessageId = keyof typeof es & string;

/** Whether an error id is this catalogue's (a rule of these forms raised it). */
export function isRequestMessageId(id: string): id is RequestMessageId {
  return Object.hasOwn(es, id);
}
