import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * AES-256-GCM for secrets at rest (payment-provider secrets, cached access tokens).
 * Stored as `v1.<iv>.<tag>.<ciphertext>`, base64url parts.
 */
export function encryptSecret(plaintext: string, key: Buffer): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), data].map((p) => (typeof p === 'string' ? p : p.toString('base64url'))).join('.');
}

export function decryptSecret(stored: string, key: Buffer): string {
  const [version, iv, tag, data] = stored.split('.');
  if (version !== 'v1' || !iv || !tag || data === undefined) throw new Error('Ukjent format på kryptert verdi');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
}

/** The key from APP_SECRET_KEY, or for the embedded setup one generated once into the data folder. */
export function resolveSecretKey(options: { appSecretKey?: string; dataDir: string; embedded: boolean }): Buffer {
  if (options.appSecretKey) return Buffer.from(options.appSecretKey, 'hex');
  if (!options.embedded) {
    throw new Error('APP_SECRET_KEY må settes når DATABASE_URL brukes (64 heksadesimale tegn).');
  }
  const file = path.join(options.dataDir, 'secret.key');
  if (!existsSync(file)) {
    mkdirSync(options.dataDir, { recursive: true });
    writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 });
  }
  return Buffer.from(readFileSync(file, 'utf8').trim(), 'hex');
}
