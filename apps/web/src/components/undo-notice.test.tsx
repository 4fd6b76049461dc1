// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { ApiError } from '@/lib/api-client';
import { renderWithProviders } from '@/testing/render';
import { showUndoNotice, UNDO_NOTICE_MS } from './undo-notice';

function renderNotices() {
  renderWithProviders(<button type="button">Før</button>);
}

describe('undo notice', { timeout: 20_000 }, () => {
  afterEach(() => {
    act(() => notifications.clean());
    cleanup();
    vi.useRealTimers();
  });

  it("says what was done with 'Angre', announced as a status, and runs the reverse once on 'Angre'", async () => {
    renderNotices();
    const undo = vi.fn().mockResolvedValue('SUCCEEDED');
    act(
      () =>
        void showUndoNotice({
          message: 'Margherita er tilgjengelig igjen.',
          undoneMessage: 'Margherita er merket som utsolgt igjen.',
          undo,
        }),
    );
    const notice = await screen.findByTestId('undo-notice');
    expect(notice.getAttribute('role')).toBe('status');
    expect(notice.textContent).toContain('Margherita er tilgjengelig igjen.');
    fireEvent.click(screen.getByRole('button', { name: 'Angre: Margherita er tilgjengelig igjen.' }));
    expect((await screen.findByTestId('undone-notice')).textContent).toContain('Margherita er merket som utsolgt igjen.');
    expect(undo).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByTestId('undo-notice')).toBeNull());
  });

  it("shows the server's reason when the reverse is refused", async () => {
    renderNotices();
    const undo = vi.fn().mockRejectedValue(new ApiError(409, 'CONFLICT', 'Produktet er allerede utsolgt.'));
    act(() => void showUndoNotice({ message: 'Gjort.', undoneMessage: 'Angret.', undo }));
    fireEvent.click(await screen.findByTestId('undo-button'));
    const failed = await screen.findByTestId('undo-failed-notice');
    expect(failed.textContent).toContain('Produktet er allerede utsolgt.');
    expect(failed.getAttribute('role')).toBe('alert');
  });

  it('says it could not undo when the reverse fails otherwise', async () => {
    renderNotices();
    act(() => void showUndoNotice({ message: 'Gjort.', undoneMessage: 'Angret.', undo: () => Promise.reject(new Error('nett')) }));
    fireEvent.click(await screen.findByTestId('undo-button'));
    expect((await screen.findByTestId('undo-failed-notice')).textContent).toContain('Kunne ikke angre. Prøv igjen.');
  });

  it('takes the keyboard focus when asked, and stays while it holds it', async () => {
    renderNotices();
    act(() => void showUndoNotice({ message: 'Gjort.', undoneMessage: 'Angret.', undo: vi.fn(), focus: true }));
    const button = await screen.findByTestId('undo-button');
    await waitFor(() => expect(document.activeElement).toBe(button));
    vi.useFakeTimers();
    act(() => {
      vi.advanceTimersByTime(UNDO_NOTICE_MS * 2);
    });
    expect(screen.getByTestId('undo-notice')).toBeTruthy();
  });

  it('leaves after its time while neither hovered nor focused, and Escape closes it', async () => {
    renderNotices();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    act(() => void showUndoNotice({ message: 'Først.', undoneMessage: 'Angret.', undo: vi.fn() }));
    expect(await screen.findByText('Først.')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(UNDO_NOTICE_MS - 1000);
    });
    expect(screen.getByText('Først.')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    await waitFor(() => expect(screen.queryByText('Først.')).toBeNull());

    act(() => void showUndoNotice({ message: 'Andre.', undoneMessage: 'Angret.', undo: vi.fn() }));
    fireEvent.keyDown(await screen.findByTestId('undo-button'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByText('Andre.')).toBeNull());
  });
});
