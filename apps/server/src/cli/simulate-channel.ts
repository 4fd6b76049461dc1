import { z } from 'zod';
import type { ChannelMenu, ChannelMenuItem, ChannelOrderInput } from '@bakrom/shared/schemas/channel';
import type { StaffClockInput } from '@bakrom/shared/schemas/staff-register';
import { formatMoney } from '@bakrom/shared/format';
import { buildApp, type App } from '../app';
import { loadConfig, paymentSandboxEnabled, type Config } from '../config';
import type { Database } from '../db/client';
import { migrate } from '../db/migrate';
import { isDemoSeeded, seedDemo } from '../seed/demo';
import { issueTerminalKey } from '../modules/channel/terminal-key-service';
import { listAllLocations } from '../modules/locations/repository';
import { listSellingTerminals } from '../modules/terminals/service';
import { employeesOffWork } from '../modules/staff-register/labour-service';
import { CliError, parseOptions } from './args';
import { define, type CommandContext } from './command';

/** A demo terminal the simulator sells through, with the key it was just given. */
export interface SimulatedTerminal {
  terminalType: 'WEBSHOP' | 'KIOSK';
  deviceName: string;
  locationId: string;
  locationName: string;
  key: string;
}

export interface SimulateOptions {
  merchant: string;
  'orders-per-minute': number;
  minutes: number;
  staff: number;
  'base-url'?: string;
}

/** An employee the simulator clocks in at the start of a run and out at its end. */
export interface SimulatedEmployee {
  name: string;
  pincode: string;
}

export const simulateChannelHelp =
  'Bruk: npm run cli -- simulate-channel --merchant demo [--orders-per-minute N] [--minutes N] [--base-url URL]\n\n' +
  'Sender realistiske ordrer gjennom kanal-APIet (HTTP) fra merchantens nettbutikker og kiosker, som får nye nøkler\n' +
  '(de gamle slutter å virke: et verktøy for demoen). Noen ordrer avvises med vilje: en utsolgt vare, stengt takeaway.\n' +
  '  --merchant M            merchanten (demo)\n' +
  '  --orders-per-minute N   ordrer per minutt (standard 6)\n' +
  '  --minutes N             hvor lenge (standard 10)\n' +
  '  --staff N               ansatte som stempler inn ved start og ut ved slutt (standard 2; 0: ingen)\n' +
  '  --base-url URL          serveren (standard http://localhost:PORT)\n\n' +
  'Med den innebygde databasen kan ikke to prosesser bruke den samtidig: da starter simulatoren serveren selv\n' +
  '(stopp `npm start` først). Med DATABASE_URL sender den til serveren som kjører.';

export function parseSimulateOptions(args: string[]): SimulateOptions {
  return parseOptions(
    args,
    {
      merchant: { type: 'string' },
      'orders-per-minute': { type: 'string' },
      minutes: { type: 'string' },
      staff: { type: 'string' },
      'base-url': { type: 'string' },
    },
    z.object({
      merchant: z.string().trim().min(1, 'Oppgi merchant'),
      'orders-per-minute': z.coerce.number().positive().max(6000).default(6),
      minutes: z.coerce
        .number()
        .positive()
        .max(24 * 60)
        .default(10),
      staff: z.coerce.number().int().min(0).max(50).default(2),
      'base-url': z.url({ message: 'Oppgi en URL (http://localhost:3000)' }).optional(),
    }),
    simulateChannelHelp,
  );
}

/**
 * New keys for the merchant's selling terminals: every webshop and kiosk it has (a location without
 * any gets a webshop), through the same function as `create-terminal --rotate-key`.
 */
export async function issueSimulatorKeys(database: Database, merchantId: string): Promise<SimulatedTerminal[]> {
  const db = database.db;
  const existing = await listSellingTerminals(db, merchantId);
  const issued: SimulatedTerminal[] = [];
  const give = async (terminalType: 'WEBSHOP' | 'KIOSK', location: string, deviceName: string | undefined, rotateKey: boolean) => {
    try {
      const key = await issueTerminalKey(db, { merchantId, location, terminalType, deviceName, rotateKey });
      issued.push({ terminalType, deviceName: key.deviceName, locationId: key.locationId, locationName: key.locationName, key: key.key });
    } catch (error) {
      throw new CliError(`Fikk ikke nøkkel til ${terminalType} ${deviceName ?? ''}: ${(error as Error).message}`);
    }
  };
  for (const terminal of existing) {
    await give(terminal.terminalType, terminal.locationId, terminal.deviceName || undefined, true);
  }
  if (issued.length === 0) {
    const locations = await listAllLocations(db, merchantId);
    if (locations.length === 0) throw new CliError(`Fant ingen merchant «${merchantId}» med avdelinger.`);
    for (const location of locations) await give('WEBSHOP', location.id, undefined, false);
  }
  return issued;
}

/** Random choices, replaceable in tests. */
export interface Chance {
  /** A number in [0, 1). */
  next(): number;
}

const pick = <T>(list: readonly T[], chance: Chance): T => list[Math.floor(chance.next() * list.length)]!;

/** The add-on groups an item (and its chosen variant) offers. */
function groupsOf(menu: ChannelMenu, item: ChannelMenuItem, variantId: string | undefined) {
  const variant = item.variants.find((v) => v.id === variantId);
  const ids = new Set([...item.addOnGroupIds, ...(variant?.addOnGroupIds ?? [])]);
  return menu.addOnGroups.filter((group) => ids.has(group.id));
}

export interface PlannedOrder {
  body: ChannelOrderInput;
  /** The refusals the simulator means to provoke (none: it expects the order accepted); the server reports the first it meets. */
  refusals: ('ITEM_SOLD_OUT' | 'TAKEAWAY_CLOSED')[];
  summary: string;
}

/**
 * A realistic order from a menu: one to three dishes a kiosk or webshop customer may pick (not sold out,
 * category open), a variant where the item has them, the add-ons each mandatory group needs and now
 * and then an optional one, paid with one payment of exactly what is due. Every line and add-on is
 * one unit, so the amount due is the sum of the menu's prices. With `soldOut`, one dish is a sold-out
 * one (`soldOutItemId` when given): the server must refuse it. Undefined when the menu has nothing to sell.
 */
export function planOrder(
  menu: ChannelMenu,
  reference: string,
  chance: Chance,
  options: { soldOut?: boolean; soldOutItemId?: string } = {},
): PlannedOrder | undefined {
  const open = menu.categories.filter((category) => !category.closed);
  const sellable = open.flatMap((category) => category.items.filter((item) => !item.soldOut));
  const soldOut = open.flatMap((category) => category.items.filter((item) => item.soldOut));
  if (sellable.length === 0) return undefined;
  const chosen: ChannelMenuItem[] = Array.from({ length: 1 + Math.floor(chance.next() * 3) }, () => pick(sellable, chance));
  const wanted = soldOut.find((item) => item.id === options.soldOutItemId);
  const refusedItem = wanted ?? (options.soldOut && soldOut.length > 0 ? pick(soldOut, chance) : undefined);
  if (refusedItem) chosen.push(refusedItem);

  let total = 0;
  const names: string[] = [];
  const lines = chosen.map((item) => {
    const variant = item.variants.length > 0 ? pick(item.variants, chance) : undefined;
    total += variant ? variant.discountedPrice : item.discountedPrice;
    const addOns: { id: string; count: number }[] = [];
    for (const group of groupsOf(menu, item, variant?.id)) {
      const available = group.addOns.filter((addOn) => !addOns.some((a) => a.id === addOn.id));
      const wanted = group.mandatory ? group.minimum : chance.next() < 0.3 ? 1 : 0;
      const allowed = group.maximum > 0 ? Math.min(wanted, group.maximum) : wanted;
      for (const addOn of available.slice(0, allowed)) {
        addOns.push({ id: addOn.id, count: 1 });
        total += addOn.price;
      }
    }
    names.push(variant ? `${item.name} (${variant.name})` : item.name);
    return { itemId: item.id, ...(variant ? { variantId: variant.id } : {}), addOns, count: 1 };
  });

  const type = pick(['CARD', 'VIPPS', 'CARD', 'CASH'] as const, chance);
  const takeawayClosed = menu.orderType !== 'DINE_IN' && menu.takeaway.closedToday;
  return {
    body: {
      channelReference: reference,
      orderType: menu.orderType,
      lines,
      customer: { name: pick(['Kari', 'Ola', 'Ingrid', 'Lars', 'Nora', 'Jonas'], chance), mobile: '' },
      payments:
        total > 0 ? [{ type, amount: total, ...(type === 'CARD' ? { cardType: 'VISA', transactionId: `sim-${reference}` } : {}) }] : [],
    },
    refusals: [...(refusedItem ? (['ITEM_SOLD_OUT'] as const) : []), ...(takeawayClosed ? (['TAKEAWAY_CLOSED'] as const) : [])],
    summary: `${names.join(', ')} — ${formatMoney(total)}`,
  };
}

export interface ChannelClient {
  menu(terminal: SimulatedTerminal, orderType: ChannelMenu['orderType']): Promise<ChannelMenu>;
  order(terminal: SimulatedTerminal, body: ChannelOrderInput): Promise<{ status: number; body: unknown }>;
  /** Clocks an employee in or out at the terminal (the staff register). */
  clock?(terminal: SimulatedTerminal, body: StaffClockInput): Promise<{ status: number; body: unknown }>;
}

/** The channel API over HTTP, revalidating each terminal's menu by its ETag. */
export function httpChannelClient(baseUrl: string): ChannelClient {
  const menus = new Map<string, { etag: string; menu: ChannelMenu }>();
  return {
    async menu(terminal, orderType) {
      const cacheKey = `${terminal.key}:${orderType}`;
      const cached = menus.get(cacheKey);
      const response = await fetch(`${baseUrl}/api/channel/menu?orderType=${orderType}`, {
        headers: { authorization: `Bearer ${terminal.key}`, ...(cached ? { 'if-none-match': cached.etag } : {}) },
      });
      if (response.status === 304 && cached) return cached.menu;
      if (!response.ok) throw new Error(`GET /api/channel/menu svarte ${response.status}: ${await response.text()}`);
      const menu = (await response.json()) as ChannelMenu;
      const etag = response.headers.get('etag');
      if (etag) menus.set(cacheKey, { etag, menu });
      return menu;
    },
    async order(terminal, body) {
      const response = await fetch(`${baseUrl}/api/channel/orders`, {
        method: 'POST',
        headers: { authorization: `Bearer ${terminal.key}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: await response.json().catch(() => null) };
    },
    async clock(terminal, body) {
      const response = await fetch(`${baseUrl}/api/channel/staff/clock`, {
        method: 'POST',
        headers: { authorization: `Bearer ${terminal.key}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: await response.json().catch(() => null) };
    },
  };
}

/** The terminal staff clock in at: a kiosk on the premises (a webshop's key may not clock anyone in). */
export const clockingTerminal = (terminals: readonly SimulatedTerminal[]) =>
  terminals.find((terminal) => terminal.terminalType === 'KIOSK');

/** Clocks each employee in or out at the terminal, one printed line each. */
export async function clockStaff(
  client: ChannelClient,
  terminal: SimulatedTerminal,
  staff: readonly SimulatedEmployee[],
  action: 'IN' | 'OUT',
  run: string,
  print: (line: string) => void,
): Promise<void> {
  if (!client.clock) return;
  for (const [index, employee] of staff.entries()) {
    try {
      const answer = await client.clock(terminal, { pincode: employee.pincode, action, reference: `sim-${run}-${action}-${index}` });
      const body = answer.body as { error?: { message?: string } } | null;
      const what = action === 'IN' ? 'stemplet inn' : 'stemplet ut';
      print(
        answer.status === 201
          ? `${employee.name} ${what} (${terminal.deviceName} ${terminal.locationName})`
          : `${employee.name} ikke ${what}: ${body?.error?.message ?? `HTTP ${answer.status}`}`,
      );
    } catch (error) {
      print(`${employee.name}: feil ved stempling (${(error as Error).message})`);
    }
  }
}

/** One line of the simulator's output for a sent order. */
export function describeAnswer(
  count: number,
  terminal: SimulatedTerminal,
  planned: PlannedOrder,
  answer: { status: number; body: unknown },
) {
  const where = `${terminal.terminalType === 'WEBSHOP' ? 'Nettbutikk' : terminal.deviceName} ${terminal.locationName}`;
  const head = `#${count} ${where} ${planned.body.orderType}: ${planned.summary}`;
  const body = answer.body as { orderId?: number; error?: { code?: string; message?: string } } | null;
  if (answer.status === 200 || answer.status === 201) return `${head} → godtatt, ordre ${body?.orderId ?? '?'}`;
  const reason = `${body?.error?.code ?? `HTTP ${answer.status}`}: ${body?.error?.message ?? ''}`.trim();
  const intended = planned.refusals.some((code) => code === body?.error?.code) ? ' (med vilje)' : '';
  return `${head} → avvist ${reason}${intended}`;
}

export interface RunOptions {
  client: ChannelClient;
  terminals: SimulatedTerminal[];
  ordersPerMinute: number;
  minutes: number;
  print: (line: string) => void;
  chance?: Chance;
  /** Resolves after `ms`, or early when the run is stopped. */
  sleep?: (ms: number) => Promise<void>;
  stopped?: () => boolean;
  /** Employees clocked in at the start of the run and out at its end. */
  staff?: readonly SimulatedEmployee[];
}

/** Sends orders at the given pace until the minutes are up (or it is stopped); answers how many were accepted and refused. */
export async function runSimulation(options: RunOptions): Promise<{ accepted: number; refused: number }> {
  const { client, print, chance = { next: Math.random } } = options;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const total = Math.max(1, Math.round(options.ordersPerMinute * options.minutes));
  const gap = 60_000 / options.ordersPerMinute;
  const run = `${Date.now().toString(36)}`;
  let accepted = 0;
  let refused = 0;
  const staff = options.staff ?? [];
  const staffTerminal = clockingTerminal(options.terminals);
  if (staffTerminal) await clockStaff(client, staffTerminal, staff, 'IN', run, print);
  else if (staff.length > 0) print('Ingen kiosk å stemple inn på: de ansatte stempler ikke i denne kjøringen.');
  const soldOutAtStart = new Map<string, Set<string>>();
  for (let count = 1; count <= total && !options.stopped?.(); count += 1) {
    const started = Date.now();
    const terminal = pick(options.terminals, chance);
    // Kiosks sell to eat here or to take away; the webshop sells takeaway.
    const orderType = terminal.terminalType === 'KIOSK' && chance.next() < 0.5 ? 'DINE_IN' : 'PICKUP';
    try {
      const menu = await client.menu(terminal, orderType);
      // A dish marked sold out since the run began is tried once, by the location's next order; besides,
      // every fifth order tries a sold-out dish when there is one. The server must refuse them.
      const soldNow = menu.categories.flatMap((category) => category.items.filter((item) => item.soldOut).map((item) => item.id));
      let known = soldOutAtStart.get(terminal.locationId);
      if (!known) soldOutAtStart.set(terminal.locationId, (known = new Set(soldNow)));
      const newlySoldOut = soldNow.find((id) => !known.has(id));
      if (newlySoldOut) known.add(newlySoldOut);
      const planned = planOrder(menu, `sim-${run}-${count}`, chance, { soldOut: count % 5 === 0, soldOutItemId: newlySoldOut });
      if (!planned) {
        print(`#${count} ${terminal.locationName}: menyen har ingenting å selge nå`);
      } else {
        const answer = await client.order(terminal, planned.body);
        if (answer.status < 300) accepted += 1;
        else refused += 1;
        print(describeAnswer(count, terminal, planned, answer));
      }
    } catch (error) {
      print(`#${count} ${terminal.locationName}: feil (${(error as Error).message})`);
    }
    if (count < total) await sleep(Math.max(0, gap - (Date.now() - started)));
  }
  if (staffTerminal) await clockStaff(client, staffTerminal, staff, 'OUT', run, print);
  return { accepted, refused };
}

/** Whether a server answers at the URL (its health check), within a second. */
async function serverAnswers(baseUrl: string): Promise<boolean> {
  try {
    const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(1000) });
    return response.ok;
  } catch {
    return false;
  }
}

const defaultBaseUrl = (config: Config) => `http://localhost:${config.PORT}`;

/**
 * `simulate-channel`: keys for the merchant's webshops and kiosks, then orders through the HTTP channel
 * API at the given pace, one printed line each. With DATABASE_URL it sends to the running server; with
 * the embedded database (which one process at a time may open) it runs the server itself.
 */
export const simulateChannelCommand = define({
  name: 'simulate-channel',
  summary: 'Send demo-ordrer gjennom kanal-APIet (nettbutikk og kiosk)',
  help: simulateChannelHelp,
  parse: parseSimulateOptions,
  async beforeDatabase(options: SimulateOptions, config: Config) {
    const baseUrl = options['base-url'] ?? defaultBaseUrl(config);
    if (!config.DATABASE_URL && (await serverAnswers(baseUrl))) {
      throw new CliError(
        `En server kjører allerede på ${baseUrl} med den innebygde databasen, som bare én prosess kan bruke om gangen.\n` +
          'Stopp den (Ctrl+C i vinduet med `npm start`): simulatoren starter serveren selv. Eller bruk DATABASE_URL.',
      );
    }
  },
  async run(context: CommandContext, options: SimulateOptions) {
    const { database, print } = context;
    const config = loadConfig();
    const baseUrl = (options['base-url'] ?? defaultBaseUrl(config)).replace(/\/$/, '');
    let app: App | undefined;
    if (database.kind === 'pglite') {
      await migrate(database);
      if (!(await isDemoSeeded(database.db))) {
        print('Legger inn demo-merchantene i den nye databasen …');
        await seedDemo(database.db, { days: config.DEMO_DAYS, ordersPerDay: config.DEMO_ORDERS_PER_DAY, secretKey: context.secretKey() });
      }
    }
    const keyed = await issueSimulatorKeys(database, options.merchant);
    print(`Nye nøkler til ${keyed.length} terminaler: ${keyed.map((t) => `${t.deviceName} (${t.locationName})`).join(', ')}`);
    if (database.kind === 'pglite') {
      const url = new URL(baseUrl);
      app = await buildApp({ database, config, secretKey: context.secretKey(), paymentSandbox: paymentSandboxEnabled(config, true) });
      await app.listen({ port: Number(url.port || 80), host: config.HOST });
      print(`Serveren kjører på ${baseUrl} (innebygd database i ${config.dataDir}). Logg inn og se ordrene komme.`);
    } else if (!(await serverAnswers(baseUrl))) {
      throw new CliError(`Ingen server svarer på ${baseUrl}. Start den (npm start) eller oppgi --base-url.`);
    }
    let stopped = false;
    let wake: (() => void) | undefined;
    const stop = () => {
      stopped = true;
      wake?.();
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
    try {
      print(`Sender ${options['orders-per-minute']} ordrer i minuttet i ${options.minutes} minutter til ${baseUrl} (Ctrl+C stopper).`);
      const result = await runSimulation({
        client: httpChannelClient(baseUrl),
        terminals: keyed,
        ordersPerMinute: options['orders-per-minute'],
        minutes: options.minutes,
        print,
        staff: await employeesOffWork(database.db, options.merchant, new Date(), options.staff),
        stopped: () => stopped,
        sleep: (ms) =>
          new Promise<void>((resolve) => {
            const timer = setTimeout(resolve, ms);
            wake = () => {
              clearTimeout(timer);
              resolve();
            };
          }),
      });
      print(`Ferdig: ${result.accepted} godtatt, ${result.refused} avvist.`);
    } finally {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      await app?.close();
    }
  },
});
