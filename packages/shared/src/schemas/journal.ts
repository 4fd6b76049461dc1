import { z } from 'zod';
import { merchantField as merchant } from './ids';

/** The electronic journal's check (issue: journal and SAF-T): GET /api/report/verifyJournal. */
export const verifyJournalQuery = z.object({ merchant });

export const journalVerificationSchema = z.object({
  ok: z.boolean().describe('true when every entry follows from the one before it, every seal holds and every signed transaction holds'),
  entries: z.number().int().nonnegative().describe('how many entries the chain has'),
  firstBrokenEntry: z.number().int().positive().nullable().describe('the sequence number of the first entry that does not follow, or null'),
  seals: z.object({
    count: z.number().int().nonnegative().describe("how many seals (13999 'Journal forseglet', one after each Z-report) the journal has"),
    firstBroken: z
      .number()
      .int()
      .positive()
      .nullable()
      .describe('the sequence number of the first seal that does not hold (the journal was changed and re-hashed before it), or null'),
    provenThrough: z
      .number()
      .int()
      .nonnegative()
      .nullable()
      .describe('the last entry a holding seal covers before the first broken one: a change lies after it'),
  }),
  signatures: z.object({
    ok: z.boolean(),
    transactions: z.number().int().nonnegative().describe('how many signed sales and returns were checked'),
    firstBroken: z
      .object({
        terminalId: z.string(),
        nr: z.number().int().positive(),
        reason: z
          .enum(['NUMBER', 'SIGNATURE', 'AMOUNT'])
          .describe(
            'NUMBER: a gap or repeat; SIGNATURE: the signature fails; AMOUNT: the order or refund stored no longer matches what was signed',
          ),
      })
      .nullable(),
  }),
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
