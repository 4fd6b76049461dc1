import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openPglite } from '../db/client';
import { runCli } from './run';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bakrom-cli-'));
// PORT: no server of the machine's own (npm start) is taken for one on this test's embedded database.
const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', APP_SECRET_KEY: '', PORT: '9' };

/** A command as `npm run cli` runs it, in this process: its exit code and what it printed. */
async function cli(...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(args, env, { out: (line) => out.push(line), err: (line) => err.push(line) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

/** The same through `node apps/server/src/cli/main.ts`: what a shell sees, exit code included. */
function cliProcess(...args: string[]) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/cli/main.ts', ...args], {
    cwd: root,
    env,
    encoding: 'utf8',
    timeout: 120_000,
  });
  return { code: result.status, out: result.stdout, err: result.stderr };
}

describe('npm run cli', () => {
  it('lists the commands with --help and exits non-zero without a command', async () => {
    const help = await cli('--help');
    expect(help.code).toBe(0);
    for (const name of [
      'migrate',
      'seed-demo',
      'create-merchant',
      'create-user',
      'reset-password',
      'create-terminal',
      'revoke-terminal',
      'verify-journal',
      'export-saft',
    ])
      expect(help.out).toContain(name);
    expect((await cli()).code).not.toBe(0);
  });

  it('exits from a shell with the code of the command: 0 for help, 1 without a command, 2 for a refusal', () => {
    const help = cliProcess('--help');
    expect(help.code, help.err).toBe(0);
    expect(help.out).toContain('seed-demo');
    expect(cliProcess().code).toBe(1);
    const refused = cliProcess('frobnicate');
    expect(refused.code).toBe(2);
    expect(refused.err).toContain('Ukjent kommando «frobnicate»');
  }, 120_000);

  it('explains each command with --help', async () => {
    const result = await cli('create-user', '--help');
    expect(result.code).toBe(0);
    expect(result.out).toContain('--username');
  });

  it.each([
    [['frobnicate'], 'Ukjent kommando'],
    [['create-merchant', '--id', 'Ugyldig Id!', '--name', 'X'], '--id'],
    [['create-merchant', '--id', 'kafe', '--name', 'X', '--mode', 'EVERYTHING'], '--mode'],
    [['create-user', '--username', 'a', '--password', 'kort', '--role', 'ADMIN', '--merchant', 'kafe'], '--password'],
    [['create-user', '--username', 'a', '--password', 'langtnok1', '--role', 'SUPER_ADMIN', '--merchant', 'kafe'], '--merchant'],
    [['seed-demo', '--days', 'mange'], '--days'],
    [['migrate', '--unknown-flag'], 'unknown-flag'],
    [['create-terminal', '--merchant', 'kafe', '--location', 'Sentrum', '--type', 'KDS', '--device-name', 'Skjerm'], '--type'],
    [['create-terminal', '--merchant', 'kafe', '--location', 'Sentrum', '--type', 'POS'], '--device-name'],
    [['revoke-terminal', '--merchant', 'kafe'], '--terminal'],
    [['verify-journal'], '--merchant'],
    [
      ['export-saft', '--merchant', 'kafe', '--from', '2026-11-25', '--to', '2026-11-01', '--out', 'x.xml'],
      'Til-datoen kan ikke være før fra-datoen',
    ],
    [
      ['export-saft', '--merchant', 'kafe', '--from', '2024-12-31', '--to', '2026-01-01', '--out', 'x.xml'],
      'Perioden kan være høyst ett år.',
    ],
    [
      ['export-vouchers', '--merchant', 'kafe', '--from', '2026-11-01', '--to', '2026-11-25', '--format', 'pdf', '--out', 'x.txt'],
      'Velg format: gbat10, csv eller xlsx',
    ],
  ])('refuses %j with a clear message and exit code 2', async (args, mention) => {
    const result = await cli(...args);
    expect(result.code).toBe(2);
    expect(result.err).toContain(mention);
  });

  it('creates a merchant and users, and resets a password', async () => {
    expect((await cli('create-merchant', '--id', 'kafe-nord', '--name', 'Kafé Nord AS', '--mode', 'POS')).code).toBe(0);
    const duplicate = await cli('create-merchant', '--id', 'kafe-nord', '--name', 'Igjen');
    expect(duplicate.code).toBe(2);
    expect(duplicate.err).toContain('finnes allerede');

    const staff = await cli(
      'create-user',
      '--username',
      'Nina.Admin',
      '--password',
      'hemmelig1',
      '--role',
      'ADMIN',
      '--merchant',
      'kafe-nord',
    );
    expect(staff.code).toBe(0);
    expect(staff.out).toContain('nina.admin');
    expect((await cli('create-user', '--username', 'drift', '--password', 'hemmelig1', '--role', 'SUPER_ADMIN')).code).toBe(0);
    expect(
      (await cli('create-user', '--username', 'nina.admin', '--password', 'hemmelig1', '--role', 'MANAGER', '--merchant', 'kafe-nord'))
        .code,
    ).toBe(2);
    expect(
      (await cli('create-user', '--username', 'x', '--password', 'hemmelig1', '--role', 'MANAGER', '--merchant', 'finnes-ikke')).err,
    ).toContain('Fant ingen merchant');

    expect((await cli('reset-password', '--username', 'nina.admin', '--password', 'nyttpassord')).code).toBe(0);
    expect((await cli('reset-password', '--username', 'ingen', '--password', 'nyttpassord')).code).toBe(2);
  }, 240_000);

  it('refuses a terminal key for what it cannot find, as the service words it', async () => {
    // The keys themselves: modules/channel/terminal-keys.test.ts.
    expect((await cli('create-merchant', '--id', 'kafe-syd', '--name', 'Kafé Syd AS')).code).toBe(0);
    const noLocation = await cli('create-terminal', '--merchant', 'kafe-syd', '--location', 'Sentrum', '--type', 'WEBSHOP');
    expect(noLocation.code).toBe(2);
    expect(noLocation.err).toContain('Fant ingen avdeling «Sentrum»');
    expect((await cli('create-terminal', '--merchant', 'ingen', '--location', 'Sentrum', '--type', 'WEBSHOP')).err).toContain(
      'Fant ingen merchant',
    );
    const unknown = await cli('revoke-terminal', '--merchant', 'kafe-syd', '--terminal', '00000000-0000-4000-8000-000000000000');
    expect(unknown.code).toBe(2);
    expect(unknown.err).toContain('Fant ingen terminal');
  }, 240_000);

  it('verifies a journal and its signatures, whole when nothing was recorded yet', async () => {
    // Broken chains: modules/journal/journal.test.ts and modules/saft/signing.test.ts.
    const result = await cli('verify-journal', '--merchant', 'kafe-syd');
    expect(result.code, result.err).toBe(0);
    expect(JSON.parse(result.out)).toEqual({
      ok: true,
      entries: 0,
      firstBrokenEntry: null,
      seals: { count: 0, firstBroken: null, provenThrough: null },
      signatures: { ok: true, transactions: 0, firstBroken: null },
    });
  }, 120_000);

  it('verify-journal exits 1 from a shell when an entry was changed behind the journal’s back', async () => {
    expect((await cli('seed-demo', '--days', '1', '--orders-per-day', '4')).code).toBe(0);
    const whole = await cli('verify-journal', '--merchant', 'demo');
    expect(whole.code, whole.err).toBe(0);
    expect(JSON.parse(whole.out)).toMatchObject({ ok: true, firstBrokenEntry: null });

    // Someone with the database's keys turns the append-only trigger off and edits entry 2.
    const database = await openPglite(dataDir);
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`alter table journal_entries disable trigger journal_entries_no_update`);
      await tx.execute(sql`update journal_entries set description = 'endret' where merchant_id = 'demo' and sequence = 2`);
      await tx.execute(sql`alter table journal_entries enable trigger journal_entries_no_update`);
    });
    await database.close();

    const broken = cliProcess('verify-journal', '--merchant', 'demo');
    expect(broken.code, broken.err).toBe(1);
    expect(JSON.parse(broken.out)).toMatchObject({ ok: false, firstBrokenEntry: 2 });
  }, 240_000);

  it('exports a SAF-T file that validates against the schema, and names what it cannot find', async () => {
    // The file's content: modules/saft/export.test.ts.
    expect((await cli('create-merchant', '--id', 'kafe-vest', '--name', 'Kafé Vest & Co AS', '--org-nr', '987654321')).code).toBe(0);
    const out = path.join(dataDir, 'saft.xml');
    const result = await cli('export-saft', '--merchant', 'kafe-vest', '--from', '2026-11-01', '--to', '2026-11-25', '--out', out);
    expect(result.code, result.err).toBe(0);
    expect(result.out).toContain('SAF-T Cash Register_987654321_');
    const xsd = path.resolve(root, 'apps/server/src/modules/saft/Norwegian_SAF-T_Cash_Register_Schema_v_1.00.xsd');
    const lint = spawnSync('xmllint', ['--noout', '--schema', xsd, out], { encoding: 'utf8' });
    expect(lint.status, lint.stderr).toBe(0);
    expect(readFileSync(out, 'utf8')).toContain('<companyName>Kafé Vest &amp; Co AS</companyName>');

    const noLocation = await cli(
      'export-saft',
      '--merchant',
      'kafe-vest',
      '--from',
      '2026-11-01',
      '--to',
      '2026-11-25',
      '--location',
      'Sentrum',
      '--out',
      out,
    );
    expect(noLocation.code).toBe(2);
    expect(noLocation.err).toContain('Fant ingen avdeling «Sentrum»');
    const noMerchant = await cli('export-saft', '--merchant', 'ingen', '--from', '2026-11-01', '--to', '2026-11-25', '--out', out);
    expect(noMerchant.code).toBe(2);
    expect(noMerchant.err).toContain('Fant ikke virksomheten');
  }, 240_000);

  it("exports the demo's vouchers as GBAT10, each posting on a line of its own", async () => {
    // The vouchers' content: modules/accounting/accounting.test.ts.
    const today = new Date().toISOString().slice(0, 10);
    const from = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
    const out = path.join(dataDir, 'bilag.txt');
    const result = await cli('export-vouchers', '--merchant', 'demo', '--from', from, '--to', today, '--out', out);
    expect(result.code, result.err).toBe(0);
    expect(result.out).toContain(`Bilagene er skrevet til ${out}`);
    for (const line of readFileSync(out, 'utf8').split('\r\n').filter(Boolean)) expect(line).toMatch(/^GBAT10;\d+;\d{8};/);
  }, 240_000);
});
