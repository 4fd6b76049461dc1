import type { Config } from '../../config';
import type { ServerCache } from '../system/cache';
import { createDinteroProvider } from './dintero';
import type { Fetch } from './http';
import { DINTERO_SANDBOX_URL, SWEDBANK_PAY_SANDBOX_URL } from './sandbox';
import { createSwedbankPayProvider } from './swedbank-pay';
import type { PaymentProviders } from './types';

/** The real adapters, with the configured base URLs, or the sandbox's when it is on. */
export function createPaymentProviders(options: {
  config: Pick<Config, 'DINTERO_API_URL' | 'DINTERO_CHECKOUT_URL' | 'SWEDBANK_PAY_API_URLS' | 'PAYMENT_PROVIDER_TIMEOUT_MS'>;
  cache: ServerCache;
  secretKey: Buffer;
  fetch: Fetch;
  sandbox: boolean;
}): PaymentProviders {
  const { config, cache, secretKey, fetch, sandbox } = options;
  const timeoutMs = config.PAYMENT_PROVIDER_TIMEOUT_MS;
  return {
    dintero: createDinteroProvider({
      fetch,
      cache,
      secretKey,
      apiUrl: sandbox ? DINTERO_SANDBOX_URL : config.DINTERO_API_URL,
      checkoutUrl: sandbox ? DINTERO_SANDBOX_URL : config.DINTERO_CHECKOUT_URL,
      timeoutMs,
    }),
    swedbankPay: createSwedbankPayProvider({
      fetch,
      secretKey,
      allowedBaseUrls: config.SWEDBANK_PAY_API_URLS,
      ...(sandbox ? { forcedBaseUrl: SWEDBANK_PAY_SANDBOX_URL } : {}),
      timeoutMs,
    }),
  };
}
