export { CardPayment } from './card-payment';
export { testCards } from './test-cards';
export type { CardPaymentHandle, CardPaymentProps, PaymentError, PaymentErrorCode } from './types';
