// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { MerchantSettingDocument } from '@bakrom/shared/schemas/settings-company';
import { renderWithProviders } from '@/testing/render';
import { MerchantSettingScreen } from './merchant-setting-form';

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}
function text(body: string): Response {
  return new Response(body, { status: 200, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}

const fetchMock = vi.fn<typeof fetch>();
const calls = (part: string) => fetchMock.mock.calls.filter(([input]) => String(input).includes(part));
const sentBody = (index = 0) => JSON.parse(String(calls('editMerchantSetting')[index]![1]!.body)) as Record<string, unknown>;

const setting: MerchantSettingDocument = {
  merchant: 'demo',
  id: 'demo',
  useFunctionality: 'ALL',
  useAddOns: true,
  addOnAllowMultipleTimes: false,
  websiteShowDineInMenu: true,
  showAvailableOnDays: false,
  showAvailableOnDaysHolidayOption: false,
  enableShowAsDiscount: false,
  showSpicyLevelSelections: false,
  userProfilePageName: 'Min side',
  offerDiscount: false,
  payForSMS: false,
  offerRewardProgram: false,
  offerDeliveryService: false,
  takeawayAutoSmsConfirm: false,
  takeawayAutoSetOrdersAsCompleted: false,
  webshopAutoSettleAtTime: '23:55',
  logoImageFile: null,
  autoSettleTills: false,
};

const tillsSwitch = () => screen.findByRole('switch', { name: /^Ta også dagsoppgjør \(Z\) av kassene automatisk/ });

describe('merchant settings form: the tills in the automatic settlement', { timeout: 20_000 }, () => {
  let stored: MerchantSettingDocument;
  beforeEach(() => {
    stored = { ...setting };
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation(async (input, init) => {
      if (!String(input).includes('editMerchantSetting')) return json(stored);
      stored = { ...stored, ...(JSON.parse(String(init!.body)) as Partial<MerchantSettingDocument>) };
      return text('demo');
    });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('shows the switch beside the settlement time with its description, off as saved', async () => {
    renderWithProviders(<MerchantSettingScreen merchant="demo" />);
    const toggle = (await tillsSwitch()) as HTMLInputElement;
    expect(toggle.checked).toBe(false);
    expect(screen.getByText(/får dagsoppgjøret tatt på tidspunktet over/)).toBeTruthy();
    // Right after the time it follows, in the form's order (and so in the keyboard's).
    const settleAt = screen.getByTestId('merchant-settle-at');
    expect(settleAt.compareDocumentPosition(toggle) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('switched on, saves it with the rest of the form and says so; switched off again, saves false', async () => {
    renderWithProviders(<MerchantSettingScreen merchant="demo" />);
    fireEvent.click(await tillsSwitch());
    fireEvent.click(screen.getByRole('button', { name: 'Lagre' }));
    expect((await screen.findByTestId('merchant-saved')).textContent).toBe('Merchant innstillingene er oppdatert');
    expect(sentBody()).toMatchObject({
      merchant: 'demo',
      webshopAutoSettleAtTime: '23:55',
      autoSettleTills: true,
      useFunctionality: 'ALL',
    });

    await waitFor(async () => expect(((await tillsSwitch()) as HTMLInputElement).checked).toBe(true));
    fireEvent.click(await tillsSwitch());
    fireEvent.click(screen.getByRole('button', { name: 'Lagre' }));
    await waitFor(() => expect(calls('editMerchantSetting')).toHaveLength(2));
    expect(sentBody(1)).toMatchObject({ autoSettleTills: false });
  });

  it('reads a saved setting as on', async () => {
    stored = { ...setting, autoSettleTills: true };
    renderWithProviders(<MerchantSettingScreen merchant="demo" />);
    expect(((await tillsSwitch()) as HTMLInputElement).checked).toBe(true);
  });
});
