// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import type { DashboardData } from '@bakrom/shared/schemas/dashboard';
import { renderWithProviders } from '@/testing/render';
import { buildLocation } from '@/testing/users';
import { QuickButtons } from './quick-buttons';

const LOCATION_ID = '00000000-0000-4000-8000-000000000001';

const dinnerAction = {
  id: 'action-1',
  actionType: 'CLOSE_OPEN_DISHES' as const,
  categoryIds: ['dinner'],
  openName: 'Åpne middagsretter',
  closeName: 'Steng middagsretter',
  closedMessage: 'Middagsrettene er ikke tilgjengelige nå.',
  openConfirmMessage: 'Vil du åpne middagsrettene?',
  closeConfirmMessage: 'Vil du stenge middagsrettene?',
};

const location = buildLocation({ id: LOCATION_ID, earliestPickupTime: 25, customActions: [dinnerAction] });

function data(overrides: Partial<DashboardData> = {}): Pick<DashboardData, 'today' | 'closingDaysArray' | 'soldOutItems' | 'categories'> {
  return {
    today: '2026-11-22',
    closingDaysArray: [],
    soldOutItems: [],
    categories: [{ id: 'dinner', name: 'Middagsretter', sortOrder: 0, imageUrl: null, availableAtLocationIds: [LOCATION_ID] }],
    ...overrides,
  };
}

const closingDay = (fromDate: string, toDate: string, locationId = LOCATION_ID) => ({
  id: `${locationId}-${fromDate}`,
  type: 'closingdays' as const,
  merchant: 'demo',
  locationId,
  fromDate,
  toDate,
  message: 'Stengt på grunn av vannlekkasje.',
});

const soldOut = (locationId: string, itemName: string) => ({
  id: `${locationId}-${itemName}`,
  itemId: itemName,
  locationId,
  merchant: 'demo',
  itemName,
  createdAt: '2026-11-22T08:00:00.000Z',
});

const link = (name: string) => screen.getByRole('link', { name });

describe('overview quick buttons', () => {
  afterEach(cleanup);

  it('offers to close takeaway when no closing day covers today', () => {
    renderWithProviders(<QuickButtons location={location} data={data({ closingDaysArray: [closingDay('2026-11-23', '2026-11-24')] })} />);
    expect(screen.getByTestId('takeaway-status').textContent).toBe('Takeaway åpen');
    expect(link('Steng takeaway').getAttribute('href')).toBe(`/closeTakeaway?locationId=${LOCATION_ID}`);
    expect(screen.queryByRole('link', { name: 'Åpne takeaway' })).toBeNull();
  });

  it("reads 'Takeaway stengt' with 'Åpne takeaway' when today is the last day of a closing range", () => {
    renderWithProviders(<QuickButtons location={location} data={data({ closingDaysArray: [closingDay('2026-11-20', '2026-11-22')] })} />);
    expect(screen.getByTestId('takeaway-status').textContent).toBe('Takeaway stengt');
    expect(screen.getByTestId('takeaway-closed-until').textContent).toBe('Stengt til og med 22.11.2026 (i dag)');
    expect(screen.getByText('Stengt på grunn av vannlekkasje.')).toBeTruthy();
    expect(link('Åpne takeaway').getAttribute('href')).toBe(`/openTakeaway?locationId=${LOCATION_ID}`);
  });

  it('says until when takeaway is closed, following a range that continues the closure', () => {
    renderWithProviders(
      <QuickButtons
        location={location}
        data={data({
          closingDaysArray: [
            closingDay('2026-11-20', '2026-11-24'),
            closingDay('2026-11-25', '2026-11-27'),
            closingDay('2026-12-24', '2026-12-26'),
          ],
        })}
      />,
    );
    expect(screen.getByTestId('takeaway-closed-until').textContent).toBe('Stengt til og med 27.11.2026');
  });

  it('ignores closing days of other locations', () => {
    renderWithProviders(
      <QuickButtons location={location} data={data({ closingDaysArray: [closingDay('2026-11-22', '2026-11-22', 'other')] })} />,
    );
    expect(screen.getByTestId('takeaway-status').textContent).toBe('Takeaway åpen');
  });

  it('shows the earliest pickup time and the button that changes it', () => {
    renderWithProviders(<QuickButtons location={location} data={data()} />);
    expect(screen.getByTestId('pickup-status').textContent).toBe('Tidligst hentetid: 25 min.');
    expect(link('Endre tidligst hentetid').getAttribute('href')).toBe(`/changeEarliestPickupTime?locationId=${LOCATION_ID}`);
  });

  it("counts the location's sold-out items on the 'Utsolgt' button", () => {
    const records = [soldOut(LOCATION_ID, 'Skagen'), soldOut(LOCATION_ID, 'Nachos'), soldOut('other', 'Pizza')];
    renderWithProviders(<QuickButtons location={location} data={data({ soldOutItems: records })} />);
    const card = screen.getByTestId('quick-sold-out');
    expect(within(card).getByTestId('sold-out-count').textContent).toBe('2');
    expect(within(card).getByRole('link').textContent).toBe('Utsolgt2');
    expect(within(card).getByRole('link').getAttribute('href')).toBe(`/soldOut?locationId=${LOCATION_ID}`);
  });

  it('labels the dishes action with its close name while its categories are available here', () => {
    renderWithProviders(<QuickButtons location={location} data={data()} />);
    expect(link('Steng middagsretter').getAttribute('href')).toBe(`/closeDishes?locationId=${LOCATION_ID}`);
    expect(screen.queryByText(dinnerAction.closedMessage)).toBeNull();
  });

  it('labels it with its open name, and shows the closed message, when they are not', () => {
    const closed = data({
      categories: [{ id: 'dinner', name: 'Middagsretter', sortOrder: 0, imageUrl: null, availableAtLocationIds: [] }],
    });
    renderWithProviders(<QuickButtons location={location} data={closed} />);
    expect(link('Åpne middagsretter').getAttribute('href')).toBe(`/openDishes?locationId=${LOCATION_ID}`);
    expect(screen.getByText(dinnerAction.closedMessage)).toBeTruthy();
  });
});
