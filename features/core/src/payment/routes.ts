import { defineRoutes } from '../http/routes';

/** The embedded payment provider's call (Cepa's own, embedded backend only). */
export const paymentProviderRoutes = defineRoutes({
  confirm: { method: 'post', path: '/__payment_provider/confirm/' },
});
