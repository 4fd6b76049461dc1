// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { nb } from '@/i18n/nb';
import { renderWithProviders } from '@/testing/render';
import { LoginForm } from './login-form';

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('login form', () => {
  afterEach(cleanup);

  it('asks for both fields when submitted empty, without calling the server', () => {
    const onLogin = vi.fn();
    renderWithProviders(<LoginForm onLogin={onLogin} />);
    fireEvent.click(screen.getByRole('button', { name: 'Logg inn' }));
    expect(screen.getByText('Fyll ut brukernavn')).toBeTruthy();
    expect(screen.getByText('Fyll ut passord')).toBeTruthy();
    expect(onLogin).not.toHaveBeenCalled();
  });

  it('counts a username of spaces as empty', () => {
    const onLogin = vi.fn();
    renderWithProviders(<LoginForm onLogin={onLogin} />);
    fill('Brukernavn', '   ');
    fill('Passord', 'secret');
    fireEvent.click(screen.getByRole('button', { name: 'Logg inn' }));
    expect(screen.getByText('Fyll ut brukernavn')).toBeTruthy();
    expect(screen.queryByText('Fyll ut passord')).toBeNull();
    expect(onLogin).not.toHaveBeenCalled();
  });

  it('shows the bot-protection notice', () => {
    renderWithProviders(<LoginForm onLogin={vi.fn()} />);
    expect(screen.getByTestId('bot-protection').textContent).toBe(nb.login.botProtection);
  });

  it('sends the values and shows the failure text it gets back', async () => {
    const onLogin = vi.fn().mockResolvedValue('Feil brukernavn/passord');
    renderWithProviders(<LoginForm onLogin={onLogin} />);
    fill('Brukernavn', ' Demo.Admin ');
    fill('Passord', 'wrong');
    fireEvent.click(screen.getByRole('button', { name: 'Logg inn' }));
    expect(onLogin).toHaveBeenCalledWith({ username: ' Demo.Admin ', password: 'wrong' });
    await waitFor(() => expect(screen.getByTestId('login-error').textContent).toBe('Feil brukernavn/passord'));
  });

  it('logs in once however often it is submitted while the login runs', async () => {
    let finish: (message: string | null) => void = () => undefined;
    const onLogin = vi.fn(() => new Promise<string | null>((resolve) => (finish = resolve)));
    renderWithProviders(<LoginForm onLogin={onLogin} />);
    fill('Brukernavn', 'demo.admin');
    fill('Passord', 'secret');
    const form = screen.getByRole('button', { name: 'Logg inn' }).closest('form')!;
    act(() => {
      fireEvent.submit(form);
      fireEvent.submit(form);
    });
    expect(onLogin).toHaveBeenCalledTimes(1);
    expect((screen.getByRole('button', { name: 'Logg inn' }) as HTMLButtonElement).disabled).toBe(true);
    await act(async () => finish(null));
  });

  it('shows a connection notice when the login cannot run at all', async () => {
    renderWithProviders(<LoginForm onLogin={vi.fn().mockRejectedValue(new Error('offline'))} />);
    fill('Brukernavn', 'a');
    fill('Passord', 'b');
    fireEvent.click(screen.getByRole('button', { name: 'Logg inn' }));
    await waitFor(() => expect(screen.getByTestId('login-error').textContent).toBe(nb.login.unavailable));
  });
});
