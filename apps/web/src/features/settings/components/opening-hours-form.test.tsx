// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { WEEKDAYS } from '@bakrom/shared/enums';
import type { OpeningHours } from '@bakrom/shared/schemas/settings';
import { renderWithProviders } from '@/testing/render';
import { OpeningHoursForm } from './opening-hours-form';

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}
const fetchMock = vi.fn<typeof fetch>();
const saves = () => fetchMock.mock.calls.filter(([input]) => String(input).includes('editOpeningHours'));

const week: OpeningHours = {
  type: 'openinghours',
  merchant: 'demo',
  locationId: '00000000-0000-4000-8000-000000000001',
  openingHours: WEEKDAYS.map((day, index) => ({
    day,
    weekday: index + 1,
    isOpen: true,
    fromTime: '11:00',
    toTime: '22:00',
    kitchenClosingTime: '21:30',
  })),
};

describe('/openinghours', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input).includes('editOpeningHours')) return json({ ...week, ...(JSON.parse(String(init!.body)) as object) });
      return json(week);
    });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it("confirms a save one way: the form's own message, without a 'Lagret' notice beside it", async () => {
    renderWithProviders(<OpeningHoursForm merchant="demo" initial={week} />, { path: '/openinghours' });
    fireEvent.change(screen.getByLabelText('Fra tirsdag'), { target: { value: '12:15' } });
    fireEvent.click(screen.getByTestId('form-save'));
    expect((await screen.findByTestId('opening-hours-saved')).textContent).toBe('Åpningstidene er oppdatert');
    expect(saves()).toHaveLength(1);
    expect(screen.queryByTestId('saved-notice')).toBeNull();
  });
});
