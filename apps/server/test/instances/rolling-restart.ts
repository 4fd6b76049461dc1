/**
 * The rolling restart of the several-instances test: the channel simulator sends orders through the
 * proxy while each instance in turn is stopped with SIGTERM and started again; every answer is counted.
 */
import { sql } from 'drizzle-orm';
import type { ChannelMenu, ChannelOrderInput } from '@bakrom/shared/schemas/channel';
import { queryRows, type Database } from '../../src/db/client';
import { runSimulation, type ChannelClient, type SimulatedTerminal } from '../../src/cli/simulate-channel';
import { waitFor, type Instance, type Proxy } from './harness';
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
  /** The back office's live stream held through the proxy all along: how often it (re)connected. */
  liveConnections: number;
  /** Accepted orders whose event the stream never brought (live or replayed after a reconnect). */
  liveMissing: string[];
  /** Seconds each step took: a stop (until the exit), a start (until ready and up at the proxy). */
  steps: string[];
}

/** The channel API through the proxy, counting every answer; the menu revalidated by its ETag. */
function countingClient(
  baseUrl: string,
  figures: RollingRestartFigures,
  accepted: { reference: string; orderId: string }[],
): ChannelClient {
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
      const answer = (await response.json().catch(() => null)) as { id?: string; error?: { code?: string } } | null;
      if (response.status === 200 || response.status === 201) {
        figures.accepted += 1;
        accepted.push({ reference: body.channelReference, orderId: String(answer?.id) });
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

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A back office tab's live stream through the proxy until `signal` aborts: each order event's id goes
 * into `seen`; when the stream ends (its instance stops) it reconnects with the last cursor, as the
 * browser does, and the missed events are replayed.
 */
async function watchLive(baseUrl: string, session: string, signal: AbortSignal, seen: Set<string>, connected: () => void) {
  let lastEventId: string | undefined;
  while (!signal.aborted) {
    try {
      const response = await fetch(`${baseUrl}/api/live/events`, {
        headers: {
          authorization: `Basic ${session}`,
          accept: 'text/event-stream',
          ...(lastEventId ? { 'last-event-id': lastEventId } : {}),
        },
        signal,
      });
      if (response.status !== 200 || !response.body) throw new Error(`HTTP ${response.status}`);
      connected();
      const decoder = new TextDecoder();
      let text = '';
      for await (const chunk of response.body) {
        text += decoder.decode(chunk as Uint8Array, { stream: true });
        let end: number;
        while ((end = text.indexOf('\n\n')) >= 0) {
          const block = text.slice(0, end).split('\n');
          text = text.slice(end + 2);
          const id = block.find((line) => line.startsWith('id: '))?.slice(4);
          if (id) lastEventId = id;
          const data = block.find((line) => line.startsWith('data: '))?.slice(6);
          if (block.includes('event: order') && data) seen.add(String((JSON.parse(data) as { orderId: string }).orderId));
        }
      }
    } catch {
      // Aborted at the end, or the proxy had no instance for a moment: reconnect below.
    }
    if (!signal.aborted) await pause(200);
  }
}

export async function runRollingRestart(options: {
  a: Instance;
  b: Instance;
  proxy: Proxy;
  database: Database;
  world: World;
  /** A back office session of the shop's merchant. */
  session: string;
}): Promise<RollingRestartFigures> {
  const { a, b, proxy, database, world, session } = options;
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
    liveConnections: 0,
    liveMissing: [],
    steps: [],
  };
  const acceptedOrders: { reference: string; orderId: string }[] = [];
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
  const live = new AbortController();
  const seen = new Set<string>();
  const watching = watchLive(proxy.url, session, live.signal, seen, () => (figures.liveConnections += 1));
  // Orders start once the stream listens, so that every order's event is for it to see.
  await waitFor('the live stream through the proxy', async () => figures.liveConnections > 0);
  let stopped = false;
  const simulation = runSimulation({
    client: countingClient(proxy.url, figures, acceptedOrders),
    terminals,
    // As fast as the answers come, one order at a time, until the restarts are over.
    ordersPerMinute: 6000,
    minutes: 60,
    print: () => undefined,
    stopped: () => stopped,
  });
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
    // The last orders' events are on their way.
    await waitFor(
      'the live events of every accepted order',
      async () => acceptedOrders.every((order) => seen.has(order.orderId)),
      10_000,
    ).catch(() => undefined);
    live.abort();
    await watching;
  }
  figures.liveMissing = acceptedOrders.filter((order) => !seen.has(order.orderId)).map((order) => order.reference);
  const stored = await queryRows<{ reference: string }>(
    database.db,
    sql`select channel_reference as reference from orders where terminal_id in (${shop.terminals.webshop.terminalId}, ${shop.terminals.kiosk.terminalId})
      and channel_reference is not null`,
  );
  const have = new Set(stored.map((row) => row.reference));
  figures.missing = acceptedOrders.filter((order) => !have.has(order.reference)).map((order) => order.reference);
  return figures;
}
