import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Test databases are named after the database TEST_DATABASE_URL names, so parallel runs never meet. */
export function testDatabasePrefix(): string {
  const url = process.env.TEST_DATABASE_URL;
  const name = url ? new URL(url).pathname.replace(/^\//, '') : '';
  return /^[a-z0-9_]+$/.test(name) && name !== 'postgres' ? name : 'bakrom_test';
}
export const TEMPLATE_DATABASE = `${testDatabasePrefix()}_template`;
/**
 * The PGlite template of one run. Named per run (the global setup picks the name and the test workers
 * inherit it), so that two runs in one checkout never read each other's half-written dump.
 */
export const TEMPLATE_DUMP =
  process.env.BAKROM_TEMPLATE_DUMP ??
  (process.env.BAKROM_TEMPLATE_DUMP = path.resolve(
    path.dirname(fileURLToPath(import.meta.url)),
    `../../../.tmp/pglite-template-${process.pid}.tar`,
  ));

/** The maintenance database of the server TEST_DATABASE_URL points at. */
export function adminUrl(url: string): string {
  const parsed = new URL(url);
  parsed.pathname = '/postgres';
  return parsed.toString();
}
