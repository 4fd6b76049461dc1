import type { RefundSelection } from '@bakrom/shared/refunds';

/**
 * One interface for the card-payment providers the server refunds through (Dintero, Swedbank Pay).
 * Softpay refunds are made by the kiosk or till app and only recorded, so they have no adapter.
 *
 * Outcomes: SUCCEEDED (the provider confirmed the refund), FAILED (the provider refused it or it was
 * never sent: no money moved), UNKNOWN (sent, but no usable answer: a timeout, a dropped connection,
 * a server error, or accepted for later processing). An UNKNOWN refund is never sent again blindly:
 * the next attempt asks the provider with `lookup` first.
 */

export interface DinteroAccount {
  merchantId: string;
  /** 'T' or 'P' and eight digits. */
  accountId: string;
  clientId: string;
  /** AES-256-GCM, decrypted only inside the adapter. */
  clientSecretEncrypted: string;
}

export interface SwedbankPayAccount {
  merchantId: string;
  baseApiUrl: string;
  payeeId: string;
  /** AES-256-GCM, decrypted only inside the adapter. */
  accessTokenEncrypted: string;
}

export interface ProviderRefundRequest {
  /** Dintero transaction id, or Swedbank Pay payment order id (the path or its last part). */
  paymentId: string;
  /** Our reference of this refund at the provider, the same on every attempt (refund_reference, payeeReference). */
  operationReference: string;
  /** A short description of the refund for the provider's records. */
  description: string;
  /** The units, tips, amount and VAT as the shared refund rules computed them. */
  selection: RefundSelection;
}

export type RefundOutcome =
  { status: 'SUCCEEDED'; providerReference: string } | { status: 'FAILED'; reason: string } | { status: 'UNKNOWN'; reason: string };

/** What the provider knows of an earlier attempt: NOT_FOUND means it has no refund with our reference. */
export type LookupOutcome = RefundOutcome | { status: 'NOT_FOUND' };

export interface PaymentProvider<Account> {
  refund(account: Account, request: ProviderRefundRequest): Promise<RefundOutcome>;
  lookup(account: Account, request: ProviderRefundRequest): Promise<LookupOutcome>;
}

export interface PaymentProviders {
  dintero: PaymentProvider<DinteroAccount>;
  swedbankPay: PaymentProvider<SwedbankPayAccount>;
}
