import type { RequestHandler } from 'msw';

/** The booking slice's calls on the embedded backend. */
export const handlers: RequestHandler[] = [];
