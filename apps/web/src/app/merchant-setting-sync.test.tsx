// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, waitFor } from '@testing-library/react';
import { getStoredUser, storeUser } from '@/features/auth/storage';
import { renderWithProviders } from '@/testing/render';
import { buildSetting, buildUser } from '@/testing/users';
import { MerchantSettingSync } from './merchant-setting-sync';

function json(body: unknown): Response {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
}

const fetchMock = vi.fn<typeof fetch>();

describe('MerchantSettingSync', () => {
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    window.localStorage.clear();
  });

  it('stores the settings the server answers now, keeping the rest of the stored user', async () => {
    const user = buildUser({ merchantSetting: buildSetting({ useFunctionality: 'ALL' }) });
    storeUser(user);
    fetchMock.mockImplementation(async () =>
      json({ ...buildSetting({ useFunctionality: 'WEBSITE', offerDiscount: false }), merchant: 'demo', id: 'demo' }),
    );
    renderWithProviders(<MerchantSettingSync user={user} />);
    await waitFor(() => expect(getStoredUser()?.merchantSetting.useFunctionality).toBe('WEBSITE'));
    expect(getStoredUser()).toEqual({ ...user, merchantSetting: buildSetting({ useFunctionality: 'WEBSITE', offerDiscount: false }) });
    expect(String(fetchMock.mock.calls[0]![0])).toContain('/api/settings/getMerchantSetting?merchant=demo');
  });

  it('leaves the stored user alone when nothing changed or the read fails', async () => {
    const user = buildUser();
    storeUser(user);
    const raw = window.localStorage.getItem('user');
    // The answer also has settings the login does not store (autoSettleTills): no difference for those.
    fetchMock.mockImplementation(async () => json({ ...user.merchantSetting, autoSettleTills: true, merchant: 'demo', id: 'demo' }));
    renderWithProviders(<MerchantSettingSync user={user} />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(window.localStorage.getItem('user')).toBe(raw);
    cleanup();
    fetchMock.mockImplementation(async () => new Response('{}', { status: 500 }));
    renderWithProviders(<MerchantSettingSync user={user} />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(window.localStorage.getItem('user')).toBe(raw);
  });
});
