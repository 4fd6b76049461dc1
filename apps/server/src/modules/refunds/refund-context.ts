import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { refundAttemptLimitSeconds, type PaymentProviders } from '../payments/index';
import type { TransactionSigner } from '../saft/signing-service';

/** What the refund functions work with: the app's database, providers, log, signer and clock. */
export interface RefundContext {
  db: Db;
  providers: PaymentProviders;
  log: FastifyBaseLogger;
  /** Signs each refund made as a return of its terminal (SAF-T Cash Register). */
  signer: TransactionSigner;
  /** When a refund is made and completed (its business day, its signature's time). */
  clock: Clock;
  /** How long a repeat of a key waits for an attempt in progress before answering 409. */
  waitForAttemptMs?: number;
  /**
   * After how long an attempt still marked as calling counts as abandoned (its process is gone):
   * `refundAttemptLimitSeconds` of the provider time limit.
   */
  staleAttemptSeconds?: number;
}

export const waitForAttemptMs = (context: RefundContext) => context.waitForAttemptMs ?? 10_000;
export const staleAttemptSeconds = (context: RefundContext) => context.staleAttemptSeconds ?? refundAttemptLimitSeconds(20_000);
