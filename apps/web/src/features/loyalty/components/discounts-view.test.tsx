// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import type { Discount, DiscountsPage } from '@bakrom/shared/schemas/loyalty';
import { renderWithProviders } from '@/testing/render';
import { buildLocation } from '@/testing/users';
import { DiscountsView } from './discounts-view';

function json(body: unknown): Response {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
}

const bryggen = buildLocation({ id: '00000000-0000-4000-8000-0000000000a1', name: 'Bryggen' });

function discount(name: string, fromDate: string, toDate: string): Discount {
  return {
    id: `id-${name}`,
    type: 'discount',
    merchant: 'demo',
    name,
    showAsCategory: false,
    description: '',
    percent: 10,
    fromDate,
    toDate,
    itemIds: [],
    validForLocationIds: [bryggen.id],
    validForChannelIds: ['POS'],
    active: true,
  };
}

describe('/discounts status', () => {
  beforeEach(() => {
    // 23:30 UTC on 26 November is already 27 November in Oslo.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-26T23:30:00Z') });
    const page: DiscountsPage = {
      discounts: [
        discount('Black Friday', '2026-11-27', '2026-11-27'),
        discount('Julebord', '2026-12-01', '2026-12-24'),
        discount('Høstrabatt', '2026-09-01', '2026-11-26'),
      ],
      items: [],
    };
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => json(page)),
    );
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("shows each discount as 'Aktiv', 'Kommende' or 'Utløpt' from its dates and today's Oslo date", async () => {
    renderWithProviders(<DiscountsView merchant="demo" locations={[bryggen]} />);
    const rows = await screen.findAllByTestId('discount-row');
    expect(screen.getByRole('columnheader', { name: 'Status' })).toBeTruthy();
    const statusOf = (name: string) =>
      within(rows.find((row) => row.textContent?.includes(name))!).getByTestId('discount-status').textContent;
    expect(statusOf('Black Friday')).toBe('Aktiv');
    expect(statusOf('Julebord')).toBe('Kommende');
    expect(statusOf('Høstrabatt')).toBe('Utløpt');
  });
});
