import { defineMessages } from '@cepa/core';
import es from './messages/es.json';
import en from './messages/en.json';
import qps from './messages/qps.json';

/** The club's catalogue (ids `club.*`). */
export const useClubMessages = defineMessages({ es, en, qps });

export type ClubMessageId = keyof typeof es & string;

/** Whether an error id is this catalogue's (a rule of the club's forms raised it). */
export function isClubMessageId(id: string): id is ClubMessageId {
  return Object.hasOwn(es, id);
}
