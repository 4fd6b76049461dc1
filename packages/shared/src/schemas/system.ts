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
