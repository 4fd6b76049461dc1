// @vitest-environment happy-dom
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { DateField, type DateFieldProps } from './date-field';

/** The field with its value kept as a form keeps it; every change is recorded. */
function Harness(props: Partial<DateFieldProps> & { initial?: string | null; changes: (string | null)[] }) {
  const { initial = null, changes, ...rest } = props;
  const [value, setValue] = useState<string | null>(initial);
  return (
    <>
      <DateField
        label="Fra dato"
        testId="from"
        {...rest}
        value={value}
        onChange={(next) => {
          changes.push(next);
          setValue(next);
        }}
      />
      <output data-testid="value">{value ?? 'ingen'}</output>
      <button type="button" onClick={() => setValue('2026-11-02')}>
        Sett 02.11.2026
      </button>
    </>
  );
}

const field = () => screen.getByTestId('from') as HTMLInputElement;
const type = (text: string) => fireEvent.input(field(), { target: { value: text } });
const value = () => screen.getByTestId('value').textContent;

function show(props: Partial<DateFieldProps> & { initial?: string | null } = {}) {
  const changes: (string | null)[] = [];
  renderWithProviders(<Harness {...props} changes={changes} />);
  return changes;
}

// Mantine's calendar renders slowly in happy-dom on a busy machine: room beyond the default 5 s per test.
describe('DateField', { timeout: 30_000 }, () => {
  afterEach(cleanup);

  it('shows its date as DD.MM.YYYY and takes one typed so, a one-digit day and month too', async () => {
    const changes = show({ initial: '2026-11-05' });
    expect(field().value).toBe('05.11.2026');
    type('1.2.2026');
    await waitFor(() => expect(value()).toBe('2026-02-01'));
    type('24.12.2026');
    await waitFor(() => expect(value()).toBe('2026-12-24'));
    expect(changes).toEqual(['2026-02-01', '2026-12-24']);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says at once that a day does not exist, and a form gets no date meanwhile', async () => {
    const changes = show({ initial: '2026-11-05' });
    type('31.02.2026');
    expect(await screen.findByText('31.02.2026 er ingen dato som finnes')).toBeTruthy();
    expect(field().value).toBe('31.02.2026');
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(value()).toBe('ingen');
    expect(changes).toEqual([null]);
    type('28.02.2026');
    await waitFor(() => expect(value()).toBe('2026-02-28'));
    expect(screen.queryByText(/ingen dato som finnes/)).toBeNull();
  });

  it('asks for DD.MM.ÅÅÅÅ only once the field is left, not while a date is being typed', async () => {
    show({ initial: '2026-11-05' });
    type('5.11');
    expect(screen.queryByText(/Skriv datoen som DD\.MM\.ÅÅÅÅ/)).toBeNull();
    fireEvent.blur(field());
    expect(await screen.findByText('Skriv datoen som DD.MM.ÅÅÅÅ, for eksempel 05.11.2026')).toBeTruthy();
    expect(field().value).toBe('5.11');
  });

  it('refuses a date outside its limits with the words it is given, and takes it once the limit moves', async () => {
    const changes: (string | null)[] = [];
    function Period() {
      const [toDate, setToDate] = useState<string | null>('2026-11-10');
      const [fromDate, setFromDate] = useState<string | null>('2026-11-01');
      return (
        <>
          <DateField
            label="Fra dato"
            testId="from"
            value={fromDate}
            onChange={setFromDate}
            maxDate={toDate ?? undefined}
            maxDateMessage="Fra-datoen kan ikke være etter til-datoen"
          />
          <DateField label="Til dato" testId="to" value={toDate} onChange={(next) => (changes.push(next), setToDate(next))} />
          <output data-testid="value">{fromDate ?? 'ingen'}</output>
        </>
      );
    }
    renderWithProviders(<Period />);
    type('15.11.2026');
    expect(await screen.findByText('Fra-datoen kan ikke være etter til-datoen')).toBeTruthy();
    expect(value()).toBe('ingen');
    fireEvent.input(screen.getByTestId('to'), { target: { value: '20.11.2026' } });
    await waitFor(() => expect(value()).toBe('2026-11-15'));
    expect(changes).toEqual(['2026-11-20']);
    expect(screen.queryByText('Fra-datoen kan ikke være etter til-datoen')).toBeNull();
  });

  it("as a list's filter keeps its date while what is typed is no date, and is emptied by its clear button", async () => {
    const changes = show({ initial: '2026-11-05', filter: true, clearable: true, clearLabel: 'Fjern fra-dato' });
    type('3');
    type('31.11.2026');
    expect(await screen.findByText('31.11.2026 er ingen dato som finnes')).toBeTruthy();
    expect(value()).toBe('2026-11-05');
    expect(changes).toEqual([]);
    type('30.11.2026');
    await waitFor(() => expect(value()).toBe('2026-11-30'));
    fireEvent.click(screen.getByRole('button', { name: 'Fjern fra-dato' }));
    await waitFor(() => expect(value()).toBe('ingen'));
    expect(changes).toEqual(['2026-11-30', null]);
  });

  it('shows a date set from elsewhere (a preset), without the message of what was typed before', async () => {
    show({ initial: '2026-11-05' });
    type('31.02.2026');
    expect(await screen.findByText('31.02.2026 er ingen dato som finnes')).toBeTruthy();
    // Clicking elsewhere leaves the field (and closes its calendar) before the new date arrives.
    fireEvent.blur(field());
    fireEvent.click(screen.getByRole('button', { name: 'Sett 02.11.2026' }));
    await waitFor(() => expect(field().value).toBe('02.11.2026'));
    expect(screen.queryByText(/ingen dato som finnes/)).toBeNull();
  });

  it('opens its calendar in Norwegian, weeks from Monday, and takes a picked day', async () => {
    const changes = show({ initial: '2026-11-05' });
    fireEvent.click(field());
    expect(await screen.findByRole('button', { name: 'Forrige måned' })).toBeTruthy();
    const weekdays = [...document.querySelectorAll('table thead th')].map((cell) => cell.textContent);
    expect(weekdays).toEqual(['ma', 'ti', 'on', 'to', 'fr', 'lø', 'sø']);
    // happy-dom takes the calendar's table for hidden: the day is found by its name alone.
    fireEvent.click(screen.getByLabelText('18 november 2026'));
    await waitFor(() => expect(value()).toBe('2026-11-18'));
    expect(changes).toEqual(['2026-11-18']);
    await waitFor(() => expect(field().value).toBe('18.11.2026'));
  });
});
