import { z } from 'zod';
import type { NewsletterPayload } from '../api';

/** The banner endpoint named in the page fixtures (`page.layout.banner.endpoint`). */
export const fundingBannerEndpoint = 'funding_banner';

/** Subscribers already on the list when the backend starts. */
export const initialSubscribers: NewsletterPayload[] = [
  { email: 'ya.suscrita@example.com', site: 'solera', language: 'es', origin: 'footer' },
  { email: 'already@example.com', site: 'brava', language: 'en', origin: 'footer' },
];

export const credentialsSchema = z.object({ email: z.string(), password: z.string() });
