import { defineMessages } from '@cepa/core';
import es from './messages/shell/es.json';
import en from './messages/shell/en.json';
import qps from './messages/shell/qps.json';

/**
 * What the page's frame says before its header and footer hydrate (the skip link), apart from the
 * layout's other messages: those come with the header's and footer's code, after the first page.
 */
export const useShellMessages = defineMessages({ es, en, qps });
