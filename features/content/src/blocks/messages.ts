import { defineMessages } from '@cepa/core';
import es from './messages/es.json';
import en from './messages/en.json';
import qps from './messages/qps.json';

export const useContentMessages = defineMessages({ es, en, qps });
