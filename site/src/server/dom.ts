import { JSDOM } from 'jsdom';
import { sanitizeOnServerWith } from '@cepa/content/server';

/**
 * The server sanitises the content system's HTML as the browser does (DOMPurify needs a DOM): one
 * empty jsdom window for the process, holding no visitor's data.
 */
sanitizeOnServerWith(new JSDOM('').window);
