// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { ACCOUNT_MESSAGE, type AccountMappingResponse } from '@bakrom/shared/schemas/accounting';
import { renderWithProviders } from '@/testing/render';
import { mappingResponse } from '../testing/accounting-data';
import { AccountMappingScreen } from './account-mapping-form';

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const fetchMock = vi.fn<typeof fetch>();
const saves = () => fetchMock.mock.calls.filter(([input]) => String(input).includes('/accounting/saveAccountMapping'));
const savedBody = () => JSON.parse(String(saves()[0]![1]!.body)) as Record<string, unknown>;

function answer(mapping: AccountMappingResponse, save?: (body: Record<string, unknown>) => Response) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (url.startsWith('/api/accounting/getAccountMapping?')) return json(mapping);
    if (url === '/api/accounting/saveAccountMapping') {
      const body = JSON.parse(String(init!.body)) as Record<string, unknown>;
      return save ? save(body) : json({ ...mapping, version: 1, validFrom: '2026-11-27T10:00:00.000Z' });
    }
    return json({ error: { code: 'NOT_FOUND', message: 'Ukjent' } }, 404);
  });
}

const account = (label: string) => screen.getByRole('textbox', { name: `Konto for ${label}` }) as HTMLInputElement;
const type = (input: HTMLInputElement, text: string) => fireEvent.change(input, { target: { value: text } });
const save = () => fireEvent.click(screen.getByTestId('form-save'));

async function show(mapping = mappingResponse) {
  renderWithProviders(<AccountMappingScreen merchant="demo" />, { path: '/accountingSettings' });
  await screen.findByTestId('mapping-form');
  expect(screen.getByRole('heading', { level: 1, name: 'Regnskap' })).toBeTruthy();
  return mapping;
}

describe('/accountingSettings', { timeout: 60_000 }, () => {
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('shows every account of the defaults in its section, with the default beside it', async () => {
    answer(mappingResponse);
    await show();
    expect(screen.getByTestId('mapping-version').textContent).toBe('Ingen kontoplan er lagret ennå: standardkontoene under gjelder.');
    // A row per VAT rate and order type: dine-in at 25 % on 3020, a drink to take away at 25 % on 3000, takeaway at 15 % on 3030.
    const sales25 = screen.getByTestId('mapping-sales-25-DINE_IN');
    expect(within(sales25).getByText('Spise her')).toBeTruthy();
    expect(account('salg 25\u00a0% spise her').value).toBe('3020');
    expect(within(sales25).getByText('3020 · 3')).toBeTruthy();
    expect(within(screen.getByTestId('mapping-sales-25-TAKEAWAY')).getByText('Ta med')).toBeTruthy();
    expect(account('salg 25\u00a0% ta med').value).toBe('3000');
    expect(account('salg 15\u00a0% ta med').value).toBe('3030');
    expect(account('salg 15\u00a0% levering').value).toBe('3030');
    expect(screen.getAllByRole('row').filter((row) => row.getAttribute('data-testid')?.startsWith('mapping-sales-2'))).toHaveLength(3);
    expect(account('Kontant').value).toBe('1900');
    expect(account('Vipps').value).toBe('1902');
    expect(account('Bonuspoeng').value).toBe('2903');
    expect(account('tips').value).toBe('2930');
    expect(account('øreavrunding').value).toBe('7790');
    expect(account('utgående MVA 25\u00a0%').value).toBe('2700');
    expect(account('utgående MVA 15\u00a0%').value).toBe('2701');
    expect((screen.getByRole('checkbox', { name: 'Egen konto for Øl' }) as HTMLInputElement).checked).toBe(false);
    expect((screen.getByRole('radio', { name: 'Z-rapport (per terminal og dag)' }) as HTMLInputElement).checked).toBe(true);
  });

  it('says what is wrong beside each field on the first Lagre, focuses the first, and sends nothing', async () => {
    answer(mappingResponse);
    await show();
    type(screen.getByRole('textbox', { name: /^Bilagstype/ }) as HTMLInputElement, 'A');
    type(account('salg 25\u00a0% spise her'), '30');
    type(account('Vipps'), '19020');
    save();
    const voucherType = screen.getByRole('textbox', { name: /^Bilagstype/ });
    expect(await screen.findByText('Bilagstypen må være et tall')).toBeTruthy();
    expect(account('salg 25\u00a0% spise her').getAttribute('aria-invalid')).toBe('true');
    expect(account('Vipps').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText(ACCOUNT_MESSAGE)).toHaveLength(2);
    expect(document.activeElement).toBe(voucherType);
    expect(saves()).toHaveLength(0);

    // Mended, the field's message goes at once.
    type(account('Vipps'), '1902');
    expect(account('Vipps').getAttribute('aria-invalid')).not.toBe('true');
    expect(screen.getAllByText(ACCOUNT_MESSAGE)).toHaveLength(1);
  });

  it('says on the first Lagre that a saved VAT code does not fit its rate', async () => {
    const mapping = structuredClone(mappingResponse);
    mapping.mapping.sales = mapping.mapping.sales.map((row) => (row.vatRate === 15 ? { ...row, vatCode: '3' } : row));
    answer(mapping);
    await show(mapping);
    save();
    expect(await screen.findAllByText('MVA-kode 3 passer ikke til satsen 15 % (bruk 31)')).toHaveLength(3);
    expect(saves()).toHaveLength(0);
  });

  it('saves the whole mapping with the changed account, the split group and the grouping, and says it is saved', async () => {
    answer(mappingResponse);
    await show();
    type(account('salg 25\u00a0% spise her'), ' 3021 ');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Egen konto for Øl' }));
    type(account('Øl'), '3040');
    fireEvent.click(screen.getByRole('radio', { name: 'Avdeling og dag (alle terminaler samlet)' }));
    save();
    expect((await screen.findByTestId('mapping-saved')).textContent).toBe(
      'Lagret. Kontoene gjelder Z-rapporter som tas fra nå; bilag som alt er eksportert, endres ikke.',
    );
    expect(saves()).toHaveLength(1);
    const body = savedBody();
    expect(body.merchant).toBe('demo');
    expect(body.voucherType).toBe(1);
    expect(body.grouping).toBe('LOCATION_DAY');
    expect(body.sales).toContainEqual({ vatRate: 25, orderType: 'DINE_IN', account: '3021', vatCode: '3' });
    expect(body.articleGroups).toContainEqual({ articleGroup: '04007', split: true, account: '3040' });
    expect(body.payments).toEqual(mappingResponse.mapping.payments);
    expect(screen.queryByTestId('saved-notice')).toBeNull();
  });

  it('fills the defaults back in, to be saved with Lagre', async () => {
    const mapping = structuredClone(mappingResponse);
    mapping.mapping.tipsAccount = '2931';
    mapping.version = 2;
    mapping.validFrom = '2026-11-20T09:30:00.000Z';
    answer(mapping);
    await show(mapping);
    expect(screen.getByTestId('mapping-version').textContent).toBe('Versjon 2, gjelder fra 20.11.2026 10:30.');
    expect(account('tips').value).toBe('2931');
    fireEvent.click(screen.getByRole('button', { name: 'Sett inn standardkontoene' }));
    expect(account('tips').value).toBe('2930');
    expect(saves()).toHaveLength(0);
    save();
    await screen.findByTestId('mapping-saved');
    expect(savedBody().tipsAccount).toBe('2930');
  });

  it('shows the server’s message beside the field it names', async () => {
    answer(mappingResponse, () =>
      json({ error: { code: 'VALIDATION_FAILED', message: 'Ugyldig', fields: { 'payments.0.account': 'Kontoen finnes ikke' } } }, 400),
    );
    await show();
    save();
    expect(await screen.findByText('Kontoen finnes ikke')).toBeTruthy();
    expect(account('Kontant').getAttribute('aria-invalid')).toBe('true');
  });

  it('shows a refused output VAT rate beside that rate’s account', async () => {
    answer(mappingResponse, () =>
      json(
        {
          error: {
            code: 'VALIDATION_FAILED',
            message: 'Ugyldig',
            fields: { 'outputVat.1.vatRate': 'Samme MVA-sats står mer enn én gang' },
          },
        },
        400,
      ),
    );
    await show();
    save();
    expect(await screen.findByText('Samme MVA-sats står mer enn én gang')).toBeTruthy();
    expect(account('utgående MVA 15\u00a0%').getAttribute('aria-invalid')).toBe('true');
  });

  it('says so when the mapping cannot be loaded', async () => {
    fetchMock.mockImplementation(async () => json({ error: { code: 'INTERNAL', message: 'x' } }, 500));
    renderWithProviders(<AccountMappingScreen merchant="demo" />, { path: '/accountingSettings' });
    expect((await screen.findByTestId('mapping-error')).textContent).toBe('Kunne ikke hente kontoplanen. Prøv igjen.');
  });
});
