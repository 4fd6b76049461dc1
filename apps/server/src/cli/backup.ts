import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { z } from 'zod';
import type { Config } from '../config';
import { dataDirInUseMessage, serverUsingDataDir } from '../lib/data-dir-lock';
import { CliError, parseOptions } from './args';
import { define } from './command';

/**
 * Backup and restore of the embedded database (PGlite). A backup file is one line naming the format,
 * one line of JSON (when, the size and SHA-256 of the database, the data folder's secret key if it has
 * one), then PGlite's own gzipped tarball of its folder (`dumpDataDir`), which is consistent because
 * the command is the only process on the folder: it refuses while the server runs on it (`server.pid`).
 * With DATABASE_URL, PostgreSQL's pg_dump and pg_restore do this (README, docs/operations.md).
 */

const MAGIC = 'BAKROM-BACKUP 1';
const PGLITE_FOLDER = 'pglite';
const SECRET_KEY_FILE = 'secret.key';

const headerSchema = z.object({
  format: z.literal(1),
  createdAt: z.string(),
  database: z.literal('pglite'),
  bytes: z.number().int().positive(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  secretKey: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/)
    .nullable(),
});
type Header = z.infer<typeof headerSchema>;

const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');
const stamp = () => new Date().toISOString().replace(/[:.]/g, '-');

function refuseWithPostgres(config: Config, what: 'backup' | 'restore'): void {
  if (!config.DATABASE_URL) return;
  throw new CliError(
    what === 'backup'
      ? 'Med DATABASE_URL ligger dataene i PostgreSQL: ta sikkerhetskopien med pg_dump (se README, «Drift»).'
      : 'Med DATABASE_URL ligger dataene i PostgreSQL: gjenopprett med pg_restore (se README, «Drift»).',
  );
}

function refuseWhileServerRuns(config: Config): void {
  const pid = serverUsingDataDir(config.dataDir);
  if (pid !== undefined) throw new CliError(dataDirInUseMessage(config.dataDir, pid));
}

const isEmptyFolder = (folder: string) => !existsSync(folder) || readdirSync(folder).length === 0;

/** Writes the backup of the data folder's database to `out`. */
export async function backupEmbedded(config: Config, out: string, force: boolean): Promise<Header> {
  refuseWithPostgres(config, 'backup');
  refuseWhileServerRuns(config);
  const pgdata = path.join(config.dataDir, PGLITE_FOLDER);
  if (isEmptyFolder(pgdata)) throw new CliError(`Fant ingen innebygd database i ${config.dataDir} (DATA_DIR).`);
  const target = path.resolve(out);
  if (existsSync(target) && !force)
    throw new CliError(`${target} finnes allerede. Velg et annet navn, eller bruk --force for å skrive over.`);
  const client = new PGlite({ dataDir: pgdata });
  let dump: Uint8Array;
  try {
    await client.waitReady;
    await client.query('checkpoint');
    dump = new Uint8Array(await (await client.dumpDataDir('gzip')).arrayBuffer());
  } finally {
    await client.close();
  }
  const keyFile = path.join(config.dataDir, SECRET_KEY_FILE);
  const header: Header = {
    format: 1,
    createdAt: new Date().toISOString(),
    database: 'pglite',
    bytes: dump.byteLength,
    sha256: sha256(dump),
    secretKey: existsSync(keyFile) ? readFileSync(keyFile, 'utf8').trim() : null,
  };
  mkdirSync(path.dirname(target), { recursive: true });
  const partial = `${target}.partial-${process.pid}`;
  // The secret key and the data are inside: readable by the owner only.
  writeFileSync(partial, Buffer.concat([Buffer.from(`${MAGIC}\n${JSON.stringify(header)}\n`, 'utf8'), dump]), { mode: 0o600 });
  renameSync(partial, target);
  return header;
}

/** The header and the database of a backup file, checked: its format, its size and its checksum. */
export function readBackup(file: string): { header: Header; dump: Uint8Array<ArrayBuffer> } {
  const source = path.resolve(file);
  if (!existsSync(source)) throw new CliError(`Fant ikke ${source}.`);
  const data = readFileSync(source);
  const invalid = (why: string) => new CliError(`${source} er ikke en gyldig Bakrom-sikkerhetskopi: ${why}.`);
  const firstBreak = data.indexOf(0x0a);
  if (firstBreak < 0 || data.subarray(0, firstBreak).toString('utf8') !== MAGIC) throw invalid('ukjent filformat');
  const secondBreak = data.indexOf(0x0a, firstBreak + 1);
  if (secondBreak < 0) throw invalid('filen er avkortet');
  let header: Header;
  try {
    header = headerSchema.parse(JSON.parse(data.subarray(firstBreak + 1, secondBreak).toString('utf8')));
  } catch {
    throw invalid('hodet kan ikke leses');
  }
  const dump = new Uint8Array(data.subarray(secondBreak + 1));
  if (dump.byteLength !== header.bytes) throw invalid(`databasen har ${dump.byteLength} byte, ventet ${header.bytes} (filen er avkortet?)`);
  if (sha256(dump) !== header.sha256) throw invalid('sjekksummen stemmer ikke (filen er skadet)');
  return { header, dump };
}

/**
 * Restores a backup into the data folder: refused while a server runs on it, and over a database that is
 * there unless `force` (which keeps the old one beside it as `pglite.before-restore-…`). The database is
 * unpacked and opened in a folder of its own first, and takes the place of the old one only when it opens.
 */
export async function restoreEmbedded(config: Config, from: string, force: boolean): Promise<{ header: Header; keptAs?: string }> {
  refuseWithPostgres(config, 'restore');
  refuseWhileServerRuns(config);
  const { header, dump } = readBackup(from);
  const pgdata = path.join(config.dataDir, PGLITE_FOLDER);
  const keyFile = path.join(config.dataDir, SECRET_KEY_FILE);
  const occupied = !isEmptyFolder(pgdata);
  if (occupied && !force) {
    throw new CliError(
      `Datamappen ${config.dataDir} har allerede en database. Bruk --force for å erstatte den (den gamle blir liggende ved siden av).`,
    );
  }
  const existingKey = existsSync(keyFile) ? readFileSync(keyFile, 'utf8').trim() : null;
  if (header.secretKey && existingKey && existingKey.toLowerCase() !== header.secretKey.toLowerCase() && !force) {
    throw new CliError(`Datamappen ${config.dataDir} har en annen hemmelig nøkkel (secret.key). Bruk --force for å erstatte den.`);
  }
  mkdirSync(config.dataDir, { recursive: true });
  const suffix = stamp();
  const unpacked = path.join(config.dataDir, `${PGLITE_FOLDER}.restoring-${suffix}`);
  try {
    const client = new PGlite({ dataDir: unpacked, loadDataDir: new Blob([dump]) });
    try {
      await client.waitReady;
      await client.query('select count(*) from drizzle.__drizzle_migrations');
    } finally {
      await client.close();
    }
  } catch (error) {
    rmSync(unpacked, { recursive: true, force: true });
    throw new CliError(`Sikkerhetskopien kunne ikke åpnes som en Bakrom-database: ${(error as Error).message}`);
  }
  let keptAs: string | undefined;
  if (existsSync(pgdata)) {
    if (occupied) {
      keptAs = path.join(config.dataDir, `${PGLITE_FOLDER}.before-restore-${suffix}`);
      renameSync(pgdata, keptAs);
    } else {
      rmSync(pgdata, { recursive: true, force: true });
    }
  }
  renameSync(unpacked, pgdata);
  if (header.secretKey && existingKey?.toLowerCase() !== header.secretKey.toLowerCase()) {
    if (existingKey) renameSync(keyFile, `${keyFile}.before-restore-${suffix}`);
    writeFileSync(keyFile, header.secretKey, { mode: 0o600 });
  }
  return { header, keptAs };
}

const backupHelp =
  'Bruk: npm run cli -- backup --out FIL [--force]\n\n' +
  'Tar en sikkerhetskopi av den innebygde databasen (DATA_DIR) med datamappens hemmelige nøkkel: én fil, lesbar\n' +
  'bare for eieren. Stopp serveren først (den innebygde databasen kan bare åpnes av én prosess om gangen).\n' +
  'Med DATABASE_URL: bruk pg_dump (se README).\n' +
  '  --out FIL  filen som skrives\n' +
  '  --force    skriv over filen om den finnes';
export const backupCommand = define({
  name: 'backup',
  summary: 'Ta en sikkerhetskopi av den innebygde databasen',
  help: backupHelp,
  parse: (args) =>
    parseOptions(
      args,
      { out: { type: 'string' }, force: { type: 'boolean' } },
      z.object({ out: z.string().trim().min(1), force: z.boolean().default(false) }),
      backupHelp,
    ),
  async runAlone(options: { out: string; force: boolean }, config: Config, print: (line: string) => void) {
    const header = await backupEmbedded(config, options.out, options.force);
    print(
      `Sikkerhetskopi skrevet til ${path.resolve(options.out)} (${(header.bytes / 1024 / 1024).toFixed(1)} MB, sha256 ${header.sha256.slice(0, 12)}…` +
        `${header.secretKey ? ', med den hemmelige nøkkelen' : ''}). Gjenopprett med: npm run cli -- restore --from ${options.out}`,
    );
  },
});

const restoreHelp =
  'Bruk: npm run cli -- restore --from FIL [--force]\n\n' +
  'Gjenoppretter en sikkerhetskopi fra «backup» i den innebygde databasens datamappe (DATA_DIR), etter at filen er\n' +
  'kontrollert (format, størrelse, sjekksum). Stopp serveren først. Nektes over en database som finnes, med mindre\n' +
  '--force er gitt: da flyttes den gamle til pglite.before-restore-<tid> i datamappen. Med DATABASE_URL: bruk pg_restore.\n' +
  '  --from FIL  sikkerhetskopien\n' +
  '  --force     erstatt databasen (og den hemmelige nøkkelen) som finnes';
export const restoreCommand = define({
  name: 'restore',
  summary: 'Gjenopprett den innebygde databasen fra en sikkerhetskopi',
  help: restoreHelp,
  parse: (args) =>
    parseOptions(
      args,
      { from: { type: 'string' }, force: { type: 'boolean' } },
      z.object({ from: z.string().trim().min(1), force: z.boolean().default(false) }),
      restoreHelp,
    ),
  async runAlone(options: { from: string; force: boolean }, config: Config, print: (line: string) => void) {
    const { header, keptAs } = await restoreEmbedded(config, options.from, options.force);
    print(
      `Gjenopprettet sikkerhetskopien fra ${header.createdAt} i ${config.dataDir}.` +
        (keptAs ? ` Den forrige databasen ligger i ${keptAs}.` : '') +
        ' Kontroller journalen med verify-journal, og start serveren (npm run serve).',
    );
  },
});
