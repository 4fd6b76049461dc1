// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Link, useLocation } from 'react-router';
import { NumberInput, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { z } from 'zod';
import { ApiError } from '@/lib/api-client';
import { renderWithProviders } from '@/testing/render';
import { FormShell } from './form-shell';
import { confirmDiscard } from './unsaved-changes';
import { useForm } from './use-form';

const schema = z.object({
  name: z.string().trim().min(1, 'Fyll ut navn'),
  seats: z.number({ error: 'Fyll ut antall plasser' }).min(1, 'Minst én plass'),
});

interface TestFormProps {
  save: (body: z.infer<typeof schema>) => Promise<unknown>;
  next?: string;
}

function TestForm({ save, next }: TestFormProps) {
  const form = useForm({
    initial: { name: '', seats: '' as number | string },
    schema,
    toBody: (values) => ({ name: values.name, seats: typeof values.seats === 'number' ? values.seats : undefined }),
    save,
    shownFields: ['name', 'seats'],
    next,
  });
  const location = useLocation();
  return (
    <>
      <output data-testid="path">{location.pathname}</output>
      <output data-testid="dirty">{String(form.dirty)}</output>
      <Link to="/elsewhere">Et annet sted</Link>
      <Link to="/further">Videre</Link>
      <FormShell form={form} testId="test-form" cancelTo="/tables">
        <TextInput
          label="Navn"
          value={form.values.name}
          onChange={(event) => form.set('name', event.currentTarget.value)}
          error={form.errors.name}
        />
        <NumberInput
          label="Antall plasser"
          value={form.values.seats}
          onChange={(value) => form.set('seats', value)}
          error={form.errors.seats}
        />
      </FormShell>
    </>
  );
}

const nameInput = () => screen.getByLabelText('Navn') as HTMLInputElement;
const seatsInput = () => screen.getByLabelText('Antall plasser') as HTMLInputElement;

function fillValid() {
  fireEvent.change(nameInput(), { target: { value: 'Bord 1' } });
  fireEvent.change(seatsInput(), { target: { value: '4' } });
}

describe('the form hook', () => {
  afterEach(() => {
    cleanup();
    notifications.clean();
  });

  it('sends once however often the form is submitted while the save runs', async () => {
    let finish: (value: unknown) => void = () => undefined;
    const save = vi.fn(() => new Promise((resolve) => (finish = resolve)));
    renderWithProviders(<TestForm save={save} />);
    fillValid();
    const form = screen.getByTestId('test-form');
    // Two submits in the same tick, before React has re-rendered the disabled button.
    act(() => {
      fireEvent.submit(form);
      fireEvent.submit(form);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Lagre' }));
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith({ name: 'Bord 1', seats: 4 });
    expect((screen.getByTestId('form-save') as HTMLButtonElement).disabled).toBe(true);
    await act(async () => finish('ok'));
    await waitFor(() => expect((screen.getByTestId('form-save') as HTMLButtonElement).disabled).toBe(false));
  });

  it('marks each invalid field, names its message, moves the focus to the first and announces a summary', async () => {
    const save = vi.fn();
    renderWithProviders(<TestForm save={save} />);
    fireEvent.click(screen.getByRole('button', { name: 'Lagre' }));

    expect(await screen.findByText('Fyll ut navn')).toBeTruthy();
    expect(save).not.toHaveBeenCalled();
    for (const [input, message] of [
      [nameInput(), 'Fyll ut navn'],
      [seatsInput(), 'Fyll ut antall plasser'],
    ] as const) {
      expect(input.getAttribute('aria-invalid')).toBe('true');
      const describedBy = input.getAttribute('aria-describedby') ?? '';
      expect(document.getElementById(describedBy)?.textContent).toBe(message);
    }
    await waitFor(() => expect(document.activeElement).toBe(nameInput()));
    expect(screen.getByRole('alert').textContent).toBe('Skjemaet har 2 feil. Rett feltene som er merket.');

    // Fixing the first field leaves one; the next attempt moves the focus to the one left.
    fireEvent.change(nameInput(), { target: { value: 'Bord 1' } });
    expect(nameInput().getAttribute('aria-invalid')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Lagre' }));
    await waitFor(() => expect(document.activeElement).toBe(seatsInput()));
    expect(screen.getByRole('alert').textContent).toBe('Skjemaet har 1 feil. Rett feltet som er merket.');
  });

  it("puts the server's field messages beside their fields and the rest above the buttons", async () => {
    const save = vi
      .fn()
      .mockRejectedValue(
        new ApiError(400, 'VALIDATION_FAILED', 'Ugyldig forespørsel', { seats: 'Høyst 40 plasser', locationId: 'Ukjent avdeling' }),
      );
    renderWithProviders(<TestForm save={save} />);
    fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Lagre' }));

    expect(await screen.findByText('Høyst 40 plasser')).toBeTruthy();
    expect(seatsInput().getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(seatsInput()));
    expect(screen.getByTestId('form-failure').textContent).toBe('Ukjent avdeling');
    expect(screen.getByTestId('form-error-summary').textContent).toBe('Skjemaet har 1 feil. Rett feltet som er merket.');
    expect((screen.getByTestId('form-save') as HTMLButtonElement).disabled).toBe(false);
  });

  it('shows a general failure when the save fails for no field, with the focus on it', async () => {
    const save = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    renderWithProviders(<TestForm save={save} />);
    fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Lagre' }));
    const failure = await screen.findByTestId('form-failure');
    expect(failure.textContent).toBe('Kunne ikke lagre endringene. Prøv igjen.');
    await waitFor(() => expect(document.activeElement).toBe(failure));
    expect(screen.queryByTestId('form-error-summary')).toBeNull();
  });

  it('knows when it is changed, and asks before leaving a changed form', async () => {
    renderWithProviders(<TestForm save={vi.fn()} />, { path: '/tableCreate' });
    expect(screen.getByTestId('dirty').textContent).toBe('false');
    fireEvent.change(nameInput(), { target: { value: 'Bord 1' } });
    expect(screen.getByTestId('dirty').textContent).toBe('true');
    fireEvent.change(nameInput(), { target: { value: '' } });
    expect(screen.getByTestId('dirty').textContent).toBe('false');

    // Unchanged: leaving does not ask.
    fireEvent.click(screen.getByRole('link', { name: 'Et annet sted' }));
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/elsewhere'));

    fireEvent.change(nameInput(), { target: { value: 'Bord 2' } });
    fireEvent.click(screen.getByRole('link', { name: 'Videre' }));
    expect(await screen.findByText('Du har endringer som ikke er lagret. Vil du forlate siden?')).toBeTruthy();
    expect(screen.getByTestId('path').textContent).toBe('/elsewhere');
  });

  it("'Bli på siden' keeps the values, 'Forlat siden' leaves", async () => {
    renderWithProviders(<TestForm save={vi.fn()} />, { path: '/tableCreate' });
    fireEvent.change(nameInput(), { target: { value: 'Bord 3' } });
    fireEvent.click(screen.getByRole('link', { name: 'Et annet sted' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Bli på siden' }));
    await waitFor(() => expect(screen.queryByText('Du har endringer som ikke er lagret. Vil du forlate siden?')).toBeNull());
    expect(screen.getByTestId('path').textContent).toBe('/tableCreate');
    expect(nameInput().value).toBe('Bord 3');

    fireEvent.click(screen.getByRole('link', { name: 'Et annet sted' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Forlat siden' }));
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/elsewhere'));
  });

  it("says 'Lagret' after a save and leaves without asking", async () => {
    renderWithProviders(<TestForm save={vi.fn().mockResolvedValue({})} next="/tables" />, { path: '/tableCreate' });
    fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Lagre' }));
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/tables'));
    const notice = await screen.findByTestId('saved-notice');
    expect(notice.textContent).toContain('Lagret');
    expect(notice.getAttribute('role')).toBe('status');
    expect(screen.queryByText('Du har endringer som ikke er lagret. Vil du forlate siden?')).toBeNull();
  });

  it("leaves a changed form without asking when 'Avbryt' is chosen", async () => {
    renderWithProviders(<TestForm save={vi.fn()} />, { path: '/tableCreate' });
    fireEvent.change(nameInput(), { target: { value: 'Bord 5' } });
    fireEvent.click(screen.getByRole('link', { name: 'Avbryt' }));
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/tables'));
    expect(screen.queryByText('Du har endringer som ikke er lagret. Vil du forlate siden?')).toBeNull();
  });

  it('lets a location switcher ask before it throws changes away', async () => {
    renderWithProviders(<TestForm save={vi.fn()} />);
    await expect(confirmDiscard()).resolves.toBe(true);

    fireEvent.change(nameInput(), { target: { value: 'Bord 4' } });
    let answer: Promise<boolean> = Promise.resolve(false);
    act(() => {
      answer = confirmDiscard();
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Bli på siden' }));
    await expect(answer).resolves.toBe(false);

    act(() => {
      answer = confirmDiscard();
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Forlat siden' }));
    await expect(answer).resolves.toBe(true);
    // Let go: the navigation that follows does not ask again.
    fireEvent.click(screen.getByRole('link', { name: 'Et annet sted' }));
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/elsewhere'));
  });
});
