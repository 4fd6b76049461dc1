import { createPrivateKey, createPublicKey, generateKeyPairSync, sign, verify, type KeyObject } from 'node:crypto';
import { osloParts } from '@bakrom/shared/format';

/**
 * The transaction signature of SAF-T Cash Register (technical description 1.1): RSA-SHA1, base64, over
 * `<previous signature>;<transDate>;<transTime>;<nr>;<transAmntIn>;<transAmntEx>`, the first transaction
 * of a cash point chained to `0`.
 */
export const FIRST_PREVIOUS_SIGNATURE = '0';
/** The technical description asks for at least 1024 bits; more costs every sale more time. */
export const SIGNING_KEY_BITS = 1024;

export interface SignedFields {
  previousSignature: string;
  /** Oslo date YYYY-MM-DD and time hh:mm:ss of the transaction. */
  transDate: string;
  transTime: string;
  nr: number;
  /** Øre; a return is negative. */
  amountWithVat: number;
  amountWithoutVat: number;
}

/** Øre as kroner with two decimals and a point, as the file writes them: -11550 → '-115.50'. */
export function kronerText(ore: number): string {
  const whole = Math.abs(ore);
  return `${ore < 0 ? '-' : ''}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}

export function signatureText(fields: SignedFields): string {
  return [
    fields.previousSignature,
    fields.transDate,
    fields.transTime,
    String(fields.nr),
    kronerText(fields.amountWithVat),
    kronerText(fields.amountWithoutVat),
  ].join(';');
}

/** The Oslo date and time of an instant as a signature carries them. */
export function osloDateTime(instant: Date): { transDate: string; transTime: string } {
  const p = osloParts(instant);
  return { transDate: `${p.year}-${p.month}-${p.day}`, transTime: `${p.hour}:${p.minute}:${p.second}` };
}

export function signFields(privateKey: KeyObject, fields: SignedFields): string {
  return sign('sha1', Buffer.from(signatureText(fields), 'utf8'), privateKey).toString('base64');
}

export function verifyFields(publicKeyPem: string | KeyObject, fields: SignedFields, signature: string): boolean {
  const key = typeof publicKeyPem === 'string' ? createPublicKey(publicKeyPem) : publicKeyPem;
  return verify('sha1', Buffer.from(signatureText(fields), 'utf8'), key, Buffer.from(signature, 'base64'));
}

export function generateSigningKeyPair(): { publicKeyPem: string; privateKeyPem: string } {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: SIGNING_KEY_BITS });
  return {
    publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    privateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  };
}

export const privateKeyOf = (pem: string): KeyObject => createPrivateKey(pem);
