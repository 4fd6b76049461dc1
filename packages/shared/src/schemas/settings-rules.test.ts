import { describe, expect, it } from 'vitest';
import '../zod-locale';
import { WEEKDAYS } from '../enums';
import { editDeliveryDocumentBody, editOpeningHoursBody, openingHoursSchema } from './settings';
import { createTableBody } from './tables';

const LOCATION = '7a1e4a39-6d55-4d8b-9a55-7b9c7d0f8e21';
const fieldErrors = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

const openingWeek = (monday: Partial<{ isOpen: boolean; fromTime: string; toTime: string; kitchenClosingTime: string }>) =>
  WEEKDAYS.map((day, i) => ({
    day,
    weekday: i + 1,
    isOpen: true,
    fromTime: '11:00',
    toTime: '22:00',
    kitchenClosingTime: '21:30',
    ...(i === 0 ? monday : {}),
  }));
const deliveryWeek = (monday: Partial<{ offered: boolean; fromTime: string; toTime: string }>) =>
  WEEKDAYS.map((day, i) => ({ day, weekday: i + 1, offered: true, fromTime: '16:00', toTime: '21:00', ...(i === 0 ? monday : {}) }));

describe('opening hours: the kitchen closes while the place is open', () => {
  const check = (monday: Parameters<typeof openingWeek>[0]) =>
    fieldErrors(editOpeningHoursBody.safeParse({ locationId: LOCATION, openingHours: openingWeek(monday) }));

  it('refuses a kitchen closing after closing time or before opening, and the same closing and opening time', () => {
    expect(check({ kitchenClosingTime: '22:30' })).toEqual({
      'openingHours.0.kitchenClosingTime': 'Kjøkkenet må stenge etter åpningstid og senest ved stengetid',
    });
    expect(check({ kitchenClosingTime: '10:00' })).toEqual({
      'openingHours.0.kitchenClosingTime': 'Kjøkkenet må stenge etter åpningstid og senest ved stengetid',
    });
    expect(check({ toTime: '11:00' })).toEqual({ 'openingHours.0.toTime': 'Stengetiden kan ikke være den samme som åpningstiden' });
  });

  it('accepts opening past midnight, the kitchen closing at closing time, and any times on a closed day', () => {
    expect(check({ fromTime: '18:00', toTime: '02:00', kitchenClosingTime: '01:00' })).toEqual({});
    expect(check({ kitchenClosingTime: '22:00' })).toEqual({});
    expect(check({ isOpen: false, fromTime: '11:00', toTime: '11:00', kitchenClosingTime: '11:00' })).toEqual({});
  });

  it('still answers a stored week that breaks the rule (the rule is for saving)', () => {
    expect(
      openingHoursSchema.safeParse({
        type: 'openinghours',
        merchant: 'm',
        locationId: LOCATION,
        openingHours: openingWeek({ kitchenClosingTime: '23:00' }),
      }).success,
    ).toBe(true);
  });
});

describe('delivery: a window ends after it starts', () => {
  const check = (monday: Parameters<typeof deliveryWeek>[0], body: { minimumOrder?: unknown } = { minimumOrder: 100 }) =>
    fieldErrors(editDeliveryDocumentBody.safeParse({ locationId: LOCATION, ...body, deliveryDays: deliveryWeek(monday) }));

  it('refuses 21:00–16:00 and an empty window on a delivery day, not on a day without delivery', () => {
    expect(check({ fromTime: '21:00', toTime: '16:00' })).toEqual({
      'deliveryDays.0.toTime': 'Levering må slutte etter at den starter (til-tid etter fra-tid)',
    });
    expect(check({ fromTime: '16:00', toTime: '16:00' })).toEqual({
      'deliveryDays.0.toTime': 'Levering må slutte etter at den starter (til-tid etter fra-tid)',
    });
    expect(check({ offered: false, fromTime: '21:00', toTime: '16:00' })).toEqual({});
    expect(check({ fromTime: '18:00', toTime: '00:00' })).toEqual({});
  });

  it('asks for a missing minimum order and refuses a negative one', () => {
    expect(check({}, {})).toEqual({ minimumOrder: 'Fyll ut minstebeløp' });
    expect(check({}, { minimumOrder: -50 })).toEqual({ minimumOrder: 'Minstebeløp kan ikke være negativt' });
  });
});

describe('tables', () => {
  it('asks for an empty seat count', () => {
    expect(fieldErrors(createTableBody.safeParse({ locationId: LOCATION, name: 'Bord 1' }))).toEqual({
      capacity: 'Fyll ut antall plasser',
    });
    expect(fieldErrors(createTableBody.safeParse({ locationId: LOCATION, name: 'Bord 1', capacity: 'fire' }))).toEqual({
      capacity: 'Antall plasser må være et tall',
    });
  });
});
