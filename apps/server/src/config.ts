import path from 'node:path';
import { z } from 'zod';

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
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
  LOGIN_RATE_LIMIT_PER_IP: z.coerce.number().int().positive().default(30),
  LOGIN_RATE_LIMIT_PER_USERNAME: z.coerce.number().int().positive().default(10),
  LOGIN_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().positive().default(900),
  RECAPTCHA_SECRET: z.string().optional(),
  WEB_DIST_DIR: z.string().optional(),
  /** Size of the demo history seeded into an empty embedded database at start. */
  DEMO_DAYS: z.coerce.number().int().min(1).max(3650).default(120),
  DEMO_ORDERS_PER_DAY: z.coerce.number().int().min(1).max(100000).default(60),
  SEED_DEMO_ON_START: z.enum(['auto', 'never']).default('auto'),
});

export type Config = z.infer<typeof envSchema> & { dataDir: string };

/** Reads and validates the environment once at start; a bad value stops the start with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Ugyldig konfigurasjon:\n${lines.join('\n')}`);
  }
  return { ...parsed.data, dataDir: path.resolve(parsed.data.DATA_DIR) };
}
