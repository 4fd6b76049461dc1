// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { dashboardDataSchema, type DashboardData } from '@bakrom/shared/schemas/dashboard';
import { configureApiAuth } from '@/lib/api-client';
import { renderWithProviders } from '@/testing/render';
import { buildDashboardData, buildLabourToday, buildNotClockedOut, MAJORSTUEN } from '../testing/dashboard-data';
import { OverviewView } from './overview-view';

const fetchMock = vi.fn<typeof fetch>();

function answer(data: DashboardData) {
  fetchMock.mockImplementation(async (input) => {
    if (String(input).startsWith('/api/dashboard/getDashboardData?')) {
      return new Response(JSON.stringify(data), { status: 200, headers: { 'Content-Type': 'application/json' } });
    }
    return new Response(JSON.stringify({ error: { code: 'NOT_FOUND', message: 'Ukjent' } }), { status: 404 });
  });
}

describe('/overview: today’s staff', { timeout: 60_000 }, () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    configureApiAuth({ getToken: () => 'token', onUnauthorized: () => undefined });
  });

  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('builds test data the API could answer', () => {
    const data = buildDashboardData({ labourToday: [buildLabourToday()], notClockedOut: [buildNotClockedOut()] });
    expect(dashboardDataSchema.strict().parse(data)).toEqual(data);
  });

  it('shows neither the staff figures nor the notice when nobody worked today and everyone clocked out', async () => {
    answer(buildDashboardData());
    renderWithProviders(<OverviewView merchant="demo" linkToStaffRegister />);
    await screen.findByRole('heading', { level: 2, name: 'Hurtigvalg' });
    expect(screen.queryByTestId('labour-today')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Personal i dag' })).toBeNull();
    expect(screen.queryByTestId('not-clocked-out')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows today's staff figures and who has not clocked out, with the register's link for a user who may open it", async () => {
    answer(buildDashboardData({ labourToday: [buildLabourToday()], notClockedOut: [buildNotClockedOut()] }));
    renderWithProviders(<OverviewView merchant="demo" linkToStaffRegister />);
    const section = await screen.findByRole('region', { name: 'Personal i dag' });
    expect(within(section).getByTestId('labour-cost').textContent).toBe('1\u00a0925,00\u00a0kr');
    const notice = screen.getByTestId('not-clocked-out');
    expect(within(notice).getByRole('link', { name: 'Åpne personallisten' }).getAttribute('href')).toBe(
      `/staffRegister?locationId=${MAJORSTUEN.id}&date=2026-11-19`,
    );
    // Headings in order: the page's, then the sections'.
    const levels = screen.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)));
    expect(levels[0]).toBe(1);
    levels.forEach((level, index) => index > 0 && expect(level).toBeLessThanOrEqual(levels[index - 1]! + 1));
  });

  it('lists who has not clocked out without links for a user who may not open the register', async () => {
    answer(buildDashboardData({ notClockedOut: [buildNotClockedOut()] }));
    renderWithProviders(<OverviewView merchant="demo" />);
    const notice = await screen.findByTestId('not-clocked-out');
    expect(within(notice).getByTestId('not-clocked-out-text').textContent).toBe('Kari Hansen – stemplet inn 19.11.2026 17:00');
    expect(within(notice).queryByRole('link')).toBeNull();
  });
});
