import { defineMessages } from '@cepa/core';
import es from './messages/es.json';
import en from './messages/en.json';

/** The club's catalogue (ids `club.*`). */
export const useClubMessages = defineMessages({ es, en });

export type ClubMessageId = keyof typeof es & string;
