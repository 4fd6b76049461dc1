import type { Database } from '../db/client';
import { createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { z } from 'zod';
import '@bakrom/shared/zod-locale';
import { FUNCTIONALITIES, USER_ROLES } from '@bakrom/shared/enums';
import { normaliseUsername } from '@bakrom/shared/schemas/auth';
import type { Config } from '../config';
import { migrate } from '../db/migrate';
import { listAllLocations } from '../modules/locations/repository';
import { createMerchant } from '../modules/merchants/service';
import { createUser, resetPassword } from '../modules/staff/service';
import { issueTerminalKey, revokeTerminal } from '../modules/channel/terminal-key-service';
import { HttpError } from '../http/errors';
import { isDemoSeeded, seedDemo } from '../seed/demo';
import { CliError, parseOptions } from './args';
import { define } from './command';
import { simulateChannelCommand } from './simulate-channel';
import { backupCommand, restoreCommand } from './backup';
import { dataDirInUseMessage, serverUsingDataDir } from '../lib/data-dir-lock';
import { auditJournal } from '../modules/journal/service';
import { exportSaftCashRegister } from '../modules/saft/export-service';
import { reportDate } from '@bakrom/shared/schemas/reports';
import { SAFT_MAX_DAYS, SAFT_PERIOD_TOO_LONG_MESSAGE, SAFT_TO_BEFORE_FROM_MESSAGE, periodDays } from '@bakrom/shared/schemas/saft';
import { wallClock } from '../clock';
import { Readable } from 'node:stream';
import { exportVouchers } from '../modules/accounting/service';
import {
  ACCOUNTING_MAX_DAYS,
  ACCOUNTING_PERIOD_TOO_LONG_MESSAGE,
  ACCOUNTING_TO_BEFORE_FROM_MESSAGE,
  VOUCHER_FORMATS,
  type VoucherFormat,
} from '@bakrom/shared/schemas/accounting';

const count = z.coerce.number().int().positive();
const password = z.string().min(8, 'Passordet må ha minst 8 tegn');

const migrateHelp = 'Bruk: npm run cli -- migrate\n\nKjører alle migreringer som ikke er kjørt ennå.';
const migrateCommand = define({
  name: 'migrate',
  summary: 'Kjør databasemigreringene',
  help: migrateHelp,
  parse: (args) => parseOptions(args, {}, z.object({}), migrateHelp),
  async run({ database, print }) {
    await migrate(database);
    print('Migreringene er kjørt.');
  },
});

const seedDemoHelp =
  'Bruk: npm run cli -- seed-demo [--days N] [--orders-per-day N]\n\n' +
  'Legger inn merchantene demo og pizza med meny, ansatte og ordrehistorikk.\n' +
  '  --days N            antall dager med ordrer, til og med i dag (standard 120)\n' +
  '  --orders-per-day N  gjennomsnittlig antall ordrer per dag for demo (standard 60)';
const seedDemoCommand = define({
  name: 'seed-demo',
  summary: 'Legg inn demo-merchantene (demo og pizza)',
  help: seedDemoHelp,
  parse: (args) =>
    parseOptions(
      args,
      { days: { type: 'string' }, 'orders-per-day': { type: 'string' } },
      z.object({ days: count.max(3650).default(120), 'orders-per-day': count.max(100_000).default(60) }),
      seedDemoHelp,
    ),
  async run({ database, secretKey, print }, options: { days: number; 'orders-per-day': number }) {
    await migrate(database);
    if (await isDemoSeeded(database.db)) throw new CliError('Demo-merchantene finnes allerede i denne databasen.');
    const started = Date.now();
    const summary = await seedDemo(database.db, { days: options.days, ordersPerDay: options['orders-per-day'], secretKey: secretKey() });
    print(`Demo-data lagt inn på ${((Date.now() - started) / 1000).toFixed(1)} s: ${JSON.stringify(summary)}`);
  },
});

const createMerchantHelp =
  'Bruk: npm run cli -- create-merchant --id ID --name NAVN [--mode MODUS] [--org-nr NR]\n\n' +
  '  --id      kort id (små bokstaver, tall og bindestrek), brukes som merchant-parameter\n' +
  '  --name    firmanavn\n' +
  `  --mode    ${FUNCTIONALITIES.join(' | ')} (standard ALL)\n` +
  '  --org-nr  organisasjonsnummer (9 siffer)';
const createMerchantCommand = define({
  name: 'create-merchant',
  summary: 'Opprett en merchant',
  help: createMerchantHelp,
  parse: (args) =>
    parseOptions(
      args,
      { id: { type: 'string' }, name: { type: 'string' }, mode: { type: 'string' }, 'org-nr': { type: 'string' } },
      z.object({
        id: z.string().regex(/^[a-z0-9][a-z0-9-]{1,39}$/, 'Bruk 2–40 tegn: små bokstaver, tall og bindestrek'),
        name: z.string().trim().min(1),
        mode: z.enum(FUNCTIONALITIES).default('ALL'),
        'org-nr': z
          .string()
          .regex(/^\d{9}$/, 'Organisasjonsnummeret må ha 9 siffer')
          .default('000000000'),
      }),
      createMerchantHelp,
    ),
  async run({ database, print }, options: { id: string; name: string; mode: (typeof FUNCTIONALITIES)[number]; 'org-nr': string }) {
    await migrate(database);
    await asCliError(
      createMerchant(database.db, {
        id: options.id,
        name: options.name,
        functionality: options.mode,
        organisationNumber: options['org-nr'],
      }),
    );
    print(`Merchanten «${options.id}» er opprettet.`);
  },
});

const createUserHelp =
  'Bruk: npm run cli -- create-user --username NAVN --password PASSORD --role ROLLE [--merchant ID] [--firstname F] [--lastname E]\n\n' +
  `  --role      ${USER_ROLES.join(' | ')}; SUPER_ADMIN har ingen merchant, de andre må ha --merchant\n` +
  '  --username  lagres med små bokstaver';
const createUserCommand = define({
  name: 'create-user',
  summary: 'Opprett en bruker (ansatt eller superadministrator)',
  help: createUserHelp,
  parse: (args) =>
    parseOptions(
      args,
      {
        username: { type: 'string' },
        password: { type: 'string' },
        role: { type: 'string' },
        merchant: { type: 'string' },
        firstname: { type: 'string' },
        lastname: { type: 'string' },
      },
      z
        .object({
          username: z.string().trim().min(1).max(100).transform(normaliseUsername),
          password,
          role: z.enum(USER_ROLES),
          merchant: z.string().min(1).optional(),
          firstname: z.string().default(''),
          lastname: z.string().default(''),
        })
        .refine((o) => (o.role === 'SUPER_ADMIN') === (o.merchant === undefined), {
          message: 'SUPER_ADMIN skal ikke ha --merchant; MANAGER og ADMIN må ha det',
          path: ['merchant'],
        }),
      createUserHelp,
    ),
  async run(
    { database, print },
    options: {
      username: string;
      password: string;
      role: (typeof USER_ROLES)[number];
      merchant?: string;
      firstname: string;
      lastname: string;
    },
  ) {
    await migrate(database);
    await asCliError(
      createUser(database.db, {
        username: options.username,
        password: options.password,
        role: options.role,
        merchantId: options.merchant ?? null,
        firstname: options.firstname,
        lastname: options.lastname,
      }),
    );
    print(`Brukeren «${options.username}» (${options.role}) er opprettet.`);
  },
});

const resetPasswordHelp = 'Bruk: npm run cli -- reset-password --username NAVN --password NYTT_PASSORD';
const resetPasswordCommand = define({
  name: 'reset-password',
  summary: 'Sett nytt passord for en bruker og logg ut alle øktene',
  help: resetPasswordHelp,
  parse: (args) =>
    parseOptions(
      args,
      { username: { type: 'string' }, password: { type: 'string' } },
      z.object({ username: z.string().trim().min(1).transform(normaliseUsername), password }),
      resetPasswordHelp,
    ),
  async run({ database, print }, options: { username: string; password: string }) {
    await asCliError(resetPassword(database.db, options.username, options.password));
    print(`Nytt passord er satt for «${options.username}», og alle øktene er logget ut.`);
  },
});

/** A refusal of a service (a merchant, location or terminal not found, a name taken) as the CLI's error. */
async function asCliError<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof HttpError) {
      const fields = Object.values(error.fields ?? {});
      throw new CliError(fields.length > 0 ? fields.join('\n') : error.message);
    }
    throw error;
  }
}

/**
 * The embedded database may be opened by one process at a time: while a server runs on it, a terminal
 * key is made with the server stopped (with DATABASE_URL, PostgreSQL, both run side by side).
 */
async function refuseWhileEmbeddedServerRuns(_options: unknown, config: Config): Promise<void> {
  if (config.DATABASE_URL) return;
  // The server marks its data folder (server.pid), whatever port it listens on.
  const pid = serverUsingDataDir(config.dataDir);
  if (pid !== undefined) throw new CliError(dataDirInUseMessage(config.dataDir, pid));
  const health = await fetch(`http://localhost:${config.PORT}/api/health`, { signal: AbortSignal.timeout(1000) })
    .then((response) => (response.ok ? (response.json() as Promise<{ database?: string }>) : undefined))
    .catch(() => undefined);
  if (health?.database === 'pglite') {
    throw new CliError(
      `En server kjører på localhost:${config.PORT} med den innebygde databasen, som bare én prosess kan bruke om gangen.\n` +
        'Stopp den (Ctrl+C i vinduet med `npm start`), kjør kommandoen og start serveren igjen (npm run serve). Med DATABASE_URL kan begge kjøre samtidig.',
    );
  }
}

const CHANNEL_TERMINAL_TYPES = ['POS', 'KIOSK', 'WEBSHOP'] as const;
const createTerminalHelp =
  'Bruk: npm run cli -- create-terminal --merchant ID --location AVDELING --type POS|KIOSK|WEBSHOP [--device-name NAVN] [--rotate-key]\n\n' +
  'Registrerer en terminal for kanal-API-et (kasse, kiosk eller avdelingens nettbutikk) og skriver ut nøkkelen én gang:\n' +
  'bare en hash av den lagres. Terminalen sender den som «Authorization: Bearer bkt_…». Se docs/channel-api.md.\n' +
  '  --merchant     merchantens id\n' +
  '  --location     avdelingens id, navn eller en del av navnet som bare den har (f.eks. Majorstuen)\n' +
  '  --type         POS | KIOSK | WEBSHOP (én nettbutikk per avdeling)\n' +
  '  --device-name  enhetens navn, påkrevd for POS og KIOSK (standard for WEBSHOP: Nettbutikk)\n' +
  '  --rotate-key   gi en eksisterende terminal (avdelingens nettbutikk eller den med dette navnet) en ny nøkkel;\n' +
  '                 den gamle slutter å virke med en gang';
const createTerminalCommand = define({
  name: 'create-terminal',
  summary: 'Opprett en terminal for kanal-API-et, eller gi den en ny nøkkel',
  help: createTerminalHelp,
  parse: (args) =>
    parseOptions(
      args,
      {
        merchant: { type: 'string' },
        location: { type: 'string' },
        type: { type: 'string' },
        'device-name': { type: 'string' },
        'rotate-key': { type: 'boolean' },
      },
      z
        .object({
          merchant: z.string().min(1),
          location: z.string().trim().min(1),
          type: z.enum(CHANNEL_TERMINAL_TYPES),
          'device-name': z.string().trim().max(100).optional(),
          'rotate-key': z.boolean().default(false),
        })
        .refine((o) => o.type === 'WEBSHOP' || !!o['device-name'], {
          message: 'Oppgi enhetens navn for en kasse eller kiosk',
          path: ['device-name'],
        }),
      createTerminalHelp,
    ),
  beforeDatabase: refuseWhileEmbeddedServerRuns,
  async run(
    { database, print },
    options: {
      merchant: string;
      location: string;
      type: (typeof CHANNEL_TERMINAL_TYPES)[number];
      'device-name'?: string;
      'rotate-key': boolean;
    },
  ) {
    await migrate(database);
    const issued = await asCliError(
      issueTerminalKey(database.db, {
        merchantId: options.merchant,
        location: options.location,
        terminalType: options.type,
        deviceName: options['device-name'],
        rotateKey: options['rotate-key'],
      }),
    );
    const what = issued.created ? 'er opprettet' : 'har fått en ny nøkkel';
    print(`Terminalen «${issued.deviceName}» (${issued.terminalType}, ${issued.locationName}) ${what}.`);
    print(`Terminal-id: ${issued.terminalId}`);
    print('Nøkkelen vises bare nå; lagre den i terminalen (Authorization: Bearer <nøkkel>):');
    print(issued.key);
  },
});

const revokeTerminalHelp =
  'Bruk: npm run cli -- revoke-terminal --merchant ID --terminal TERMINAL-ID\n\n' +
  'Trekker tilbake terminalens nøkkel: alle kall med den avvises (401) fra nå av.\n' +
  'Terminal-id-en er den create-terminal skrev ut. En ny nøkkel gis med create-terminal --rotate-key.';
const revokeTerminalCommand = define({
  name: 'revoke-terminal',
  summary: 'Trekk tilbake nøkkelen til en terminal',
  help: revokeTerminalHelp,
  parse: (args) =>
    parseOptions(
      args,
      { merchant: { type: 'string' }, terminal: { type: 'string' } },
      z.object({ merchant: z.string().min(1), terminal: z.string().trim().min(1) }),
      revokeTerminalHelp,
    ),
  beforeDatabase: refuseWhileEmbeddedServerRuns,
  async run({ database, print }, options: { merchant: string; terminal: string }) {
    await migrate(database);
    await asCliError(revokeTerminal(database.db, options.merchant, options.terminal));
    print(`Nøkkelen til terminalen ${options.terminal} er trukket tilbake.`);
  },
});

const verifyJournalHelp =
  'Bruk: npm run cli -- verify-journal --merchant ID\n\n' +
  'Går gjennom hele den elektroniske journalen til merchanten med forseglingene etter hver Z-rapport, og\n' +
  'signaturkjeden til hvert kassepunkt mot ordrene og refusjonene slik de er lagret, og skriver ut\n' +
  '{ ok, entries, firstBrokenEntry, seals, signatures }.\n' +
  'Avslutter med kode 1 når noe er brutt.';
const verifyJournalCommand = define({
  name: 'verify-journal',
  summary: 'Kontroller journalen og transaksjonssignaturene til en merchant',
  help: verifyJournalHelp,
  parse: (args) =>
    parseOptions(args, { merchant: { type: 'string' } }, z.object({ merchant: z.string().trim().min(1) }), verifyJournalHelp),
  beforeDatabase: refuseWhileEmbeddedServerRuns,
  async run({ database, print }, options: { merchant: string }) {
    await migrate(database);
    const audit = await auditJournal(database.db, options.merchant);
    print(JSON.stringify(audit, null, 2));
    return audit.ok ? 0 : 1;
  },
});

/** The location an export command names by id or by name (any case); undefined: all locations. */
async function locationNamed(database: Database, merchant: string, location: string | undefined): Promise<string | undefined> {
  if (!location) return undefined;
  const wanted = location.toLowerCase();
  const found = (await listAllLocations(database.db, merchant)).find(
    (candidate) => candidate.id === location || candidate.name.toLowerCase() === wanted,
  );
  if (!found) throw new CliError(`Fant ingen avdeling «${location}» hos merchanten «${merchant}».`);
  return found.id;
}

const exportSaftHelp =
  'Bruk: npm run cli -- export-saft --merchant ID --from ÅÅÅÅ-MM-DD --to ÅÅÅÅ-MM-DD [--location AVDELING] --out FIL\n\n' +
  'Skriver SAF-T Cash Register-filen (XML) for perioden, begge dager med, høyst ett år: alle avdelinger,\n' +
  'eller den ene avdelingen (id eller navn). Den samme filen som GET /api/report/exportSaftCashRegister.';
const exportSaftCommand = define({
  name: 'export-saft',
  summary: 'Skriv SAF-T Cash Register-filen for en periode',
  help: exportSaftHelp,
  parse: (args) =>
    parseOptions(
      args,
      {
        merchant: { type: 'string' },
        from: { type: 'string' },
        to: { type: 'string' },
        location: { type: 'string' },
        out: { type: 'string' },
      },
      z
        .object({
          merchant: z.string().trim().min(1),
          from: reportDate,
          to: reportDate,
          location: z.string().trim().min(1).optional(),
          out: z.string().trim().min(1),
        })
        .refine((o) => o.from <= o.to, { message: SAFT_TO_BEFORE_FROM_MESSAGE, path: ['to'] })
        .refine((o) => o.from > o.to || periodDays(o.from, o.to) <= SAFT_MAX_DAYS, { message: SAFT_PERIOD_TOO_LONG_MESSAGE, path: ['to'] }),
      exportSaftHelp,
    ),
  beforeDatabase: refuseWhileEmbeddedServerRuns,
  async run({ database, print }, options: { merchant: string; from: string; to: string; location?: string; out: string }) {
    await migrate(database);
    const locationId = await locationNamed(database, options.merchant, options.location);
    const file = await asCliError(
      exportSaftCashRegister(
        database.db,
        wallClock,
        { merchantId: options.merchant, userRole: 'SUPER_ADMIN', username: 'npm run cli' },
        { locationId, fromDate: options.from, toDate: options.to },
      ),
    );
    await pipeline(file.stream, createWriteStream(options.out));
    print(`SAF-T-filen er skrevet til ${options.out} (filnavn ved innsending: ${file.fileName}).`);
  },
});

const exportVouchersHelp =
  'Bruk: npm run cli -- export-vouchers --merchant ID --from ÅÅÅÅ-MM-DD --to ÅÅÅÅ-MM-DD [--format gbat10|csv|xlsx] [--location AVDELING] --out FIL\n\n' +
  'Skriver bilagene (dagsoppgjørene) fra Z-rapportene i perioden, begge dager med, høyst ett år, for regnskapet: GBAT10 (standard),\n' +
  'CSV eller Excel, alle avdelinger eller den ene (id eller navn). Bilag som ikke er eksportert før, får nummer og lagres;\n' +
  'et eksportert bilag endres aldri. Det samme som GET /api/accounting/exportVouchers.';
const exportVouchersCommand = define({
  name: 'export-vouchers',
  summary: 'Skriv regnskapsbilagene for en periode (GBAT10, CSV, Excel)',
  help: exportVouchersHelp,
  parse: (args) =>
    parseOptions(
      args,
      {
        merchant: { type: 'string' },
        from: { type: 'string' },
        to: { type: 'string' },
        format: { type: 'string' },
        location: { type: 'string' },
        out: { type: 'string' },
      },
      z
        .object({
          merchant: z.string().trim().min(1),
          from: reportDate,
          to: reportDate,
          format: z.enum(VOUCHER_FORMATS, { error: 'Velg format: gbat10, csv eller xlsx' }).default('gbat10'),
          location: z.string().trim().min(1).optional(),
          out: z.string().trim().min(1),
        })
        .refine((o) => o.from <= o.to, { message: ACCOUNTING_TO_BEFORE_FROM_MESSAGE, path: ['to'] })
        .refine((o) => o.from > o.to || periodDays(o.from, o.to) <= ACCOUNTING_MAX_DAYS, {
          message: ACCOUNTING_PERIOD_TOO_LONG_MESSAGE,
          path: ['to'],
        }),
      exportVouchersHelp,
    ),
  beforeDatabase: refuseWhileEmbeddedServerRuns,
  async run(
    { database, print },
    options: { merchant: string; from: string; to: string; format: VoucherFormat; location?: string; out: string },
  ) {
    await migrate(database);
    const locationId = await locationNamed(database, options.merchant, options.location);
    const file = await asCliError(
      exportVouchers(database.db, options.merchant, { locationId, fromDate: options.from, toDate: options.to, format: options.format }),
    );
    await pipeline(Buffer.isBuffer(file.body) ? Readable.from([file.body]) : file.body, createWriteStream(options.out));
    print(`Bilagene er skrevet til ${options.out} (${file.fileName}).`);
  },
});

export const COMMANDS = [
  migrateCommand,
  seedDemoCommand,
  createMerchantCommand,
  createUserCommand,
  resetPasswordCommand,
  createTerminalCommand,
  revokeTerminalCommand,
  verifyJournalCommand,
  exportSaftCommand,
  exportVouchersCommand,
  simulateChannelCommand,
  backupCommand,
  restoreCommand,
];

export function usage(): string {
  const lines = COMMANDS.map((c) => `  ${c.name.padEnd(16)} ${c.summary}`);
  return `Bruk: npm run cli -- <kommando> [valg]\n\nKommandoer:\n${lines.join('\n')}\n\nSkriv --help etter en kommando for valgene. DATABASE_URL og DATA_DIR velger databasen som for serveren.`;
}
