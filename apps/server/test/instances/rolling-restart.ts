/**
 * The rolling restart of the several-instances test: the channel simulator sends orders through the
 * proxy while each instance in turn is stopped with SIGTERM and started again; every answer is counted.
 */
import { sql } from 'drizzle-orm';
import type { ChannelMenu, ChannelOrderInput } from '@bakrom/shared/schemas/channel';
import { queryRows, type Database } from '../../src/db/client';
import { runSimulation, type ChannelClient, type SimulatedTerminal } from '../../src/cli/simulate-channel';
import type { Instance, Proxy } from './harness';
import type { World } from './world';

export interface RollingRestartFigures {
  /** Orders the simulator posted. */
  sent: number;
  /** Answered 201 (or 200: the same order again). */
  accepted: number;
  /** Answered 409 with a rule's code (sold out, closed, …). */
  refusedByRule: number;
  /** Answered 5xx or anything else, or no answer at all (menus included). */
  failed: number;
  failures: string[];
  menus: number;
  /** Which instance answered, as the proxy names it. */
  servedBy: Record<string, number>;
  /** The exit codes of the two stops. */
  exitCodes: (number | null | undefined)[];
  /** Accepted orders the database does not have. */
  missing: string[];
  /** Seconds each step took: a stop (until the exit), a start (until ready and up at the proxy). */
  steps: string[];
}

/** The channel API through the proxy, counting every answer; the menu revalidated by its ETag. */
function countingClient(baseUrl: string, figures: RollingRestartFigures, accepted: string[]): ChannelClient {
  const menus = new Map<string, { etag: string; menu: ChannelMenu }>();
  const served = (response: Response) => {
    const name = response.headers.get('x-bakrom-instance') ?? '?';
    figures.servedBy[name] = (figures.servedBy[name] ?? 0) + 1;
  };
  const fail = (what: string): never => {
    figures.failed += 1;
    figures.failures.push(what);
    throw new Error(what);
  };
  return {
    async menu(terminal, orderType) {
      figures.menus += 1;
      const cacheKey = `${terminal.key}:${orderType}`;
      const cached = menus.get(cacheKey);
      const response = await fetch(`${baseUrl}/api/channel/menu?orderType=${orderType}`, {
        headers: { authorization: `Bearer ${terminal.key}`, ...(cached ? { 'if-none-match': cached.etag } : {}) },
        signal: AbortSignal.timeout(15_000),
      }).catch((error: Error) => fail(`menu: ${error.message} ${String((error.cause as Error | undefined)?.message ?? '')}`));
      served(response);
      if (response.status === 304 && cached) return cached.menu;
      if (response.status !== 200) fail(`menu: HTTP ${response.status} ${await response.text()}`);
      const menu = (await response.json()) as ChannelMenu;
      const etag = response.headers.get('etag');
      if (etag) menus.set(cacheKey, { etag, menu });
      return menu;
    },
    async order(terminal, body: ChannelOrderInput) {
      figures.sent += 1;
      const response = await fetch(`${baseUrl}/api/channel/orders`, {
        method: 'POST',
        headers: { authorization: `Bearer ${terminal.key}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(15_000),
      }).catch((error: Error) => fail(`order ${body.channelReference}: ${error.message}`));
      served(response);
      const answer = (await response.json().catch(() => null)) as { error?: { code?: string } } | null;
      if (response.status === 200 || response.status === 201) {
        figures.accepted += 1;
        accepted.push(body.channelReference);
      } else if (response.status === 409 && answer?.error?.code) {
        figures.refusedByRule += 1;
      } else {
        figures.failed += 1;
        figures.failures.push(`order ${body.channelReference}: HTTP ${response.status} ${JSON.stringify(answer)}`);
      }
      return { status: response.status, body: answer };
    },
  };
}

export async function runRollingRestart(options: {
  a: Instance;
  b: Instance;
  proxy: Proxy;
  database: Database;
  world: World;
}): Promise<RollingRestartFigures> {
  const { a, b, proxy, database, world } = options;
  const figures: RollingRestartFigures = {
    sent: 0,
    accepted: 0,
    refusedByRule: 0,
    failed: 0,
    failures: [],
    menus: 0,
    servedBy: {},
    exitCodes: [],
    missing: [],
    steps: [],
  };
  const acceptedReferences: string[] = [];
  const { shop } = world;
  const terminals: SimulatedTerminal[] = [
    {
      terminalType: 'WEBSHOP',
      deviceName: 'Nettbutikk',
      locationId: shop.sentrum.id,
      locationName: 'Sentrum',
      key: shop.terminals.webshop.key,
    },
    { terminalType: 'KIOSK', deviceName: 'Kiosk', locationId: shop.sentrum.id, locationName: 'Sentrum', key: shop.terminals.kiosk.key },
  ];
  let stopped = false;
  const simulation = runSimulation({
    client: countingClient(proxy.url, figures, acceptedReferences),
    terminals,
    // As fast as the answers come, one order at a time, until the restarts are over.
    ordersPerMinute: 6000,
    minutes: 60,
    print: () => undefined,
    stopped: () => stopped,
  });
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  try {
    await pause(1_000);
    for (const [stopping, staying] of [
      [a, b],
      [b, a],
    ] as const) {
      let started = Date.now();
      const seconds = () => ((Date.now() - started) / 1000).toFixed(1);
      figures.exitCodes.push(await stopping.stop('SIGTERM'));
      figures.steps.push(`stop ${stopping.name} ${seconds()} s`);
      await proxy.waitUntil([staying.name]);
      started = Date.now();
      await stopping.start();
      await proxy.waitUntil([a.name, b.name]);
      figures.steps.push(`start ${stopping.name} ${seconds()} s`);
      await pause(1_000);
    }
  } finally {
    stopped = true;
    await simulation;
  }
  const stored = await queryRows<{ reference: string }>(
    database.db,
    sql`select channel_reference as reference from orders where terminal_id in (${shop.terminals.webshop.terminalId}, ${shop.terminals.kiosk.terminalId})
      and channel_reference is not null`,
  );
  const have = new Set(stored.map((row) => row.reference));
  figures.missing = acceptedReferences.filter((reference) => !have.has(reference));
  return figures;
}
