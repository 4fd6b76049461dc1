import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address, an address/prefix (CIDR), or one of proxy-addr's names for the private ranges. */
function isProxyAddress(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (!version || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * The proxies whose X-Forwarded-For tells the client's address: none by default (the socket's address
 * counts), or a comma list of addresses and CIDRs. Fastify no longer honours a hop count, because it
 * cannot tell a proxy from a client that sends the header itself, so a number is refused.
 */
const trustProxySchema = z
  .string()
  .default('')
  .transform((value, context): false | string => {
    const entries = value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    if (entries.length === 0 || (entries.length === 1 && entries[0] === 'false')) return false;
    const invalid = entries.filter((entry) => !isProxyAddress(entry));
    if (invalid.length > 0) {
      context.addIssue({
        code: 'custom',
        message: `TRUST_PROXY må være en kommaliste av proxyenes adresser eller CIDR-områder (ugyldig: ${invalid.join(', ')})`,
      });
      return z.NEVER;
    }
    return entries.join(',');
  });

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Unset: 127.0.0.1 with the embedded database (the demo is reached from this machine only), 0.0.0.0 with DATABASE_URL. */
  HOST: z.string().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL må være en postgres:// eller postgresql:// adresse')
    .optional(),
  APP_SECRET_KEY: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/, 'APP_SECRET_KEY må være 64 heksadesimale tegn (32 byte)')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SESSION_TTL_HOURS: z.coerce.number().positive().default(12),
  /** Failed logins per address; successful ones do not count. */
  LOGIN_RATE_LIMIT_PER_IP: z.coerce.number().int().positive().default(30),
  /** Failed logins per username from one address. */
  LOGIN_RATE_LIMIT_PER_USERNAME: z.coerce.number().int().positive().default(10),
  /** Failed logins per username from all addresses together: the ceiling against spread-out guessing. */
  LOGIN_RATE_LIMIT_PER_USERNAME_TOTAL: z.coerce.number().int().positive().default(100),
  LOGIN_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().positive().default(900),
  /** Wrong terminal keys per address in a window; past them the address is answered 429 until the window ends. */
  TERMINAL_KEY_FAILURES_PER_IP: z.coerce.number().int().positive().default(60),
  TERMINAL_KEY_FAILURE_WINDOW_SECONDS: z.coerce.number().int().positive().default(60),
  TRUST_PROXY: trustProxySchema,
  RECAPTCHA_SECRET: z.string().optional(),
  WEB_DIST_DIR: z.string().optional(),
  /** Size of the demo history seeded into an empty embedded database at start. */
  DEMO_DAYS: z.coerce.number().int().min(1).max(3650).default(120),
  DEMO_ORDERS_PER_DAY: z.coerce.number().int().min(1).max(100000).default(60),
  SEED_DEMO_ON_START: z.enum(['auto', 'never']).default('auto'),
  /** The automatic end-of-day settlement of webshop and kiosk terminals (`webshopAutoSettleAtTime`). */
  AUTO_SETTLEMENT: z.enum(['on', 'off']).default('on'),
  /**
   * The built-in payment-provider sandbox (`modules/payments/sandbox.ts`): off unless switched on, by
   * 'on' or by the embedded demo start (`npm start`: `--payment-sandbox`), which 'off' overrides. When on,
   * every Dintero and Swedbank Pay call goes to it in-process and no money moves anywhere.
   */
  PAYMENT_SANDBOX: z.enum(['on', 'off']).optional(),
  /** Dintero's authentication API (access tokens). */
  DINTERO_API_URL: providerUrl('https://api.dintero.com'),
  /** Dintero Checkout's API (transactions, refunds). */
  DINTERO_CHECKOUT_URL: providerUrl('https://checkout.dintero.com'),
  /** The Swedbank Pay API addresses an account may name (production and external integration). */
  SWEDBANK_PAY_API_URLS: providerUrlList('https://api.payex.com,https://api.externalintegration.payex.com'),
  /** How long a call to a payment provider may take before its outcome counts as unknown. */
  PAYMENT_PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(20_000),
  /**
   * The bearer token of GET /metrics (Prometheus); unset, the route answers 404. At least 16 characters,
   * compared in constant time.
   */
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN må ha minst 16 tegn').optional(),
  /**
   * How long a shutdown (SIGTERM, SIGINT) waits for requests in flight and the background jobs before it
   * closes the remaining connections and the database; the process exits 0 either way.
   */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(120_000).default(8_000),
});

/** A provider's base URL: http(s), no credentials, query or fragment; kept without a trailing slash. */
function isProviderUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password && !url.search && !url.hash;
}

function providerUrl(fallback: string) {
  return z
    .string()
    .default(fallback)
    .refine(isProviderUrl, 'må være en http(s)-adresse uten brukernavn, spørring eller fragment')
    .transform((value) => value.replace(/\/+$/, ''));
}

function providerUrlList(fallback: string) {
  return z
    .string()
    .default(fallback)
    .transform((value) =>
      value
        .split(',')
        .map((entry) => entry.trim().replace(/\/+$/, ''))
        .filter(Boolean),
    )
    .refine((list) => list.every(isProviderUrl), 'må være en kommaliste av http(s)-adresser uten brukernavn, spørring eller fragment');
}

export type Config = Omit<z.infer<typeof envSchema>, 'HOST'> & { HOST: string; dataDir: string };

/**
 * Whether the payment-provider sandbox receives the provider calls: only when switched on, by
 * PAYMENT_SANDBOX=on or by the embedded demo start (`embeddedDemoStart`: `npm start` on the embedded
 * database, the channel simulator's own server), unless PAYMENT_SANDBOX=off.
 */
export function paymentSandboxEnabled(config: Pick<Config, 'PAYMENT_SANDBOX'>, embeddedDemoStart = false): boolean {
  return config.PAYMENT_SANDBOX === 'on' || (embeddedDemoStart && config.PAYMENT_SANDBOX !== 'off');
}

/** Reads and validates the environment once at start; a bad value stops the start with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Ugyldig konfigurasjon:\n${lines.join('\n')}`);
  }
  const host = parsed.data.HOST ?? (parsed.data.DATABASE_URL ? '0.0.0.0' : '127.0.0.1');
  return { ...parsed.data, HOST: host, dataDir: path.resolve(parsed.data.DATA_DIR) };
}
