/**
 * The live back office (issue 15): how long after an order is posted through the channel API its
 * event reaches a back-office tab's open stream. One stream is open (the demo admin's session, read
 * as the web app reads it); terminals post orders one after another, each timed from the moment its
 * POST leaves to the moment the stream carries its order id.
 */
import { randomBytes } from 'node:crypto';
import type { ChannelMenu } from '@bakrom/shared/schemas/channel';
import type { ChannelBench } from './channel';
import { latencyPercentiles, type Measurement } from './measure';

const bearer = (key: string) => ({ authorization: `Bearer ${key}` });

/** One item each terminal can order as it is: no variant, no mandatory add-on, not sold out. */
async function orderable(base: string, key: string): Promise<{ orderType: 'PICKUP' | 'DINE_IN'; itemId: string; price: number }> {
  for (const orderType of ['DINE_IN', 'PICKUP'] as const) {
    const response = await fetch(`${base}/api/channel/menu?orderType=${orderType}`, { headers: bearer(key) });
    if (!response.ok) throw new Error(`GET /api/channel/menu answered ${response.status}`);
    const menu = (await response.json()) as ChannelMenu;
    if (orderType === 'PICKUP' && menu.takeaway.closedToday) continue;
    const mandatory = new Set(menu.addOnGroups.filter((group) => group.mandatory && group.minimum > 0).map((group) => group.id));
    const item = menu.categories
      .filter((category) => !category.closed)
      .flatMap((category) => category.items)
      .find((entry) => !entry.soldOut && entry.variants.length === 0 && !entry.addOnGroupIds.some((id) => mandatory.has(id)));
    if (item) return { orderType, itemId: item.id, price: item.discountedPrice };
  }
  throw new Error('no item for the live bench to order');
}

/** Order ids as the stream carries them, each with the instant it arrived. */
async function openStream(base: string, token: string, signal: AbortSignal): Promise<Map<string, number>> {
  const arrived = new Map<string, number>();
  const response = await fetch(`${base}/api/live/events`, {
    headers: { authorization: `Basic ${token}`, accept: 'text/event-stream' },
    signal,
  });
  if (!response.ok) throw new Error(`GET /api/live/events answered ${response.status}`);
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let ready: () => void = () => undefined;
  const isReady = new Promise<void>((resolve) => (ready = resolve));
  void (async () => {
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (block.includes('event: ready')) ready();
          const data = /^data: (.*)$/m.exec(block)?.[1];
          const orderId = data && block.includes('event: order') ? (JSON.parse(data) as { orderId?: string }).orderId : undefined;
          if (orderId) arrived.set(orderId, performance.now());
        }
      }
    } catch {
      // aborted at the end of the run
    }
  })();
  await isReady;
  return arrived;
}

/** Posts orders for `seconds` (at least 20), one at a time across the bench terminals, and times each order's event. */
export async function measureLiveEvents(
  context: { base: string; token: string; seconds: number },
  bench: ChannelBench,
): Promise<Measurement> {
  const keys = bench.demoKeys.slice(0, 5);
  const plans = await Promise.all(keys.map(async (key) => ({ key, ...(await orderable(context.base, key)) })));
  const stop = new AbortController();
  const arrived = await openStream(context.base, context.token, stop.signal);
  const latencies: number[] = [];
  let errors = 0;
  const until = performance.now() + context.seconds * 1000;
  try {
    for (let n = 0; performance.now() < until || n < 20; n++) {
      const plan = plans[n % plans.length]!;
      const sent = performance.now();
      const response = await fetch(`${context.base}/api/channel/orders`, {
        method: 'POST',
        headers: { ...bearer(plan.key), 'content-type': 'application/json' },
        body: JSON.stringify({
          channelReference: `live-bench-${randomBytes(9).toString('base64url')}`,
          orderType: plan.orderType,
          lines: [{ itemId: plan.itemId, count: 1 }],
          payments: plan.price > 0 ? [{ type: 'CARD', amount: plan.price }] : [],
        }),
      });
      const order = (await response.json()) as { id?: string };
      if (response.status !== 201 || !order.id) {
        errors++;
        continue;
      }
      const deadline = performance.now() + 5000;
      while (!arrived.has(order.id) && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 1));
      const at = arrived.get(order.id);
      if (at === undefined) errors++;
      else latencies.push(at - sent);
    }
  } finally {
    stop.abort();
  }
  return {
    name: 'posted order → its event in an open stream',
    budgetP95Ms: 1000,
    ...latencyPercentiles(latencies),
    requestsPerSecond: latencies.length / context.seconds,
    errors,
  };
}
