import type { KeyObject } from 'node:crypto';
import type { Db, DbOrTx } from '../../db/client';
import { decryptSecret, encryptSecret } from '../../lib/secrets';
import { createPublicKey, sign } from 'node:crypto';
import { FIRST_PREVIOUS_SIGNATURE, generateSigningKeyPair, osloDateTime, privateKeyOf, signFields, verifyFields } from './signature';
import {
  insertKey,
  insertSigned,
  lockMerchantKeys,
  lockTerminalChain,
  selectCurrentKey,
  selectKeys,
  selectChainState,
  selectSignedAfter,
  selectSignedTerminals,
  type SigningKeyRow,
} from './signing-repository';

export interface TransactionToSign {
  merchantId: string;
  terminalId: string;
  kind: 'SALE' | 'RETURN';
  orderId: string;
  refundId?: string | null;
  at: Date;
  /** Øre; a return's amounts are negative. */
  amountWithVat: number;
  amountWithoutVat: number;
}

export interface TransactionSignature {
  nr: number;
  signature: string;
  keyVersion: number;
}

/**
 * Signs sales and returns when they are recorded, in the recording transaction (after its own locks,
 * before the journal's): the terminal's chain is locked, so concurrent sales cannot fork it. The merchant's
 * key pair is made on first need; private keys are decrypted once per process and key version.
 */
export function createTransactionSigner(secretKey: Buffer) {
  const privateKeys = new Map<string, KeyObject>();

  function privateKeyFor(key: SigningKeyRow): KeyObject {
    const cacheKey = `${key.merchantId}:${key.keyVersion}`;
    let privateKey = privateKeys.get(cacheKey);
    if (!privateKey) privateKeys.set(cacheKey, (privateKey = privateKeyOf(decryptSecret(key.privateKeyEncrypted, secretKey))));
    return privateKey;
  }

  /** The merchant's first key, made once whatever the number of first sales at once. */
  async function firstKey(tx: DbOrTx, merchantId: string): Promise<SigningKeyRow> {
    await lockMerchantKeys(tx, merchantId);
    return (await selectCurrentKey(tx, merchantId)) ?? (await newKey(tx, merchantId, 1));
  }

  async function newKey(tx: DbOrTx, merchantId: string, keyVersion: number): Promise<SigningKeyRow> {
    const pair = generateSigningKeyPair();
    return insertKey(tx, {
      merchantId,
      keyVersion,
      publicKeyPem: pair.publicKeyPem,
      privateKeyEncrypted: encryptSecret(pair.privateKeyPem, secretKey),
    });
  }

  /** Signs the transactions of one terminal, in the given order, after its last signed one. */
  async function signAll(
    tx: DbOrTx,
    merchantId: string,
    terminalId: string,
    transactions: TransactionToSign[],
  ): Promise<TransactionSignature[]> {
    if (transactions.length === 0) return [];
    await lockTerminalChain(tx, terminalId);
    const state = await selectChainState(tx, merchantId, terminalId);
    const key = state.key ?? (await firstKey(tx, merchantId));
    const privateKey = privateKeyFor(key);
    const last = state.last;
    let nr = last?.nr ?? 0;
    let previousSignature = last?.signature ?? FIRST_PREVIOUS_SIGNATURE;
    const rows = transactions.map((transaction) => {
      nr += 1;
      const when = osloDateTime(transaction.at);
      const signature = signFields(privateKey, {
        previousSignature,
        ...when,
        nr,
        amountWithVat: transaction.amountWithVat,
        amountWithoutVat: transaction.amountWithoutVat,
      });
      previousSignature = signature;
      return {
        merchantId,
        terminalId,
        nr,
        kind: transaction.kind,
        orderId: transaction.orderId,
        refundId: transaction.refundId ?? null,
        ...when,
        amountWithVat: transaction.amountWithVat,
        amountWithoutVat: transaction.amountWithoutVat,
        signature,
        keyVersion: key.keyVersion,
      };
    });
    await insertSigned(tx, rows);
    return rows.map((row) => ({ nr: row.nr, signature: row.signature, keyVersion: row.keyVersion }));
  }

  return {
    /** Signs one sale or return of a terminal. */
    async sign(tx: DbOrTx, transaction: TransactionToSign): Promise<TransactionSignature> {
      const [signed] = await signAll(tx, transaction.merchantId, transaction.terminalId, [transaction]);
      return signed!;
    },
    signAll,
    /**
     * The merchant's current key for sealing its journal (made on first need): its version and a signer of
     * a text (RSA-SHA256, base64). Take it before the journal's lock, as a sale takes the key before it.
     */
    async sealKey(tx: DbOrTx, merchantId: string): Promise<{ keyVersion: number; sign(text: string): string }> {
      const key = (await selectCurrentKey(tx, merchantId)) ?? (await firstKey(tx, merchantId));
      const privateKey = privateKeyFor(key);
      return { keyVersion: key.keyVersion, sign: (text) => sign('sha256', Buffer.from(text, 'utf8'), privateKey).toString('base64') };
    },
    /** A new key version for the merchant; transactions signed before keep theirs. */
    async rotateKey(tx: DbOrTx, merchantId: string): Promise<number> {
      await lockMerchantKeys(tx, merchantId);
      const current = await selectCurrentKey(tx, merchantId);
      return (await newKey(tx, merchantId, (current?.keyVersion ?? 0) + 1)).keyVersion;
    },
  };
}

export type TransactionSigner = ReturnType<typeof createTransactionSigner>;

/** getSaftPublicKeys: every key version of the merchant with its public key. */
export async function saftPublicKeys(db: Db, merchantId: string): Promise<{ keyVersion: number; publicKeyPem: string }[]> {
  return (await selectKeys(db, merchantId)).map((key) => ({ keyVersion: key.keyVersion, publicKeyPem: key.publicKeyPem }));
}

/** Why a signed transaction does not hold. */
export type SignatureBreak =
  /** Its number skips or repeats. */
  | 'NUMBER'
  /** Its signature does not verify over its fields and the previous signature. */
  | 'SIGNATURE'
  /** What it signed is not what the order or the refund stores now (amounts, payments), or the row is gone. */
  | 'AMOUNT';

export interface SignatureCheck {
  ok: boolean;
  transactions: number;
  /** The first transaction that does not hold, per the order of terminals, and why. */
  firstBroken: { terminalId: string; nr: number; reason: SignatureBreak } | null;
}

const BATCH = 5_000;

/**
 * Walks every terminal's chain of the merchant: numbers without gaps from 1, each previous signature the
 * one before, each signature verified with the public key of its version, and each signed amount equal to
 * what is stored: a sale's goods total (tips excluded) with and without VAT and its payments adding up to
 * what was to pay, a return's refunded goods (negative). Memory stays flat (batches).
 */
export async function checkSignatures(db: Db, merchantId: string): Promise<SignatureCheck> {
  const keys = new Map((await selectKeys(db, merchantId)).map((key) => [key.keyVersion, createPublicKey(key.publicKeyPem)]));
  let transactions = 0;
  let firstBroken: SignatureCheck['firstBroken'] = null;
  for (const terminalId of await selectSignedTerminals(db, merchantId)) {
    let expectedNr = 1;
    let previousSignature = FIRST_PREVIOUS_SIGNATURE;
    for (;;) {
      const batch = await selectSignedAfter(db, merchantId, terminalId, expectedNr - 1, BATCH);
      for (const row of batch) {
        transactions += 1;
        const key = keys.get(row.keyVersion);
        const signatureHolds =
          key !== undefined &&
          verifyFields(
            key,
            {
              previousSignature,
              transDate: row.transDate,
              transTime: row.transTime,
              nr: row.nr,
              amountWithVat: row.amountWithVat,
              amountWithoutVat: row.amountWithoutVat,
            },
            row.signature,
          );
        const amountsHold = row.storedWithVat === row.amountWithVat && row.storedWithoutVat === row.amountWithoutVat && row.paymentsHold;
        const reason: SignatureBreak | null =
          row.nr !== expectedNr ? 'NUMBER' : !signatureHolds ? 'SIGNATURE' : !amountsHold ? 'AMOUNT' : null;
        if (reason && !firstBroken) firstBroken = { terminalId, nr: row.nr, reason };
        expectedNr = row.nr + 1;
        previousSignature = row.signature;
      }
      if (batch.length < BATCH) break;
    }
  }
  return { ok: firstBroken === null, transactions, firstBroken };
}
