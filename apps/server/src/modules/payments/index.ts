/**
 * What other modules use of the payments: the providers behind one interface with their types, and the
 * few provider rules a refund or an account save applies. The adapters, the HTTP call and the sandbox
 * stay inside the module.
 */
export type {
  DinteroAccount,
  LookupOutcome,
  PaymentProvider,
  PaymentProviders,
  ProviderRefundRequest,
  RefundOutcome,
  SwedbankPayAccount,
} from './types';
export { refundAttemptLimitSeconds } from './http';
/** The Swedbank Pay payment order path an id stands for (undefined when it is none). */
export { paymentOrderPath } from './swedbank-pay';
/** The server cache key of a Dintero account's access token: dropped when the account's credentials change. */
export { dinteroTokenKey } from './dintero';
