import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Test databases are named after the database TEST_DATABASE_URL names, so parallel runs never meet. */
export function testDatabasePrefix(): string {
  const url = process.env.TEST_DATABASE_URL;
  const name = url ? new URL(url).pathname.replace(/^\//, '') : '';
  return /^[a-z0-9_]+$/.test(name) && name !== 'postgres' ? name : 'bakrom_test';
}
export const TEMPLATE_DATABASE = `${testDatabasePrefix()}_template`;
export const TEMPLATE_DUMP = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../.tmp/pglite-template.tar');

/** The maintenance database of the server TEST_DATABASE_URL points at. */
export function adminUrl(url: string): string {
  const parsed = new URL(url);
  parsed.pathname = '/postgres';
  return parsed.toString();
}
