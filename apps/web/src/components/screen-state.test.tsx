// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { ApiError } from '@/lib/api-client';
import { renderWithProviders } from '@/testing/render';
import { ScreenState, type LoadState } from './screen-state';

const back = { to: '/products', label: 'Tilbake til produkter' };

function renderState(query: LoadState<string[]>, extra: { emptyText?: string } = {}) {
  renderWithProviders(
    <ScreenState query={query} back={back} isEmpty={(list) => list.length === 0} emptyText={extra.emptyText ?? 'Ingen bord ennå.'}>
      {(list) => <p data-testid="content">{list.join(', ')}</p>}
    </ScreenState>,
  );
}

describe('screen state', () => {
  afterEach(cleanup);

  it('shows the screen once the data is there, and the empty text when it holds nothing', () => {
    renderState({ data: ['Bord 1', 'Bord 2'], error: null, isPending: false });
    expect(screen.getByTestId('content').textContent).toBe('Bord 1, Bord 2');
    cleanup();
    renderState({ data: [], error: null, isPending: false });
    expect(screen.getByTestId('screen-empty').textContent).toBe('Ingen bord ennå.');
  });

  it('spins while loading, and shows nothing while the query waits to be enabled', () => {
    renderState({ data: undefined, error: null, isPending: true, fetchStatus: 'fetching' });
    expect(screen.getByRole('status', { name: 'Laster …' })).toBeTruthy();
    cleanup();
    renderState({ data: undefined, error: null, isPending: true, fetchStatus: 'idle' });
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows the not-found view with the way back for a 404', () => {
    renderState({ data: undefined, error: new ApiError(404, 'NOT_FOUND', 'Fant ikke kategorien.'), isPending: false });
    expect(screen.getByRole('heading', { name: 'Fant ikke det du leter etter' })).toBeTruthy();
    expect(screen.getByText('Fant ikke kategorien.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Tilbake til produkter' }).getAttribute('href')).toBe('/products');
  });

  it("says why loading failed and offers 'Prøv igjen' when the server or network failed", () => {
    const refetch = vi.fn();
    renderState({ data: undefined, error: new TypeError('Failed to fetch'), isPending: false, refetch });
    expect(screen.getByRole('alert').textContent).toBe('Kunne ikke hente dataene. Prøv igjen senere.');
    fireEvent.click(screen.getByRole('button', { name: 'Prøv igjen' }));
    expect(refetch).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'Tilbake til produkter' })).toBeTruthy();
  });

  it("shows the server's reason for a refusal or another client error, without a retry", () => {
    renderState({
      data: undefined,
      error: new ApiError(403, 'FORBIDDEN', 'Levering er ikke slått på.'),
      isPending: false,
      refetch: vi.fn(),
    });
    expect(screen.getByRole('alert').textContent).toBe('Levering er ikke slått på.');
    expect(screen.queryByRole('button', { name: 'Prøv igjen' })).toBeNull();
  });
});
