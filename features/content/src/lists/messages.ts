import { defineMessages } from '@cepa/core';
import es from './messages/es.json';
import en from './messages/en.json';
import qps from './messages/qps.json';

/** The lists' own catalogue (press, projects, videos), apart from the slice's CMS-block messages. */
export const useListMessages = defineMessages({ es, en, qps });
