import { describe, expect, it } from 'vitest';
import type { ClosingDay } from '@bakrom/shared/schemas/operations';
import { buildLocation } from '@/testing/users';
import { dishesActions, isTakeawayClosedToday, soldOutCount } from './quick-actions';

const closingDay = (locationId: string, fromDate: string, toDate: string): ClosingDay => ({
  id: `${locationId}-${fromDate}`,
  type: 'closingdays',
  merchant: 'demo',
  locationId,
  fromDate,
  toDate,
  message: 'Stengt',
});

const action = {
  id: 'act',
  actionType: 'CLOSE_OPEN_DISHES' as const,
  categoryIds: ['dinner', 'pasta'],
  openName: 'Åpne middagsretter',
  closeName: 'Steng middagsretter',
  closedMessage: 'Middagsrettene er stengt.',
  openConfirmMessage: 'Åpne?',
  closeConfirmMessage: 'Stenge?',
};

const category = (id: string, availableAtLocationIds: string[]) => ({ id, name: id, sortOrder: 0, imageUrl: null, availableAtLocationIds });

describe('takeaway closed today', () => {
  const days = [closingDay('a', '2026-11-20', '2026-11-22'), closingDay('b', '2026-12-24', '2026-12-26')];

  it('counts both ends of a closing-day range', () => {
    expect(isTakeawayClosedToday(days, 'a', '2026-11-20')).toBe(true);
    expect(isTakeawayClosedToday(days, 'a', '2026-11-22')).toBe(true);
    expect(isTakeawayClosedToday(days, 'a', '2026-11-23')).toBe(false);
    expect(isTakeawayClosedToday(days, 'a', '2026-11-19')).toBe(false);
  });

  it('looks only at the closing days of the location', () => {
    expect(isTakeawayClosedToday(days, 'b', '2026-11-21')).toBe(false);
    expect(isTakeawayClosedToday(days, 'b', '2026-12-25')).toBe(true);
  });
});

describe('dishes buttons', () => {
  const location = buildLocation({ id: 'loc', customActions: [action] });

  it('offers the close name while any of the categories is available at the location', () => {
    const [button] = dishesActions(location, [category('dinner', ['loc']), category('pasta', [])]);
    expect(button).toMatchObject({ open: true, label: 'Steng middagsretter', to: '/closeDishes?locationId=loc' });
  });

  it('offers the open name when none of them is', () => {
    const [button] = dishesActions(location, [category('dinner', ['other']), category('pasta', [])]);
    expect(button).toMatchObject({ open: false, label: 'Åpne middagsretter', to: '/openDishes?locationId=loc' });
  });

  it('has no button without a CLOSE_OPEN_DISHES action', () => {
    expect(dishesActions(buildLocation({ customActions: [] }), [])).toEqual([]);
  });
});

describe('sold-out count', () => {
  it('counts the records of the location only', () => {
    const record = (locationId: string) => ({
      id: locationId + Math.random(),
      itemId: 'i',
      locationId,
      merchant: 'demo',
      itemName: 'x',
      createdAt: '',
    });
    expect(soldOutCount([record('a'), record('a'), record('b')], 'a')).toBe(2);
  });
});
