import { defineMessages } from '../i18n';
import es from './messages/es.json';
import en from './messages/en.json';
import qps from './messages/qps.json';

export const useFormMessages = defineMessages({ es, en, qps });
export type FormMessageId = keyof typeof es & string;
