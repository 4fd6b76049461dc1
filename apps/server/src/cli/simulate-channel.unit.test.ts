import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { ChannelMenu } from '@bakrom/shared/schemas/channel';
import {
  describeAnswer,
  parseSimulateOptions,
  planOrder,
  runSimulation,
  type ChannelClient,
  type SimulatedTerminal,
} from './simulate-channel';

const item = (id: string, name: string, price: number, extra: Partial<ChannelMenu['categories'][number]['items'][number]> = {}) => ({
  id,
  name,
  itemType: 'DISH' as const,
  menuNr: '',
  description: '',
  ingredientsText: '',
  imageUrl: null,
  price,
  discountedPrice: price,
  discountPercent: 0,
  soldOut: false,
  enableComment: false,
  spicyLevelSelections: [],
  allergens: [],
  variants: [],
  addOnGroupIds: [],
  ...extra,
});

function menu(overrides: Partial<ChannelMenu> = {}): ChannelMenu {
  return {
    locationId: 'loc-1',
    orderType: 'PICKUP',
    date: '2026-11-26',
    day: 'THURSDAY',
    vatRate: 15,
    takeaway: { closedToday: false, message: null },
    earliestPickupMinutes: 20,
    openingHours: [],
    categories: [
      {
        id: 'c1',
        name: 'Pizza',
        description: '',
        itemType: 'DISH',
        imageUrl: null,
        closed: false,
        closedMessage: null,
        items: [
          item('pizza', 'Margherita', 0, {
            variants: [
              { id: 'small', name: 'Liten', price: 14_900, discountedPrice: 13_410, addOnGroupIds: ['dough'] },
              { id: 'large', name: 'Stor', price: 19_900, discountedPrice: 17_910, addOnGroupIds: [] },
            ],
            addOnGroupIds: ['toppings'],
          }),
          item('soup', 'Dagens suppe', 12_900),
          item('tiramisu', 'Tiramisu', 8_900, { soldOut: true }),
        ],
      },
      {
        id: 'c2',
        name: 'Middag',
        description: '',
        itemType: 'DISH',
        imageUrl: null,
        closed: true,
        closedMessage: 'Stengt',
        items: [item('steak', 'Biff', 32_900)],
      },
    ],
    addOnGroups: [
      {
        id: 'toppings',
        title: 'Ekstra',
        description: '',
        mandatory: false,
        minimum: 0,
        maximum: 2,
        addOns: [{ id: 'cheese', name: 'Ost', price: 1_500, maximumCount: 1 }],
      },
      {
        id: 'dough',
        title: 'Bunn',
        description: '',
        mandatory: true,
        minimum: 1,
        maximum: 1,
        addOns: [
          { id: 'thin', name: 'Tynn', price: 0, maximumCount: 1 },
          { id: 'thick', name: 'Tykk', price: 1_000, maximumCount: 1 },
        ],
      },
    ],
    ...overrides,
  };
}

const prices: Record<string, number> = {
  small: 13_410,
  large: 17_910,
  soup: 12_900,
  tiramisu: 8_900,
  cheese: 1_500,
  thin: 0,
  thick: 1_000,
};

describe('a simulated order', () => {
  it('sells only what may be sold, with a variant, the add-ons each group needs, and one payment of exactly the sum', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: 0, max: 0.999_999, noNaN: true }), { minLength: 40, maxLength: 40 }), (draws) => {
        let index = 0;
        const planned = planOrder(menu(), 'ref-1', { next: () => draws[index++ % draws.length]! })!;
        expect(planned.refusals).toEqual([]);
        let due = 0;
        for (const line of planned.body.lines) {
          expect(['pizza', 'soup']).toContain(line.itemId);
          expect(line.count).toBe(1);
          if (line.itemId === 'pizza') {
            expect(['small', 'large']).toContain(line.variantId);
            due += prices[line.variantId!]!;
            const dough = (line.addOns ?? []).filter((addOn) => addOn.id === 'thin' || addOn.id === 'thick');
            expect(dough).toHaveLength(line.variantId === 'small' ? 1 : 0);
          } else {
            due += prices[line.itemId]!;
          }
          for (const addOn of line.addOns ?? []) due += prices[addOn.id]!;
        }
        expect(planned.body.payments).toEqual([expect.objectContaining({ amount: due })]);
      }),
    );
  });

  it('adds a sold-out dish when asked, the one named first, and expects the refusal; a closed takeaway is expected refused', () => {
    const chance = { next: () => 0.1 };
    expect(planOrder(menu(), 'r', chance, { soldOut: true })!.body.lines.map((line) => line.itemId)).toContain('tiramisu');
    expect(planOrder(menu(), 'r', chance, { soldOutItemId: 'tiramisu' })!.refusals).toEqual(['ITEM_SOLD_OUT']);
    const closed = menu({ takeaway: { closedToday: true, message: 'Vannlekkasje' } });
    expect(planOrder(closed, 'r', chance)!.refusals).toEqual(['TAKEAWAY_CLOSED']);
    expect(planOrder(closed, 'r', chance, { soldOut: true })!.refusals).toEqual(['ITEM_SOLD_OUT', 'TAKEAWAY_CLOSED']);
    expect(planOrder(menu({ categories: [] }), 'r', chance)).toBeUndefined();
  });
});

describe('a simulation run', () => {
  const terminal: SimulatedTerminal = {
    terminalType: 'WEBSHOP',
    deviceName: 'Nettbutikk',
    locationId: 'loc-1',
    locationName: 'Sentrum',
    key: 'bkt_x',
  };

  it('sends the orders at its pace, prints one line each, and tries a dish sold out during the run with the next order', async () => {
    let soldOut = false;
    const sent: string[][] = [];
    const client: ChannelClient = {
      menu: async () => {
        const current = menu();
        const tiramisu = current.categories[0]!.items[2]!;
        tiramisu.soldOut = false;
        const soup = current.categories[0]!.items[1]!;
        soup.soldOut = soldOut;
        return current;
      },
      order: async (_terminal, body) => {
        sent.push(body.lines.map((line) => line.itemId));
        return body.lines.some((line) => line.itemId === 'soup') && soldOut
          ? { status: 409, body: { error: { code: 'ITEM_SOLD_OUT', message: '«Dagens suppe» er utsolgt.' } } }
          : { status: 201, body: { orderId: sent.length } };
      },
    };
    const printed: string[] = [];
    const waits: number[] = [];
    const result = await runSimulation({
      client,
      terminals: [terminal],
      ordersPerMinute: 30,
      minutes: 0.1,
      print: (line) => printed.push(line),
      chance: { next: () => 0.7 },
      sleep: async (ms) => {
        waits.push(ms);
        soldOut = true;
      },
    });
    expect(sent).toHaveLength(3);
    expect(sent[1]).toContain('soup');
    expect(sent[2]).not.toContain('soup');
    expect(result).toEqual({ accepted: 2, refused: 1 });
    expect(printed[0]).toMatch(/^#1 Nettbutikk Sentrum PICKUP: .* → godtatt, ordre 1$/);
    expect(printed[1]).toMatch(/→ avvist ITEM_SOLD_OUT: «Dagens suppe» er utsolgt\. \(med vilje\)$/);
    expect(waits).toHaveLength(2);
    expect(waits.every((ms) => ms > 1000 && ms <= 2000)).toBe(true);
  });

  it('prints the refusal of an order it meant to be accepted without calling it intended', () => {
    const planned = planOrder(menu(), 'r', { next: () => 0.1 })!;
    expect(
      describeAnswer(4, terminal, planned, { status: 409, body: { error: { code: 'PAYMENT_MISMATCH', message: 'Feil beløp' } } }),
    ).toMatch(/→ avvist PAYMENT_MISMATCH: Feil beløp$/);
  });

  it('reads its options with their defaults and refuses a bad one', () => {
    expect(parseSimulateOptions(['--merchant', 'demo'])).toEqual({ merchant: 'demo', 'orders-per-minute': 6, minutes: 10, staff: 2 });
    expect(() => parseSimulateOptions(['--merchant', 'demo', '--staff', '-1'])).toThrow(/--staff/);
    expect(() => parseSimulateOptions(['--merchant', 'demo', '--minutes', '-1'])).toThrow(/--minutes/);
  });

  it('clocks its staff in at a kiosk before the first order and out after the last, and prints a refusal', async () => {
    const kiosk = { ...terminal, terminalType: 'KIOSK' as const, deviceName: 'Kiosk 1' };
    const calls: string[] = [];
    const client: ChannelClient = {
      menu: async () => menu(),
      order: async () => {
        calls.push('order');
        return { status: 201, body: { orderId: 1 } };
      },
      clock: async (used, body) => {
        calls.push(`${body.action} ${body.pincode} ${used.deviceName}`);
        return body.pincode === '2222' && body.action === 'IN'
          ? { status: 409, body: { error: { code: 'ALREADY_CLOCKED_IN', message: 'Du er allerede stemplet inn.' } } }
          : { status: 201, body: {} };
      },
    };
    const printed: string[] = [];
    await runSimulation({
      client,
      terminals: [terminal, kiosk],
      ordersPerMinute: 60,
      minutes: 1 / 60,
      print: (line) => printed.push(line),
      chance: { next: () => 0.1 },
      sleep: async () => {},
      staff: [
        { name: 'Kari Hansen', pincode: '1111' },
        { name: 'Ola Berg', pincode: '2222' },
      ],
    });
    expect(calls).toEqual(['IN 1111 Kiosk 1', 'IN 2222 Kiosk 1', 'order', 'OUT 1111 Kiosk 1', 'OUT 2222 Kiosk 1']);
    expect(printed[0]).toBe('Kari Hansen stemplet inn (Kiosk 1 Sentrum)');
    expect(printed[1]).toBe('Ola Berg ikke stemplet inn: Du er allerede stemplet inn.');
    expect(printed.at(-1)).toBe('Ola Berg stemplet ut (Kiosk 1 Sentrum)');
  });

  it('clocks nobody in without a kiosk, and says so', async () => {
    const clocked: string[] = [];
    const printed: string[] = [];
    await runSimulation({
      client: {
        menu: async () => menu(),
        order: async () => ({ status: 201, body: { orderId: 1 } }),
        clock: async (_terminal, body) => {
          clocked.push(body.pincode);
          return { status: 201, body: {} };
        },
      },
      terminals: [terminal],
      ordersPerMinute: 60,
      minutes: 1 / 60,
      print: (line) => printed.push(line),
      chance: { next: () => 0.1 },
      sleep: async () => {},
      staff: [{ name: 'Kari Hansen', pincode: '1111' }],
    });
    expect(clocked).toEqual([]);
    expect(printed[0]).toBe('Ingen kiosk å stemple inn på: de ansatte stempler ikke i denne kjøringen.');
  });
});
