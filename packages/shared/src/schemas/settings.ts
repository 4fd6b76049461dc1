import { z } from 'zod';
import { WEEKDAYS } from '../enums';
import { closesWithinOpening, endsAfterStart, isTimeOfDay, isTimeOnStep } from '../business-day';
import { idSchema, merchantField } from './ids';
import { text } from './text';

/**
 * Opening hours (/openinghours, spec part 2 §2.11) and delivery (/delivery, §2.12). Times are 24-hour
 * HH:mm in Europe/Oslo: opening hours in 15-minute steps (default 11:00), delivery in 30-minute steps
 * (default 10:00). Every document holds all seven days, MONDAY (weekday 1) to SUNDAY (weekday 7).
 */

export const OPENING_HOURS_STEP_MINUTES = 15;
export const DELIVERY_STEP_MINUTES = 30;
export const DEFAULT_OPENING_TIME = '11:00';
export const DEFAULT_DELIVERY_TIME = '10:00';

/** An HH:mm time on a picker step; the message names the rule. */
export function steppedTimeSchema(stepMinutes: number) {
  return text({ message: 'Klokkeslett må fylles ut (TT:MM)' })
    .refine(isTimeOfDay, { message: 'Ugyldig klokkeslett: bruk 24-timers format TT:MM' })
    .refine((value) => !isTimeOfDay(value) || isTimeOnStep(value, stepMinutes), {
      message: `Klokkeslettet må være i steg på ${stepMinutes} minutter`,
    });
}

const weekdayFields = {
  day: z.enum(WEEKDAYS, { message: 'Ugyldig ukedag (MONDAY–SUNDAY)' }),
  weekday: z.number().int().min(1, { message: 'Ukedag må være 1–7' }).max(7, { message: 'Ukedag må være 1–7' }),
};

/** Every weekday exactly once, and `day` agreeing with `weekday` (MONDAY = 1). */
function weekRule(days: { day: string; weekday: number }[], context: z.RefinementCtx, field: string) {
  days.forEach((entry, index) => {
    if (WEEKDAYS[entry.weekday - 1] !== entry.day) {
      context.addIssue({
        code: 'custom',
        message: `${entry.day} må ha ukedag ${WEEKDAYS.indexOf(entry.day as never) + 1}`,
        path: [field, index, 'weekday'],
      });
    }
  });
  const weekdays = new Set(days.map((entry) => entry.weekday));
  if (weekdays.size !== 7) {
    context.addIssue({ code: 'custom', message: 'Alle sju ukedager må være med, hver én gang', path: [field] });
  }
}

// ---- Opening hours -----------------------------------------------------------------------------

const openingTime = steppedTimeSchema(OPENING_HOURS_STEP_MINUTES);

export const OPENING_HOURS_MESSAGES = {
  closingEqualsOpening: 'Stengetiden kan ikke være den samme som åpningstiden',
  kitchenOutsideOpening: 'Kjøkkenet må stenge etter åpningstid og senest ved stengetid',
} as const;

/**
 * An open day closes at another time than it opens (past midnight is allowed: 18:00–02:00), and the
 * kitchen closes while the place is open. A closed day keeps whatever times it carries.
 */
function openDayRule(day: { isOpen: boolean; fromTime: string; toTime: string; kitchenClosingTime: string }, context: z.RefinementCtx) {
  if (!day.isOpen || ![day.fromTime, day.toTime, day.kitchenClosingTime].every(isTimeOfDay)) return;
  if (day.fromTime === day.toTime) {
    context.addIssue({ code: 'custom', message: OPENING_HOURS_MESSAGES.closingEqualsOpening, path: ['toTime'] });
  } else if (!closesWithinOpening(day.fromTime, day.toTime, day.kitchenClosingTime)) {
    context.addIssue({ code: 'custom', message: OPENING_HOURS_MESSAGES.kitchenOutsideOpening, path: ['kitchenClosingTime'] });
  }
}

/** A day as stored and answered; what a save sends is also checked by `openingHoursDayInput`. */
export const openingHoursDaySchema = z.object({
  ...weekdayFields,
  isOpen: z.boolean({ message: 'Velg åpent eller stengt' }),
  fromTime: openingTime,
  toTime: openingTime,
  kitchenClosingTime: openingTime,
});
export const openingHoursDayInput = openingHoursDaySchema.superRefine(openDayRule);
export type OpeningHoursDay = z.infer<typeof openingHoursDaySchema>;

export const openingHoursSchema = z.object({
  type: z.literal('openinghours'),
  merchant: z.string(),
  locationId: z.string(),
  openingHours: z.array(openingHoursDaySchema),
});
export type OpeningHours = z.infer<typeof openingHoursSchema>;

export const getOpeningHoursQuery = z.object({ merchant: merchantField, locationId: idSchema });

export const editOpeningHoursBody = z
  .object({
    type: z.literal('openinghours').optional(),
    merchant: merchantField,
    locationId: idSchema,
    openingHours: z.array(openingHoursDayInput).length(7, { message: 'Åpningstidene må ha sju dager' }),
  })
  .superRefine((value, context) => weekRule(value.openingHours, context, 'openingHours'));
export type EditOpeningHoursBody = z.infer<typeof editOpeningHoursBody>;

// ---- Delivery ----------------------------------------------------------------------------------

const deliveryTime = steppedTimeSchema(DELIVERY_STEP_MINUTES);

export const DELIVERY_MESSAGES = {
  endBeforeStart: 'Levering må slutte etter at den starter (til-tid etter fra-tid)',
} as const;

/** A day as stored and answered; what a save sends is also checked by `deliveryDayInput`. */
export const deliveryDaySchema = z.object({
  ...weekdayFields,
  offered: z.boolean({ message: 'Velg om levering tilbys' }),
  fromTime: deliveryTime,
  toTime: deliveryTime,
});

/** On a delivery day the window ends after it starts, the same day ('00:00' as the end is midnight). */
export const deliveryDayInput = deliveryDaySchema.superRefine((day, context) => {
  if (!day.offered || !isTimeOfDay(day.fromTime) || !isTimeOfDay(day.toTime) || endsAfterStart(day.fromTime, day.toTime)) return;
  context.addIssue({ code: 'custom', message: DELIVERY_MESSAGES.endBeforeStart, path: ['toTime'] });
});
export type DeliveryDay = z.infer<typeof deliveryDaySchema>;

export const deliveryDocumentSchema = z.object({
  type: z.literal('delivery'),
  merchant: z.string(),
  locationId: z.string(),
  /** Kroner. */
  minimumOrder: z.number(),
  /** The days delivery is offered, MONDAY … SUNDAY. */
  availableOnDays: z.array(z.enum(WEEKDAYS)),
  deliveryDays: z.array(deliveryDaySchema),
});
export type DeliveryDocument = z.infer<typeof deliveryDocumentSchema>;

export const getDeliveryDocumentQuery = z.object({ merchant: merchantField, locationId: idSchema });

export const editDeliveryDocumentBody = z
  .object({
    type: z.literal('delivery').optional(),
    merchant: merchantField,
    locationId: idSchema,
    minimumOrder: z
      .number({ error: (issue) => (issue.input === undefined ? 'Fyll ut minstebeløp' : 'Minstebeløp må være et tall') })
      .min(0, { message: 'Minstebeløp kan ikke være negativt' })
      .max(1_000_000, { message: 'Minstebeløp kan være høyst 1 000 000 kr' })
      .multipleOf(0.01, { message: 'Minstebeløp kan ha høyst to desimaler' }),
    availableOnDays: z.array(z.enum(WEEKDAYS)).optional(),
    deliveryDays: z.array(deliveryDayInput).length(7, { message: 'Leveringsdagene må ha sju dager' }),
  })
  .superRefine((value, context) => weekRule(value.deliveryDays, context, 'deliveryDays'));
export type EditDeliveryDocumentBody = z.infer<typeof editDeliveryDocumentBody>;
