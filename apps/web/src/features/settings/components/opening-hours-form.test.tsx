// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
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

  it("says '(neste dag)' beside a closing time after midnight", async () => {
    renderWithProviders(<OpeningHoursForm merchant="demo" initial={week} />, { path: '/openinghours' });
    const monday = () => screen.getByTestId('opening-MONDAY');
    expect(monday().textContent).not.toContain('(neste dag)');
    fireEvent.change(screen.getByLabelText('Fra mandag'), { target: { value: '22:00' } });
    fireEvent.change(screen.getByLabelText('Til mandag'), { target: { value: '11:00' } });
    expect(monday().textContent).toContain('(neste dag)');
    expect(screen.getByTestId('opening-TUESDAY').textContent).not.toContain('(neste dag)');
  });

  it('asks before it saves an opening longer than 16 hours, and saves only when confirmed', async () => {
    renderWithProviders(<OpeningHoursForm merchant="demo" initial={week} />, { path: '/openinghours' });
    fireEvent.change(screen.getByLabelText('Fra mandag'), { target: { value: '22:00' } });
    fireEvent.change(screen.getByLabelText('Til mandag'), { target: { value: '21:00' } });
    fireEvent.change(screen.getByLabelText('Kjøkkenet stenger mandag'), { target: { value: '20:30' } });
    fireEvent.click(screen.getByTestId('form-save'));
    expect((await screen.findByTestId('confirm-message')).textContent).toBe(
      'Mandag er åpent i 23 timer (22:00–21:00 neste dag). Er det riktig?',
    );
    expect(saves()).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Endre tidene' }));
    await waitFor(() => expect(screen.queryByTestId('confirm-message')).toBeNull());
    expect(saves()).toHaveLength(0);

    fireEvent.click(screen.getByTestId('form-save'));
    fireEvent.click(await screen.findByRole('button', { name: 'Lagre likevel' }));
    expect((await screen.findByTestId('opening-hours-saved')).textContent).toBe('Åpningstidene er oppdatert');
    expect(saves()).toHaveLength(1);
  });

  it('names a long opening within one day without the next day', async () => {
    renderWithProviders(<OpeningHoursForm merchant="demo" initial={week} />, { path: '/openinghours' });
    fireEvent.change(screen.getByLabelText('Fra lørdag'), { target: { value: '06:00' } });
    fireEvent.change(screen.getByLabelText('Til lørdag'), { target: { value: '23:15' } });
    fireEvent.click(screen.getByTestId('form-save'));
    expect((await screen.findByTestId('confirm-message')).textContent).toBe(
      'Lørdag er åpent i 17 timer 15 min (06:00–23:15). Er det riktig?',
    );
  });
});
