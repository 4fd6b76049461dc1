import { z } from 'zod';

/** What the /cache page shows of one server-cache entry: never its value. */
export const cacheEntryInfoSchema = z.object({
  key: z.string(),
  kind: z.string(),
  merchant: z.string().nullable(),
  sizeBytes: z.number(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type CacheEntryInfo = z.infer<typeof cacheEntryInfoSchema>;

export const cacheInfoSchema = z.object({
  entries: z.array(cacheEntryInfoSchema),
  totalEntries: z.number(),
  totalBytes: z.number(),
});
export type CacheInfo = z.infer<typeof cacheInfoSchema>;

export const pingSchema = z.object({ pong: z.literal(true) });
export const healthSchema = z.object({ status: z.literal('ok'), database: z.string() });

export const emptyCacheResultSchema = z.object({ result: z.literal('SUCCEEDED'), removed: z.number() });
export type EmptyCacheResult = z.infer<typeof emptyCacheResultSchema>;

/**
 * GET /api/ready: whether this instance should get traffic: 200 with `ready: true`, otherwise 503 with
 * what is wrong (the database does not answer, migrations are missing, the server is shutting down).
 */
export const readySchema = z.object({
  ready: z.boolean(),
  database: z.enum(['ok', 'unreachable']),
  migrations: z.enum(['applied', 'pending', 'unknown']),
  shuttingDown: z.boolean(),
});
export type Ready = z.infer<typeof readySchema>;
