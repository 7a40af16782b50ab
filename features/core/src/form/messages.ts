import { defineMessages } from '../i18n';
import es from './messages/es.json';
import en from './messages/en.json';

export const useFormMessages = defineMessages({ es, en });
export type FormMessageId = keyof typeof es & string;
