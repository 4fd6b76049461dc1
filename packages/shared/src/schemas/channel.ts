import { z } from 'zod';
import { AVAILABLE_DAYS, ITEM_TYPES, ONLINE_PAYMENT_PROVIDERS, ORDER_TYPES, PAYMENT_TYPES } from '../enums';
import { REFUSAL_CODES } from '../order-pricing';
import { allergenSchema } from './catalogue';
import { idSchema, uniqueIds } from './ids';
import { openingHoursDaySchema } from './settings';
import { text } from './text';

/**
 * The channel API's selling calls (issue 15): the menu a terminal may sell now and the orders it
 * sends. Every amount on this API is integer øre (1 kr = 100 øre), VAT included unless a field says
 * otherwise. A terminal authenticates with its key (`Authorization: Bearer bkt_…`); its merchant and
 * location come from the key, never from the request. Terminal status calls and events: channel-events.ts.
 */

// ── GET /api/channel/menu ────────────────────────────────────────────────────────────────────────

export const channelMenuQuery = z.object({
  orderType: z.enum(ORDER_TYPES, { message: 'Velg bestillingstype: DINE_IN, PICKUP eller DELIVERY' }).meta({
    description: 'The order type the menu is for: DINE_IN (spise her), PICKUP (takeaway) or DELIVERY. Prices and VAT follow it.',
    examples: ['PICKUP'],
  }),
});
export type ChannelMenuQuery = z.infer<typeof channelMenuQuery>;

const ore = z.number().int();

export const channelMenuVariantSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Øre with the order type's VAT, before any discount: what one unit costs. */
  price: ore,
  /** Øre with VAT after the item's discount (the same as price without one). */
  discountedPrice: ore,
  /** Add-on groups of this variant, offered besides the item's own. */
  addOnGroupIds: z.array(z.string()),
});

export const channelMenuItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  itemType: z.enum(ITEM_TYPES),
  menuNr: z.string(),
  description: z.string(),
  ingredientsText: z.string(),
  imageUrl: z.string().nullable(),
  /** Øre with the order type's VAT, before any discount. An item with variants is priced by its variant. */
  price: ore,
  /** Øre with VAT after the discount valid for this channel, location and day. */
  discountedPrice: ore,
  /** The discount valid now for this channel and location, 0 without one. */
  discountPercent: z.number(),
  /** Sold out at this location: shown, but an order with it is refused (ITEM_SOLD_OUT). */
  soldOut: z.boolean(),
  enableComment: z.boolean(),
  spicyLevelSelections: z.array(z.string()),
  allergens: z.array(allergenSchema),
  /** None, or at least two: then an order names one (variantId). */
  variants: z.array(channelMenuVariantSchema),
  addOnGroupIds: z.array(z.string()),
});
export type ChannelMenuItem = z.infer<typeof channelMenuItemSchema>;

export const channelMenuCategorySchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  itemType: z.enum(ITEM_TYPES),
  imageUrl: z.string().nullable(),
  /** Closed now by the location's dish controls: shown, but an order from it is refused (CATEGORY_CLOSED). */
  closed: z.boolean(),
  /** The dish control's message while closed; null when open or when it has none. */
  closedMessage: z.string().nullable(),
  items: z.array(channelMenuItemSchema),
});

export const channelMenuAddOnSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Øre with the order type's VAT, per unit (add-ons carry no discount). */
  price: ore,
  /** How many times it may be chosen for one unit of the item: 1, or its maximum when it may be repeated. */
  maximumCount: z.number().int(),
});

export const channelMenuAddOnGroupSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  /** A mandatory group needs at least `minimum` and at most `maximum` add-ons per unit (maximum 0: no limit). */
  mandatory: z.boolean(),
  minimum: z.number().int(),
  maximum: z.number().int(),
  addOns: z.array(channelMenuAddOnSchema),
});

export const channelMenuSchema = z
  .object({
    locationId: z.string(),
    orderType: z.enum(ORDER_TYPES),
    /** The Oslo date the menu is for (YYYY-MM-DD). */
    date: z.string(),
    /** The day it is sold as: its weekday, or HOLIDAY on a public holiday when the merchant uses the holiday option. */
    day: z.enum(AVAILABLE_DAYS),
    /** VAT percent of the order type, in every price of the menu. */
    vatRate: z.number(),
    takeaway: z.object({
      /** Takeaway (pickup and delivery) is closed today at this location: such orders are refused (TAKEAWAY_CLOSED). */
      closedToday: z.boolean(),
      /** The closing day's message while closed, null otherwise. */
      message: z.string().nullable(),
    }),
    /** Minutes from now to the earliest pickup time; a PICKUP or DELIVERY order asking for earlier is refused (PICKUP_TOO_EARLY). */
    earliestPickupMinutes: z.number().int(),
    /** The location's opening hours, MONDAY (weekday 1) to SUNDAY, HH:mm Oslo time. */
    openingHours: z.array(openingHoursDaySchema),
    /** Categories and their items offered at the location for the order type today, in menu order. */
    categories: z.array(channelMenuCategorySchema),
    /** The add-on groups the items and variants name. */
    addOnGroups: z.array(channelMenuAddOnGroupSchema),
  })
  .meta({
    description:
      'The menu this terminal may sell now. Items not at the location, not for the order type or not today are left out; sold-out items and ' +
      'categories closed by the dish controls are included and flagged. Revalidate with If-None-Match: 304 while nothing changed.',
  });
export type ChannelMenu = z.infer<typeof channelMenuSchema>;

// ── POST /api/channel/orders ─────────────────────────────────────────────────────────────────────

const MAX_ORE = 100_000_000;

const amount = (label: string) =>
  z
    .number({ message: `${label} må være et heltall i øre` })
    .int({ message: `${label} må være et heltall i øre` })
    .min(0, { message: `${label} kan ikke være negativt` })
    .max(MAX_ORE, { message: `${label} er for stort` });

export const channelOrderLineInput = z.object({
  itemId: idSchema,
  /** Required when the item has variants. */
  variantId: idSchema.optional(),
  /** Add-ons chosen for ONE unit of the line; each counts `count` times in the order. */
  addOns: uniqueIds(
    z.object({
      id: idSchema,
      count: z.number().int({ message: 'Antall må være et heltall' }).min(1, { message: 'Antall må være minst 1' }).max(100),
    }),
    { max: 50, key: (addOn) => addOn.id },
  ).default([]),
  count: z
    .number()
    .int({ message: 'Antall må være et heltall' })
    .min(1, { message: 'Antall må være minst 1' })
    .max(999, { message: 'Antall kan være høyst 999' }),
  comment: text().trim().max(500, { message: 'Kommentaren kan være høyst 500 tegn' }).default(''),
});

export const channelPaymentInput = z.object({
  type: z.enum(PAYMENT_TYPES, { message: 'Ugyldig betalingstype' }),
  amount: amount('Beløpet').min(1, { message: 'Beløpet må være over 0' }),
  /** The card terminal's or provider's transaction id. */
  transactionId: text().trim().min(1).max(200).optional(),
  /** The online provider of the payment; NOT_ANY for cash and card terminals. */
  provider: z.enum(ONLINE_PAYMENT_PROVIDERS).default('NOT_ANY'),
  /** Card scheme of a CARD payment (VISA, MASTERCARD …). */
  cardType: text().trim().min(1).max(30).optional(),
});

export const channelOrderBody = z
  .object({
    channelReference: text({ message: 'Ordrereferansen må fylles ut' })
      .trim()
      .min(1, { message: 'Ordrereferansen må fylles ut' })
      .max(100, { message: 'Ordrereferansen kan være høyst 100 tegn' })
      .meta({ description: "The channel's own id of the order. A repeat with the same reference answers the first result." }),
    orderType: z.enum(ORDER_TYPES, { message: 'Velg bestillingstype: DINE_IN, PICKUP eller DELIVERY' }),
    lines: z
      .array(channelOrderLineInput)
      .min(1, { message: 'Ordren må ha minst én linje' })
      .max(100, { message: 'Ordren kan ha høyst 100 linjer' }),
    /** ISO 8601 with offset; none for as soon as possible. Only for PICKUP and DELIVERY. */
    pickupTime: z.iso.datetime({ offset: true, message: 'Hentetid må være et tidspunkt (ISO 8601)' }).optional(),
    customer: z
      .object({
        name: text().trim().max(100, { message: 'Navnet kan være høyst 100 tegn' }).default(''),
        mobile: text()
          .trim()
          .max(20, { message: 'Mobilnummeret kan være høyst 20 tegn' })
          .regex(/^\+?[\d ]*$/, { message: 'Mobilnummeret kan bare ha sifre, mellomrom og +' })
          .default(''),
      })
      .optional(),
    /** A dine-in order's table. */
    tableName: text().trim().max(50).optional(),
    tipsAmount: amount('Tips').default(0),
    /** Bonus points used; one point pays 1 kr (100 øre) of what is due. */
    usedPoints: z
      .number()
      .int({ message: 'Bonuspoeng må være et heltall' })
      .min(0, { message: 'Bonuspoeng kan ikke være negativt' })
      .max(1_000_000)
      .default(0),
    /** Must add up to exactly the order's total plus tips less the points (øre). */
    payments: z.array(channelPaymentInput).max(10, { message: 'Høyst 10 betalinger' }).default([]),
  })
  .meta({
    description:
      'An order to store, amounts in øre. The server prices every line from the menu (item or variant, add-ons per unit × count, the ' +
      'valid discount, VAT by order type) and stores it only when the payments add up to what is due: total + tipsAmount − usedPoints × 100.',
    examples: [
      {
        channelReference: 'kiosk-1-000123',
        orderType: 'PICKUP',
        lines: [
          {
            itemId: '019a0000-0000-7000-8000-000000000001',
            variantId: '019a0000-0000-7000-8000-000000000002',
            addOns: [{ id: '019a0000-0000-7000-8000-000000000003', count: 1 }],
            count: 2,
            comment: 'Uten løk',
          },
        ],
        customer: { name: 'Kari Nordmann', mobile: '+4791234567' },
        tipsAmount: 0,
        usedPoints: 0,
        payments: [{ type: 'CARD', amount: 39_100, transactionId: 'bax-88231', cardType: 'VISA' }],
      },
    ],
  });
export type ChannelOrderBody = z.infer<typeof channelOrderBody>;
export type ChannelOrderInput = z.input<typeof channelOrderBody>;

/** The refusal codes of POST /api/channel/orders (409), each with a Norwegian message a kiosk can show. */
export const CHANNEL_ORDER_REFUSALS = [...REFUSAL_CODES, 'IDEMPOTENCY_CONFLICT'] as const;
