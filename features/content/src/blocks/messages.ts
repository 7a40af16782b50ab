import { defineMessages } from '@cepa/core';
import es from './messages/es.json';
import en from './messages/en.json';

export const useContentMessages = defineMessages({ es, en });
