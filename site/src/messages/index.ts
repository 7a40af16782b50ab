import { defineMessages } from '@cepa/core';
import es from './es.json';
import en from './en.json';

export const useSiteMessages = defineMessages({ es, en });
