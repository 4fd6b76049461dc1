// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { Company, Vat } from '@bakrom/shared/schemas/settings-company';
import { renderWithProviders } from '@/testing/render';
import { CompanyScreen } from './company-form';
import { VatEditScreen } from './vat-edit-form';
import { VatView } from './vat-view';

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}
function text(body: string): Response {
  return new Response(body, { status: 200, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}

const fetchMock = vi.fn<typeof fetch>();
const calls = (part: string) => fetchMock.mock.calls.filter(([input]) => String(input).includes(part));

const vat: Vat = { merchant: 'demo', dineIn: 25, takeOut: 15, delivery: 15, updatedDateTime: '2026-11-25T10:00:00.000Z' };
const company: Company = {
  type: 'company',
  merchant: 'demo',
  id: 'demo',
  name: 'Demo Restaurant AS',
  vatNumber: '923609016',
  street: 'Bogstadveien 52',
  zipCode: '0366',
  city: 'Oslo',
  phone: '22604500',
  email: 'post@demorestaurant.no',
  useFunctionality: 'ALL',
};

describe('VAT and company screens', { timeout: 20_000 }, () => {
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('shows the three rates read-only; the edit icon only for a super admin', async () => {
    fetchMock.mockImplementation(async () => json(vat));
    renderWithProviders(<VatView merchant="demo" superAdmin={false} />);
    expect((await screen.findByTestId('vat-dine-in')).textContent).toBe('25 %');
    expect(screen.getByTestId('vat-take-out').textContent).toBe('15 %');
    expect(screen.getByTestId('vat-delivery').textContent).toBe('15 %');
    // The time stamp as every other screen writes one: DD.MM.YYYY HH:mm in Oslo time, no comma.
    expect(screen.getByTestId('vat-updated').textContent).toBe('Sist endret 25.11.2026 11:00');
    expect(screen.queryByTestId('vat-edit')).toBeNull();
    cleanup();
    renderWithProviders(<VatView merchant="demo" superAdmin />);
    expect((await screen.findByTestId('vat-edit')).getAttribute('href')).toBe('/vatEdit');
  });

  it('asks before a VAT change is saved, naming what changes, and saves only when confirmed', async () => {
    fetchMock.mockImplementation(async () => json(vat));
    renderWithProviders(<VatEditScreen merchant="demo" />, { path: '/vatEdit' });
    const takeOut = await screen.findByLabelText(/^Ta med \(%\)/);
    fireEvent.change(takeOut, { target: { value: '14' } });
    fireEvent.click(screen.getByRole('button', { name: 'Lagre' }));
    expect((await screen.findByTestId('confirm-message')).textContent).toBe(
      'Ta med: 15 % → 14 %. Prisene med MVA i menyen og alle nye bestillinger følger de nye satsene.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Avbryt' }));
    await waitFor(() => expect(screen.queryByTestId('confirm-message')).toBeNull());
    expect(calls('editVat')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Lagre' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Lagre nye satser' }));
    await waitFor(() => expect(calls('editVat')).toHaveLength(1));
    expect(JSON.parse(String(calls('editVat')[0]![1]!.body))).toMatchObject({ dineIn: 25, takeOut: 14, delivery: 15 });
  });

  it('refuses an organisation number with a wrong check digit before sending, then saves and says so', async () => {
    fetchMock.mockImplementation(async (input) => (String(input).includes('editCompany') ? text('demo') : json(company)));
    renderWithProviders(<CompanyScreen merchant="demo" />);
    const vatNumber = (await screen.findByTestId('company-vatNumber')) as HTMLInputElement;
    fireEvent.change(vatNumber, { target: { value: '923 609 017' } });
    fireEvent.click(screen.getByRole('button', { name: 'Lagre' }));
    expect(await screen.findByText('Organisasjonsnummeret er ikke gyldig (kontrollsifferet stemmer ikke)')).toBeTruthy();
    expect(calls('editCompany')).toHaveLength(0);

    fireEvent.change(vatNumber, { target: { value: '923 609 016' } });
    fireEvent.click(screen.getByRole('button', { name: 'Lagre' }));
    expect((await screen.findByTestId('company-saved')).textContent).toBe('Firmainnstillingene er oppdatert');
    const body = JSON.parse(String(calls('editCompany')[0]![1]!.body)) as Record<string, unknown>;
    expect(body).toMatchObject({ type: 'company', merchant: 'demo', vatNumber: '923609016', zipCode: '0366' });
  });

  it('shows a failed save on the screen with the server message beside its field', async () => {
    fetchMock.mockImplementation(async (input) =>
      String(input).includes('editCompany')
        ? json({ error: { code: 'VALIDATION_FAILED', message: 'Sjekk feltet.', fields: { email: 'Ugyldig e-postadresse' } } }, 400)
        : json(company),
    );
    renderWithProviders(<CompanyScreen merchant="demo" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Lagre' }));
    await waitFor(() => expect(screen.getByText('Ugyldig e-postadresse')).toBeTruthy());
    expect(screen.queryByTestId('company-saved')).toBeNull();
  });
});
