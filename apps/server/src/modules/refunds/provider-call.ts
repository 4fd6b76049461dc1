import type { LookupOutcome, PaymentProvider, PaymentProviders, ProviderRefundRequest, RefundOutcome } from '../payments/index';
import type { RefundContext } from './refund-context';
import { selectionOf } from './refund-plan';
import type { DbOrTx } from '../../db/client';
import { findDinteroAccount, findSwedbankPayAccount, type RefundRow } from './repository';

/** A card refund's provider bound to the location's account: the two calls a refund makes. */
export interface ProviderCall {
  /** Sends the refund; an adapter that throws has an unknown outcome (it may have sent the refund). */
  send(request: ProviderRefundRequest): Promise<RefundOutcome>;
  /** Asks whether the provider has a refund with our reference. */
  lookup(request: ProviderRefundRequest): Promise<LookupOutcome>;
}

interface ProviderEntry<Account> {
  findAccount(db: DbOrTx, merchantId: string, locationId: string): Promise<Account | undefined>;
  adapter(providers: PaymentProviders): PaymentProvider<Account>;
}

const entry = <Account>(value: ProviderEntry<Account>) => value as ProviderEntry<unknown>;

/** The card-payment providers a refund is sent to, by the payment's provider. */
const PROVIDERS = new Map<string, ProviderEntry<unknown>>([
  ['DINTERO', entry({ findAccount: findDinteroAccount, adapter: (providers) => providers.dintero })],
  ['SWEDBANK_PAY', entry({ findAccount: findSwedbankPayAccount, adapter: (providers) => providers.swedbankPay })],
]);

/** A call whose adapter throws has an unknown outcome. */
async function guarded<T>(call: () => Promise<T>): Promise<T | { status: 'UNKNOWN'; reason: string }> {
  try {
    return await call();
  } catch (error) {
    return { status: 'UNKNOWN', reason: error instanceof Error ? error.name : 'ukjent feil' };
  }
}

/** The refund's provider with the location's account, chosen once; undefined without a card provider or an account. */
export async function providerCallFor(
  context: RefundContext,
  refund: Pick<RefundRow, 'merchantId' | 'onlinePaymentProvider'>,
  locationId: string,
): Promise<ProviderCall | undefined> {
  const provider = PROVIDERS.get(refund.onlinePaymentProvider);
  if (!provider) return undefined;
  const account = await provider.findAccount(context.db, refund.merchantId, locationId);
  if (!account) return undefined;
  const adapter = provider.adapter(context.providers);
  return {
    send: (request) => guarded(() => adapter.refund(account, request)),
    lookup: (request) => guarded(() => adapter.lookup(account, request)),
  };
}

/** What the provider is sent or asked about a stored refund. */
export function providerRequest(refund: RefundRow, orderNumber: number): ProviderRefundRequest {
  return {
    paymentId: refund.providerPaymentId ?? '',
    operationReference: refund.operationReference ?? '',
    description: `Refusjon av ordre ${orderNumber}`,
    selection: selectionOf(refund),
  };
}
