import { z } from 'zod';
import { EARLIEST_PICKUP_TIMES } from '../enums';
import { isWireDate } from '../business-day';
import { idSchema, merchantField, uniqueIds } from './ids';
import { text } from './text';

/**
 * Daily operations of a location (spec part 1 §2 sold-out page, part 2 §2.14–2.15): sold-out items,
 * closing days (takeaway closed), earliest pickup time, and closing or opening dishes.
 */

/** The plain-text answer of commands that only report success. */
export const succeededSchema = z.literal('SUCCEEDED');
export type Succeeded = z.infer<typeof succeededSchema>;

/** A calendar date on the wire, YYYY-MM-DD, read as a Europe/Oslo day. */
export const wireDateSchema = text({ message: 'Dato må fylles ut (ÅÅÅÅ-MM-DD)' }).refine(isWireDate, {
  message: 'Ugyldig dato: bruk formatet ÅÅÅÅ-MM-DD',
});

/** Prefilled message of /closeTakeaway. */
export const CLOSE_TAKEAWAY_DEFAULT_MESSAGE = 'Online takeaway er midlertidig stengt for i dag.';

// ---- Sold-out items ----------------------------------------------------------------------------

export const soldOutItemSchema = z.object({
  id: z.string(),
  itemId: z.string(),
  locationId: z.string(),
  merchant: z.string(),
  itemName: z.string(),
  createdAt: z.string(),
});
export type SoldOutItem = z.infer<typeof soldOutItemSchema>;

export const markProductsAsSoldOutBody = z.object({
  merchant: merchantField,
  locationId: idSchema,
  items: uniqueIds(idSchema, { max: 1000 }).min(1, { message: 'Velg minst ett produkt som skal merkes som utsolgt' }),
});
export type MarkProductsAsSoldOutBody = z.infer<typeof markProductsAsSoldOutBody>;
/** The sold-out records of the marked items, existing ones included (marking twice adds nothing). */
export const markProductsAsSoldOutResponse = z.array(soldOutItemSchema);

export const unmarkProductsAsSoldOutBody = z.object({
  merchant: merchantField,
  soldOutItemDocId: idSchema,
});
export type UnmarkProductsAsSoldOutBody = z.infer<typeof unmarkProductsAsSoldOutBody>;

// ---- Closing days ------------------------------------------------------------------------------

export const closingDaySchema = z.object({
  id: z.string(),
  type: z.literal('closingdays'),
  merchant: z.string(),
  locationId: z.string(),
  /** First closed date, YYYY-MM-DD, inclusive. */
  fromDate: z.string(),
  /** Last closed date, YYYY-MM-DD, inclusive. */
  toDate: z.string(),
  message: z.string(),
});
export type ClosingDay = z.infer<typeof closingDaySchema>;

export const getClosingDaysQuery = z.object({ merchant: merchantField });
export const getClosingDaysResponse = z.array(closingDaySchema);

/** Checked only between two valid dates; a malformed date has its own message. */
const dateRangeRule = <T extends { fromDate: string; toDate: string }>(value: T) =>
  !isWireDate(value.fromDate) || !isWireDate(value.toDate) || value.fromDate <= value.toDate;
const dateRangeMessage = { message: 'Til-dato kan ikke være før fra-dato', path: ['toDate'] };

export const createClosingDaysBody = z
  .object({
    merchant: merchantField,
    type: z.literal('closingdays').optional(),
    locationId: idSchema,
    fromDate: wireDateSchema,
    toDate: wireDateSchema,
    message: text({ message: 'Melding må fylles ut' })
      .trim()
      .min(1, { message: 'Melding må fylles ut' })
      .max(500, { message: 'Meldingen kan ha høyst 500 tegn' }),
  })
  .refine(dateRangeRule, dateRangeMessage);
export type CreateClosingDaysBody = z.infer<typeof createClosingDaysBody>;

/** Either `id` or `closingDayId` names the closing day. */
export const deleteClosingDayBody = z
  .object({ merchant: merchantField, id: idSchema.optional(), closingDayId: idSchema.optional() })
  .refine((value) => value.id !== undefined || value.closingDayId !== undefined, {
    message: 'Oppgi hvilken stengt dag som skal slettes (id)',
    path: ['id'],
  });
export type DeleteClosingDayBody = z.infer<typeof deleteClosingDayBody>;

/**
 * Reopens takeaway on the dates of the range only: a closing period reaching beyond them keeps its
 * other dates (trimmed or split). /openTakeaway sends today–today. Refused (409) when none covers it.
 */
export const deleteClosingDaysByRangeBody = z
  .object({ merchant: merchantField, locationId: idSchema, fromDate: wireDateSchema, toDate: wireDateSchema })
  .refine(dateRangeRule, dateRangeMessage);
export type DeleteClosingDaysByRangeBody = z.infer<typeof deleteClosingDaysByRangeBody>;

// ---- Earliest pickup time ----------------------------------------------------------------------

export const earliestPickupTimeSchema = z
  .number({ message: 'Tidligst hentetid må være et tall' })
  .refine((value) => (EARLIEST_PICKUP_TIMES as readonly number[]).includes(value), {
    message: `Tidligst hentetid må være ett av ${EARLIEST_PICKUP_TIMES.join(', ')} minutter`,
  });

export const changeEarliestPickupTimeBody = z.object({
  merchant: merchantField,
  locationId: idSchema,
  earliestPickupTime: earliestPickupTimeSchema,
});
export type ChangeEarliestPickupTimeBody = z.infer<typeof changeEarliestPickupTimeBody>;
export const changeEarliestPickupTimeResponse = z.object({ locationId: z.string(), earliestPickupTime: z.number().int() });
export type ChangeEarliestPickupTimeResponse = z.infer<typeof changeEarliestPickupTimeResponse>;

// ---- Close and open dishes ---------------------------------------------------------------------

/** Closes (or opens) the categories of the location's CLOSE_OPEN_DISHES action; answers SUCCEEDED. */
export const closeOpenDishesBody = z.object({ merchant: merchantField, locationId: idSchema });
export type CloseOpenDishesBody = z.infer<typeof closeOpenDishesBody>;
