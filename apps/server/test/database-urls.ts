import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const TEMPLATE_DATABASE = 'bakrom_test_template';
export const TEMPLATE_DUMP = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../.tmp/pglite-template.tar');

/** The maintenance database of the server TEST_DATABASE_URL points at. */
export function adminUrl(url: string): string {
  const parsed = new URL(url);
  parsed.pathname = '/postgres';
  return parsed.toString();
}
