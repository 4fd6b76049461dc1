// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import type { ReportValues } from '../report-params';
import { ReportForm } from './report-form';

const LOCATION = { id: '00000000-0000-4000-8000-000000000001', name: 'Sentrum' };
const TODAY = '2026-11-26';

const field = (testId: string) => screen.getByTestId(testId) as HTMLInputElement;
const type = (testId: string, text: string) => fireEvent.input(field(testId), { target: { value: text } });

function show(onSubmit: (values: ReportValues) => void) {
  renderWithProviders(
    <ReportForm
      merchant="demo"
      locations={[LOCATION]}
      fields={['locationId', 'fromDate', 'toDate']}
      shown={{}}
      shownKey=""
      defaults={{ fromDate: TODAY, toDate: TODAY }}
      submitLabel="Vis alkoholrapport"
      onSubmit={onSubmit}
      maxDate={TODAY}
    />,
  );
}

// Mantine's inputs render slowly in happy-dom on a busy machine: room beyond the default 5 s per test.
describe('the period of a report: presets and typed dates', { timeout: 30_000 }, () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(`${TODAY}T10:00:00Z`));
  });

  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('fills both dates from a preset, and shows the report of that period', async () => {
    const shown: ReportValues[] = [];
    show((values) => shown.push(values));
    fireEvent.click(screen.getByRole('button', { name: 'Forrige måned' }));
    await waitFor(() => expect(field('report-fromDate').value).toBe('01.10.2026'));
    expect(field('report-toDate').value).toBe('31.10.2026');
    fireEvent.click(screen.getByRole('button', { name: 'Vis alkoholrapport' }));
    await waitFor(() => expect(shown).toEqual([{ locationId: LOCATION.id, fromDate: '2026-10-01', toDate: '2026-10-31' }]));
  });

  it('takes dates typed DD.MM.YYYY', async () => {
    const shown: ReportValues[] = [];
    show((values) => shown.push(values));
    type('report-fromDate', '03.11.2026');
    type('report-toDate', '9.11.2026');
    await waitFor(() => expect((screen.getByTestId('report-show') as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByTestId('report-show'));
    await waitFor(() => expect(shown).toEqual([{ locationId: LOCATION.id, fromDate: '2026-11-03', toDate: '2026-11-09' }]));
  });

  it('says what is wrong with a day that does not exist, a to-date before the from-date and a date after today, and shows nothing', async () => {
    const shown: ReportValues[] = [];
    show((values) => shown.push(values));
    type('report-fromDate', '31.02.2026');
    expect(await screen.findByText('31.02.2026 er ingen dato som finnes')).toBeTruthy();
    type('report-fromDate', '10.11.2026');
    type('report-toDate', '09.11.2026');
    expect(await screen.findByText('Til-datoen kan ikke være før fra-datoen')).toBeTruthy();
    type('report-toDate', '27.11.2026');
    expect(await screen.findByText('Datoen kan ikke være etter i dag')).toBeTruthy();
    expect((screen.getByTestId('report-show') as HTMLButtonElement).disabled).toBe(true);
    expect(shown).toEqual([]);
  });
});
