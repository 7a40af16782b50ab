export { paymentProviderRoutes } from './routes';
export { CardPayment } from './card-payment';
export { testCards } from './test-cards';
export { paymentIntentIdOf, paymentReturnUrl } from './card-input';
export {
  addressAfterPayment,
  paymentReturnOf,
  replacePaymentReturn,
  type PaymentReturn,
} from './return-query';
export type { CardPaymentHandle, CardPaymentProps, PaymentError, PaymentErrorCode } from './types';
export { cardStandIn } from './stand-in';
