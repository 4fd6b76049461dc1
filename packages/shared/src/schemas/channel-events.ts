import { z } from 'zod';
import { apiErrorSchema } from '../api-error';
import { TERMINAL_EVENT_TYPES } from '../enums';
import { CANCELLATION_REFUSALS, SETTABLE_ORDER_STATUSES } from '../order-status-rules';
import { idSchema } from './ids';
import { text } from './text';

/**
 * The channel API's terminal calls (issue 15): the terminal a key belongs to, order status changes and
 * terminal events. A terminal (a till, a kiosk, a location's webshop) authenticates with its own key,
 * `Authorization: Bearer bkt_…`; the menu and order calls live in `channel.ts`.
 */

export const CHANNEL_TERMINAL_TYPES = ['POS', 'KIOSK', 'WEBSHOP'] as const;

// ── The key's terminal (GET /api/channel/terminal) ──────────────────────────────────────────────────

export const channelTerminalSchema = z
  .object({
    /** The terminal's row id (`terminals.id`), the id the reports name it by. */
    id: z.string(),
    /** The device's own number; `WEBSHOP` for the location's webshop. */
    terminalId: z.string(),
    terminalType: z.enum(CHANNEL_TERMINAL_TYPES),
    deviceName: z.string(),
    merchantId: z.string(),
    locationId: z.string(),
    locationName: z.string(),
    /** When the key in use was issued (ISO 8601, UTC). */
    keyCreatedAt: z.string().nullable(),
  })
  .meta({
    description: 'The terminal the key belongs to.',
    examples: [
      {
        id: '5dd2e738-f443-4f56-9f2b-94b6fbeb6a06',
        terminalId: 'KIOSK-10BBB253',
        terminalType: 'KIOSK',
        deviceName: 'Kiosk ved inngangen',
        merchantId: 'demo',
        locationId: 'ea157e50-54b6-45fc-86e0-0e864799e2ea',
        locationName: 'Demo Restaurant Majorstuen',
        keyCreatedAt: '2026-11-26T01:19:16.846Z',
      },
    ],
  });
export type ChannelTerminal = z.infer<typeof channelTerminalSchema>;

// ── An order's status (POST /api/channel/orders/:id/status) ──────────────────────────────────────────

export const channelOrderParams = z.object({
  id: idSchema.meta({
    description: 'The order’s id, as POST /api/channel/orders answered it.',
    examples: ['0193a5c2-7f4e-7c2a-9d1b-5e8f2a6b3c41'],
  }),
});

export const channelOrderStatusInput = z
  .object({
    status: z
      .enum(SETTABLE_ORDER_STATUSES, { message: 'Velg status: CONFIRMED, COMPLETED eller CANCELLED' })
      .meta({ description: 'The new status: CONFIRMED, COMPLETED, or CANCELLED before completion.', examples: ['CONFIRMED'] }),
  })
  .meta({ examples: [{ status: 'CONFIRMED' }, { status: 'COMPLETED' }, { status: 'CANCELLED' }] });
export type ChannelOrderStatusInput = z.infer<typeof channelOrderStatusInput>;

// ── Terminal events (POST /api/channel/terminal-events) ──────────────────────────────────────────────

/** The highest amount of one event: a million kroner, in øre. */
export const TERMINAL_EVENT_MAX_AMOUNT = 100_000_000;

/**
 * Which events carry an amount (øre, VAT included): every one but a drawer opening without a sale and a price
 * look-up, which have none. The Norwegian name of each, as the validation messages use it.
 */
export const TERMINAL_EVENT_AMOUNTS = {
  CASH_DRAWER_OPENING: { amount: 'none', name: 'en skuffeåpning uten salg' },
  COPY_RECEIPT: { amount: 'required', name: 'en kopikvittering' },
  UNCOMPLETED_SALE: { amount: 'required', name: 'et avbrutt salg' },
  OPENING_CHANGE_FLOAT: { amount: 'required', name: 'vekselbeholdningen ved åpning' },
  PRO_FORMA_RECEIPT: { amount: 'required', name: 'en foreløpig kvittering' },
  LINE_CORRECTION: { amount: 'required', name: 'en linjekorreksjon' },
  PRICE_LOOKUP: { amount: 'none', name: 'et prisoppslag' },
  OTHER_CORRECTION: { amount: 'required', name: 'en annen korreksjon' },
  DELIVERY_RECEIPT: { amount: 'required', name: 'en utleveringskvittering' },
  TRAINING_RECEIPT: { amount: 'required', name: 'en treningskvittering' },
} as const satisfies Record<(typeof TERMINAL_EVENT_TYPES)[number], { amount: 'none' | 'required'; name: string }>;

export const TERMINAL_EVENT_MESSAGES = {
  eventType: `Velg hendelse: ${TERMINAL_EVENT_TYPES.join(', ')}`,
  amountRequired: (eventType: (typeof TERMINAL_EVENT_TYPES)[number]) => `Oppgi beløpet i øre for ${TERMINAL_EVENT_AMOUNTS[eventType].name}`,
  noAmount: (eventType: (typeof TERMINAL_EVENT_TYPES)[number]) => {
    const name = TERMINAL_EVENT_AMOUNTS[eventType].name;
    return `${name.charAt(0).toUpperCase()}${name.slice(1)} har ikke noe beløp`;
  },
  orderOnlyForCopy: 'Bare en kopikvittering viser til en ordre',
} as const;

export const channelTerminalEventInput = z
  .object({
    eventType: z.enum(TERMINAL_EVENT_TYPES, { message: TERMINAL_EVENT_MESSAGES.eventType }).meta({
      description:
        'CASH_DRAWER_OPENING: the cash drawer opened without a sale. COPY_RECEIPT: a copy of a receipt printed. ' +
        'UNCOMPLETED_SALE: a sale begun and abandoned (items registered, never paid). ' +
        'OPENING_CHANGE_FLOAT: the change float counted into the drawer when the till opened. ' +
        'PRO_FORMA_RECEIPT: a pro forma (provisional) receipt printed before payment. ' +
        'LINE_CORRECTION: a registered line taken off the sale before payment. PRICE_LOOKUP: a price looked up. ' +
        'OTHER_CORRECTION: any other correction before payment. DELIVERY_RECEIPT: a delivery receipt printed. ' +
        'TRAINING_RECEIPT: a receipt printed in training mode. Each counts on the X- and Z-reports (kassasystemforskriften § 2-8-2).',
      examples: ['COPY_RECEIPT'],
    }),
    amount: z
      .number({ message: 'Beløpet må være et helt antall øre' })
      .int({ message: 'Beløpet må være et helt antall øre' })
      .min(0, { message: 'Beløpet kan ikke være negativt' })
      .max(TERMINAL_EVENT_MAX_AMOUNT, { message: 'Beløpet er for høyt' })
      .optional()
      .meta({
        description:
          'Øre, VAT included: the copied, pro forma, delivery or training receipt’s total, the abandoned sale’s, the corrected ' +
          'line’s or correction’s, or the change float counted. Required for every event but CASH_DRAWER_OPENING and ' +
          'PRICE_LOOKUP, which have none (left out, or 0).',
        examples: [24_150],
      }),
    orderId: idSchema.optional().meta({
      description: 'COPY_RECEIPT only, optional: the order whose receipt was copied (an order of this location).',
      examples: ['0193a5c2-7f4e-7c2a-9d1b-5e8f2a6b3c41'],
    }),
    eventReference: text()
      .min(1)
      .max(100)
      .optional()
      .meta({
        description:
          'The terminal’s own id of the event. A repeat with the same reference answers the first event and counts it once; ' +
          'the same reference with another event is 409 IDEMPOTENCY_CONFLICT.',
        examples: ['kasse1-2026-03-10-0042'],
      }),
  })
  .superRefine((event, context) => {
    const rule = TERMINAL_EVENT_AMOUNTS[event.eventType].amount;
    if (rule === 'required' && event.amount === undefined) {
      context.addIssue({ code: 'custom', path: ['amount'], message: TERMINAL_EVENT_MESSAGES.amountRequired(event.eventType) });
    }
    if (rule === 'none' && (event.amount ?? 0) !== 0) {
      context.addIssue({ code: 'custom', path: ['amount'], message: TERMINAL_EVENT_MESSAGES.noAmount(event.eventType) });
    }
    if (event.orderId !== undefined && event.eventType !== 'COPY_RECEIPT') {
      context.addIssue({ code: 'custom', path: ['orderId'], message: TERMINAL_EVENT_MESSAGES.orderOnlyForCopy });
    }
  })
  .meta({
    examples: [
      { eventType: 'CASH_DRAWER_OPENING', eventReference: 'kasse1-0041' },
      { eventType: 'COPY_RECEIPT', amount: 24_150, orderId: '0193a5c2-7f4e-7c2a-9d1b-5e8f2a6b3c41', eventReference: 'kasse1-0042' },
      { eventType: 'UNCOMPLETED_SALE', amount: 8_900, eventReference: 'kasse1-0043' },
      { eventType: 'OPENING_CHANGE_FLOAT', amount: 150_000, eventReference: 'kasse1-0001' },
      { eventType: 'PRICE_LOOKUP', eventReference: 'kasse1-0044' },
    ],
  });
export type ChannelTerminalEventInput = z.infer<typeof channelTerminalEventInput>;

export const channelTerminalEventSchema = z
  .object({
    id: z.string(),
    /** The terminal that sent it (terminals.id). */
    terminalId: z.string(),
    eventType: z.enum(TERMINAL_EVENT_TYPES),
    /** Øre. */
    amount: z.number().int(),
    orderId: z.string().nullable(),
    eventReference: z.string().nullable(),
    /** When the server recorded it (ISO 8601, UTC); the reports count it on this instant's Oslo day. */
    occurredAt: z.string(),
  })
  .meta({
    description: 'The event as recorded (a repeat: as first recorded).',
    examples: [
      {
        id: '1dea42c5-1b15-4f6a-9944-01b86e3e2673',
        terminalId: '5dd2e738-f443-4f56-9f2b-94b6fbeb6a06',
        eventType: 'COPY_RECEIPT',
        amount: 13_800,
        orderId: 'f4c72afd-4fe1-4200-aec6-492cf2d98929',
        eventReference: 'kiosk-1-evt-0001',
        occurredAt: '2026-11-26T01:21:15.631Z',
      },
    ],
  });
export type ChannelTerminalEvent = z.infer<typeof channelTerminalEventSchema>;

// ── The error answers of the terminal calls, for the OpenAPI document ─────────────────────────────────

export const channelErrorAnswer = (description: string, examples: { code: string; message: string; fields?: Record<string, string> }[]) =>
  apiErrorSchema.meta({ description, examples: examples.map((error) => ({ error })) });

/** Every channel call: the key is missing, unknown or revoked. */
export const channelUnauthorizedAnswer = channelErrorAnswer('No key, or a key that is unknown or revoked.', [
  { code: 'UNAUTHORIZED', message: 'Terminalnøkkelen mangler, er ukjent eller er trukket tilbake.' },
]);
/** The 429 of an address that sent too many wrong terminal keys. */
export const TERMINAL_KEY_THROTTLED_MESSAGE = 'For mange ukjente terminalnøkler fra denne adressen. Vent litt og prøv igjen.';
export const channelRateLimitedAnswer = channelErrorAnswer(
  'Too many wrong keys from this address: every call from it is refused until the window ends, for the seconds of the Retry-After header.',
  [{ code: 'RATE_LIMITED', message: TERMINAL_KEY_THROTTLED_MESSAGE }],
);
export const channelValidationAnswer = channelErrorAnswer(
  'A field is missing or wrong; `fields` names each one with a Norwegian message.',
  [
    {
      code: 'VALIDATION_FAILED',
      message: 'Sjekk feltet «beløp»: Oppgi beløpet i øre for en kopikvittering',
      fields: { amount: 'Oppgi beløpet i øre for en kopikvittering' },
    },
  ],
);
export const channelStatusValidationAnswer = channelErrorAnswer('The status or the order id is missing or wrong.', [
  {
    code: 'VALIDATION_FAILED',
    message: 'Sjekk feltet «status»: Velg status: CONFIRMED, COMPLETED eller CANCELLED',
    fields: { status: 'Velg status: CONFIRMED, COMPLETED eller CANCELLED' },
  },
]);
export const channelOrderNotFoundAnswer = channelErrorAnswer(
  'No such order at this terminal’s location (another location’s or merchant’s order included).',
  [{ code: 'NOT_FOUND', message: 'Fant ikke ordren.' }],
);
export const channelStatusConflictAnswer = channelErrorAnswer(
  'The order cannot take that status any more, or its signed sale cannot be returned by a cancellation (each CANCELLATION_* code).',
  [
    { code: 'STATUS_NOT_ALLOWED', message: 'Ordren er allerede fullført og kan ikke endres til kansellert.' },
    ...Object.entries(CANCELLATION_REFUSALS).map(([code, message]) => ({ code, message })),
  ],
);
export const channelEventConflictAnswer = channelErrorAnswer('The eventReference was used before for another event of this terminal.', [
  { code: 'IDEMPOTENCY_CONFLICT', message: 'Referansen er allerede brukt for en annen hendelse fra denne terminalen.' },
]);

// The selling calls' refusals (GET /api/channel/menu, POST /api/channel/orders).
export const channelMenuValidationAnswer = channelErrorAnswer('orderType is missing or not one of DINE_IN, PICKUP, DELIVERY.', [
  {
    code: 'VALIDATION_FAILED',
    message: 'Sjekk feltet «bestillingstype»: Velg bestillingstype: DINE_IN, PICKUP eller DELIVERY',
    fields: { orderType: 'Velg bestillingstype: DINE_IN, PICKUP eller DELIVERY' },
  },
]);
export const channelOrderValidationAnswer = channelErrorAnswer(
  'A field is missing or wrong; `fields` names each one with a Norwegian message.',
  [
    {
      code: 'VALIDATION_FAILED',
      message: 'Sjekk feltet «ordrelinjer»: Ordren må ha minst én linje',
      fields: { lines: 'Ordren må ha minst én linje' },
    },
  ],
);
export const channelOrderItemNotFoundAnswer = channelErrorAnswer('An item, variant or add-on id the merchant does not have.', [
  { code: 'NOT_FOUND', message: 'Fant ikke produktet.' },
]);
export const channelOrderRefusalAnswer = channelErrorAnswer(
  'The order cannot be sold now, or does not add up with the menu; the message can be shown to the customer as it is.',
  [
    { code: 'ITEM_SOLD_OUT', message: '«Pepperoni» er utsolgt.' },
    { code: 'TAKEAWAY_CLOSED', message: 'Takeaway er stengt.' },
    {
      code: 'PAYMENT_MISMATCH',
      message: 'Betalingene (1,00 kr) stemmer ikke med det som skal betales (69,00 kr).',
      fields: { payments: 'Betalingene (1,00 kr) stemmer ikke med det som skal betales (69,00 kr).' },
    },
    { code: 'IDEMPOTENCY_CONFLICT', message: 'Ordrereferansen er allerede brukt for en annen ordre fra denne terminalen.' },
  ],
);
