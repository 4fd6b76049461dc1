// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import type { UnsettledTill } from '@bakrom/shared/schemas/dashboard';
import { renderWithProviders } from '@/testing/render';
import { UnsettledTills } from './unsettled-tills';

const BRYGGEN = { id: '00000000-0000-4000-8000-000000000001', name: 'Bryggen' };
const AKER = { id: '00000000-0000-4000-8000-000000000002', name: 'Aker brygge' };

const kasse1: UnsettledTill = {
  locationId: BRYGGEN.id,
  terminalId: '10000000-0000-4000-8000-000000000001',
  terminalName: 'Kasse 1',
  firstDate: '2026-11-25',
  lastDate: '2026-11-25',
  days: 1,
};
const kasse2: UnsettledTill = {
  locationId: AKER.id,
  terminalId: '10000000-0000-4000-8000-000000000002',
  terminalName: 'Kasse 2',
  firstDate: '2026-11-23',
  lastDate: '2026-11-25',
  days: 3,
};

describe('the overview warning about tills without their daily Z', () => {
  afterEach(cleanup);

  it('shows nothing when every till is settled', () => {
    renderWithProviders(<UnsettledTills tills={[]} locations={[BRYGGEN]} linkToXReport />);
    expect(screen.queryByTestId('unsettled-tills')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("names the till and the day, linking to the till's X-report, reachable by keyboard", () => {
    renderWithProviders(<UnsettledTills tills={[kasse1]} locations={[BRYGGEN]} linkToXReport />);
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('Dagsoppgjør mangler')).toBeTruthy();
    const link = within(alert).getByRole('link', { name: 'Kasse 1 mangler dagsoppgjør for 25.11.2026' });
    expect(link.getAttribute('href')).toBe(`/x-report?locationId=${BRYGGEN.id}&terminalId=${kasse1.terminalId}`);
    link.focus();
    expect(document.activeElement).toBe(link);
    expect(within(alert).getByText('Åpne X-rapporten for kassen og ta dagens oppgjør (Z).')).toBeTruthy();
  });

  it('lists every till, with its location when there are several and the days it misses', () => {
    renderWithProviders(<UnsettledTills tills={[kasse2, kasse1]} locations={[AKER, BRYGGEN]} linkToXReport />);
    expect(screen.getAllByTestId('unsettled-till').map((item) => item.textContent)).toEqual([
      'Kasse 2 (Aker brygge) mangler dagsoppgjør for 3 dager (23.11.2026–25.11.2026)',
      'Kasse 1 (Bryggen) mangler dagsoppgjør for 25.11.2026',
    ]);
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      `/x-report?locationId=${AKER.id}&terminalId=${kasse2.terminalId}`,
      `/x-report?locationId=${BRYGGEN.id}&terminalId=${kasse1.terminalId}`,
    ]);
  });

  it('warns without links to a user who may not open the X-report', () => {
    renderWithProviders(<UnsettledTills tills={[kasse1]} locations={[BRYGGEN]} linkToXReport={false} />);
    expect(screen.getByTestId('unsettled-till').textContent).toBe('Kasse 1 mangler dagsoppgjør for 25.11.2026');
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByText('Åpne X-rapporten for kassen og ta dagens oppgjør (Z).')).toBeNull();
  });
});
