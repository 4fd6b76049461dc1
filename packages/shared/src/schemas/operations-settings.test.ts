import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import '../zod-locale';
import { WEEKDAYS } from '../enums';
import { timeOptions } from '../business-day';
import { changeEarliestPickupTimeBody, createClosingDaysBody, markProductsAsSoldOutBody } from './operations';
import { editDeliveryDocumentBody, editOpeningHoursBody, steppedTimeSchema } from './settings';
import { createTableBody } from './tables';

const LOCATION = '7a1e4a39-6d55-4d8b-9a55-7b9c7d0f8e21';
const fieldErrors = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('time picker schemas', () => {
  it('accept exactly the times the picker offers', () => {
    for (const step of [15, 30]) {
      const schema = steppedTimeSchema(step);
      fc.assert(
        fc.property(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }), (h, m) => {
          const time = `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
          expect(schema.safeParse(time).success).toBe(timeOptions(step).includes(time));
        }),
      );
    }
  });

  it('name the rule in Norwegian', () => {
    expect(steppedTimeSchema(15).safeParse('11:10').error?.issues[0]?.message).toBe('Klokkeslettet må være i steg på 15 minutter');
    expect(steppedTimeSchema(30).safeParse('25:00').error?.issues[0]?.message).toMatch(/24-timers format/);
  });
});

describe('week documents', () => {
  const openingWeek = WEEKDAYS.map((day, i) => ({
    day,
    weekday: i + 1,
    isOpen: true,
    fromTime: '11:00',
    toTime: '22:00',
    kitchenClosingTime: '21:30',
  }));

  it('accept the seven days in any order', () => {
    expect(editOpeningHoursBody.safeParse({ locationId: LOCATION, openingHours: [...openingWeek].reverse() }).success).toBe(true);
  });

  it('refuse a day whose weekday number does not match', () => {
    const week = openingWeek.map((d) => (d.day === 'SUNDAY' ? { ...d, weekday: 1 } : d));
    const errors = fieldErrors(editOpeningHoursBody.safeParse({ locationId: LOCATION, openingHours: week }));
    expect(errors['openingHours.6.weekday']).toBe('SUNDAY må ha ukedag 7');
    expect(errors.openingHours).toBe('Alle sju ukedager må være med, hver én gang');
  });

  it('delivery: 30-minute steps and a minimum order of at least 0 with at most two decimals', () => {
    const deliveryWeek = WEEKDAYS.map((day, i) => ({ day, weekday: i + 1, offered: true, fromTime: '10:00', toTime: '21:30' }));
    expect(editDeliveryDocumentBody.safeParse({ locationId: LOCATION, minimumOrder: 199.9, deliveryDays: deliveryWeek }).success).toBe(
      true,
    );
    expect(
      fieldErrors(editDeliveryDocumentBody.safeParse({ locationId: LOCATION, minimumOrder: 1.234, deliveryDays: deliveryWeek }))
        .minimumOrder,
    ).toMatch(/to desimaler/);
  });
});

describe('operations schemas', () => {
  it('closing days: message required, from ≤ to, real dates', () => {
    const base = { locationId: LOCATION, fromDate: '2026-03-29', toDate: '2026-03-29', message: 'Stengt' };
    expect(createClosingDaysBody.safeParse(base).success).toBe(true);
    expect(fieldErrors(createClosingDaysBody.safeParse({ ...base, message: ' ' })).message).toBe('Melding må fylles ut');
    expect(fieldErrors(createClosingDaysBody.safeParse({ ...base, fromDate: '2026-03-30' })).toDate).toBe(
      'Til-dato kan ikke være før fra-dato',
    );
    expect(fieldErrors(createClosingDaysBody.safeParse({ ...base, toDate: '2026-02-29' })).toDate).toMatch(/ÅÅÅÅ-MM-DD/);
  });

  it('earliest pickup time: 10, 15 … 55 only', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10, max: 120 }), (minutes) => {
        const ok = changeEarliestPickupTimeBody.safeParse({ locationId: LOCATION, earliestPickupTime: minutes }).success;
        expect(ok).toBe(minutes >= 10 && minutes <= 55 && minutes % 5 === 0);
      }),
    );
  });

  it('sold out: at least one item', () => {
    expect(fieldErrors(markProductsAsSoldOutBody.safeParse({ locationId: LOCATION, items: [] })).items).toBe(
      'Velg minst ett produkt som skal merkes som utsolgt',
    );
  });

  it('tables: name required, capacity above 0', () => {
    expect(createTableBody.parse({ locationId: LOCATION, name: ' Bord 1 ', capacity: 4 })).toMatchObject({
      name: 'Bord 1',
      description: '',
    });
    const errors = fieldErrors(createTableBody.safeParse({ locationId: LOCATION, name: '', capacity: 0 }));
    expect(errors).toEqual({ name: 'Navn må fylles ut', capacity: 'Antall plasser må være større enn 0' });
  });
});
