import { defineMessages } from '../i18n';
import es from './messages/es.json';
import en from './messages/en.json';
import qps from './messages/qps.json';

export const usePaymentMessages = defineMessages({ es, en, qps });
