// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import type { DiningTable } from '@bakrom/shared/schemas/tables';
import { renderWithProviders } from '@/testing/render';
import { buildLocation } from '@/testing/users';
import { TableEditView } from './table-edit-view';
import { TablesView } from './tables-view';

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}
const fetchMock = vi.fn<typeof fetch>();
const calls = (part: string) => fetchMock.mock.calls.filter(([input]) => String(input).includes(part));
const bodyOf = (call: Parameters<typeof fetch>) => JSON.parse(String(call[1]?.body)) as Record<string, unknown>;

const sentrum = buildLocation();
const bryggen = buildLocation({ id: '00000000-0000-4000-8000-000000000002', name: 'Bryggen' });
const table: DiningTable = {
  id: '5d0f6c1e-8a3b-4c2d-9e1f-0a1b2c3d4e5f',
  type: 'table',
  merchant: 'demo',
  locationId: sentrum.id,
  name: 'Bord 4',
  capacity: 4,
  description: 'Ved vinduet',
  status: 'ACTIVE',
};

/** Where the screen has led, for the assertions. */
function Path() {
  const location = useLocation();
  return <output data-testid="path">{`${location.pathname}${location.search}`}</output>;
}

function renderEdit(tableId = table.id) {
  renderWithProviders(
    <>
      <TableEditView merchant="demo" locations={[sentrum, bryggen]} tableId={tableId} />
      <Path />
    </>,
    { path: `/tableEdit?tableId=${tableId}` },
  );
}

describe('/tableEdit', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      if (url.includes('/table/getTable'))
        return url.includes(table.id) ? json(table) : json({ error: { code: 'NOT_FOUND', message: 'Fant ikke bordet.' } }, 404);
      if (url.includes('/table/editTable')) return json({ ...table, ...bodyOf([input, init]) });
      if (url.includes('/table/listTables')) return json([table]);
      return json({ error: { code: 'NOT_FOUND', message: 'Ukjent' } }, 404);
    });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('opens prefilled, saves the whole table by its id, says Lagret and leads back to the list at its location', async () => {
    renderEdit();
    expect(screen.getByRole('heading', { name: 'Rediger bord' })).toBeTruthy();
    const name = (await screen.findByTestId('table-name')) as HTMLInputElement;
    expect(name.value).toBe('Bord 4');
    expect((screen.getByTestId('table-capacity') as HTMLInputElement).value).toBe('4');
    expect((screen.getByTestId('table-description') as HTMLTextAreaElement).value).toBe('Ved vinduet');
    fireEvent.change(name, { target: { value: 'Bord 4A' } });
    fireEvent.change(screen.getByTestId('table-capacity'), { target: { value: '6' } });
    fireEvent.click(screen.getByRole('button', { name: 'Lagre' }));
    await waitFor(() => expect(calls('/table/editTable')).toHaveLength(1));
    expect(bodyOf(calls('/table/editTable')[0]!)).toEqual({
      type: 'table',
      merchant: 'demo',
      id: table.id,
      locationId: sentrum.id,
      name: 'Bord 4A',
      capacity: 6,
      description: 'Ved vinduet',
    });
    expect(await screen.findByText('Lagret')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe(`/tables?locationId=${sentrum.id}`));
  });

  it('names an empty name and a seat count of 0 together on the first press, and sends nothing', async () => {
    renderEdit();
    fireEvent.change(await screen.findByTestId('table-name'), { target: { value: ' ' } });
    fireEvent.change(screen.getByTestId('table-capacity'), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Lagre' }));
    expect(await screen.findByText('Navn må fylles ut')).toBeTruthy();
    expect(screen.getByText('Antall plasser må være større enn 0')).toBeTruthy();
    expect(calls('/table/editTable')).toHaveLength(0);
  });

  it('shows the not-found view for an unknown table and for an address without one', async () => {
    renderEdit('9d0f6c1e-8a3b-4c2d-9e1f-0a1b2c3d4e5f');
    expect(await screen.findByTestId('not-found')).toBeTruthy();
    cleanup();
    renderEdit('');
    expect(await screen.findByTestId('not-found')).toBeTruthy();
    expect(calls('/table/getTable?')).toHaveLength(1);
  });
});

describe('/tables', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation(async (input) =>
      String(input).includes('/table/listTables') ? json([table]) : json({ error: { code: 'NOT_FOUND', message: 'Ukjent' } }, 404),
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('offers each table’s edit screen beside its delete', async () => {
    renderWithProviders(<TablesView merchant="demo" locations={[sentrum]} />, { path: '/tables' });
    const edit = await screen.findByRole('link', { name: 'Rediger Bord 4' });
    expect(edit.getAttribute('href')).toBe(`/tableEdit?tableId=${table.id}`);
    expect(screen.getByRole('button', { name: 'Slett Bord 4' })).toBeTruthy();
  });
});
