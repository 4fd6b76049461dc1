// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { setLanguage } from '@/i18n';
import { renderWithProviders } from '@/testing/render';
import { OwnPasswordForm } from './own-password-form';

const fetchMock = vi.fn<typeof fetch>();
const calls = (part: string) => fetchMock.mock.calls.filter(([input]) => String(input).includes(part));
const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });

describe('own password form', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockResolvedValue(new Response('SUCCEEDED', { status: 200, headers: { 'Content-Type': 'text/plain; charset=utf-8' } }));
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('names every error on the first press: the current password, the new one’s length and the repeat together', async () => {
    renderWithProviders(<OwnPasswordForm />);
    type('own-password-new', 'kort');
    type('own-password-repeat', 'korte');
    fireEvent.click(screen.getByTestId('own-password-save'));
    expect(await screen.findByText('Nåværende passord må fylles ut')).toBeTruthy();
    expect(screen.getByText('Passordet må ha minst 8 tegn')).toBeTruthy();
    expect(screen.getByText('(Passordene er ikke like)')).toBeTruthy();
    expect(calls('/user/changeOwnPassword')).toHaveLength(0);
  });

  it('names the empty fields and the missing repeat on the first press of an empty form', async () => {
    renderWithProviders(<OwnPasswordForm />);
    type('own-password-new', 'nytt-passord-1');
    fireEvent.click(screen.getByTestId('own-password-save'));
    expect(await screen.findByText('Nåværende passord må fylles ut')).toBeTruthy();
    expect(screen.getByText('(Passordene er ikke like)')).toBeTruthy();
    expect(calls('/user/changeOwnPassword')).toHaveLength(0);
  });

  it('speaks English after a switch: its labels, the schema’s messages and its own', async () => {
    renderWithProviders(<OwnPasswordForm />);
    act(() => setLanguage('en'));
    expect(screen.getByRole('heading', { name: 'Change password' })).toBeTruthy();
    type('own-password-new', 'kort');
    type('own-password-repeat', 'korte');
    fireEvent.click(screen.getByTestId('own-password-save'));
    expect(await screen.findByText('Current password is required')).toBeTruthy();
    expect(screen.getByText('The password must have at least 8 characters')).toBeTruthy();
    expect(screen.getByText('(The passwords do not match)')).toBeTruthy();
    act(() => setLanguage('nb'));
    expect(screen.getByRole('heading', { name: 'Endre passord' })).toBeTruthy();
  });

  it('sends the current and the new password, without the repeat, and confirms the change', async () => {
    renderWithProviders(<OwnPasswordForm />);
    type('own-password-current', 'gammelt-passord');
    type('own-password-new', 'nytt-passord-1');
    type('own-password-repeat', 'nytt-passord-1');
    fireEvent.click(screen.getByTestId('own-password-save'));
    await waitFor(() => expect(calls('/user/changeOwnPassword')).toHaveLength(1));
    expect(JSON.parse(String(calls('/user/changeOwnPassword')[0]![1]?.body))).toEqual({
      currentPassword: 'gammelt-passord',
      newPassword: 'nytt-passord-1',
    });
    expect(await screen.findByTestId('own-password-changed')).toBeTruthy();
  });
});
