import { z } from 'zod';
import { merchantField as merchant } from './ids';

/** The electronic journal's check (issue: journal and SAF-T): GET /api/report/verifyJournal. */
export const verifyJournalQuery = z.object({ merchant });

export const journalVerificationSchema = z.object({
  ok: z.boolean().describe('true when every entry follows from the one before it'),
  entries: z.number().int().nonnegative().describe('how many entries the chain has'),
  firstBrokenEntry: z.number().int().positive().nullable().describe('the sequence number of the first entry that does not follow, or null'),
});
export type JournalVerification = z.infer<typeof journalVerificationSchema>;

/** GET /api/report/getSaftPublicKeys: every signing key version of the merchant with its public key (PEM). */
export const saftPublicKeysQuery = z.object({ merchant });
export const saftPublicKeysResponse = z.array(
  z.object({
    keyVersion: z.number().int().positive(),
    publicKeyPem: z.string().describe('the RSA public key of this version, SubjectPublicKeyInfo PEM'),
  }),
);
