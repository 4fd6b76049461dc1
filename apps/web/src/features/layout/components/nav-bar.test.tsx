// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { visibleMenu } from '@bakrom/shared/menu-visibility';
import type { StoredUser } from '@bakrom/shared/schemas/auth';
import { renderWithProviders } from '@/testing/render';
import { buildLocation, buildSetting, buildUser } from '@/testing/users';
import { buildNav } from '../nav-model';
import { NavBar } from './nav-bar';

/** The `nav-*` test ids of the bar, opening every group menu to collect its entries too. */
async function renderedTestIds(): Promise<string[]> {
  const ids = new Set<string>();
  const collect = () => document.querySelectorAll('[data-testid^="nav-"]').forEach((el) => ids.add(el.getAttribute('data-testid')!));
  collect();
  for (const trigger of screen.queryAllByTestId(/^navgroup-/)) {
    fireEvent.click(trigger);
    await waitFor(() => expect(trigger.getAttribute('aria-expanded')).toBe('true'));
    collect();
    fireEvent.click(trigger);
    await waitFor(() => expect(trigger.getAttribute('aria-expanded')).toBe('false'));
  }
  return [...ids].sort();
}

function expectedTestIds(user: StoredUser): string[] {
  const entries = visibleMenu({ role: user.userRole, settings: user.merchantSetting, locations: user.locations });
  return entries.map((entry) => `nav-${entry.path.slice(1)}`).sort();
}

const threeLocations = [
  buildLocation({ id: 'a', onlinePaymentProvider: 'DINTERO' }),
  buildLocation({ id: 'b', onlinePaymentProvider: 'SWEDBANK_PAY' }),
  buildLocation({ id: 'c', onlinePaymentProvider: 'NOT_ANY' }),
];

describe('navigation bar', () => {
  afterEach(cleanup);

  it('shows exactly the menu of an ADMIN in mode ALL, with groups as dropdowns', async () => {
    const user = buildUser({ userRole: 'ADMIN', locations: threeLocations });
    renderWithProviders(<NavBar nodes={buildNav(user)} onLogout={vi.fn()} loggingOut={false} />);
    const ids = await renderedTestIds();
    expect(ids).toEqual(expectedTestIds(user));
    expect(ids).toContain('nav-x-report');
    expect(ids).not.toContain('nav-cache');
    for (const group of ['reports', 'loyalty', 'settings']) expect(screen.getByTestId(`navgroup-${group}`)).toBeTruthy();
    expect(screen.queryByTestId('navgroup-system')).toBeNull();
  });

  it('shows exactly the menu of a MANAGER in WEBSITE mode', async () => {
    const user = buildUser({
      userRole: 'MANAGER',
      locations: threeLocations,
      merchantSetting: buildSetting({ useFunctionality: 'WEBSITE' }),
    });
    renderWithProviders(<NavBar nodes={buildNav(user)} onLogout={vi.fn()} loggingOut={false} />);
    const ids = await renderedTestIds();
    expect(ids).toEqual(expectedTestIds(user));
    expect(ids).toEqual(
      [
        'nav-overview',
        'nav-orders',
        'nav-products',
        'nav-closingdays',
        'nav-openinghours',
        'nav-company',
        'nav-locations',
        'nav-profile',
      ].sort(),
    );
    expect(screen.queryByTestId('navgroup-reports')).toBeNull();
    expect(screen.queryByTestId('navgroup-loyalty')).toBeNull();
  });

  it('adds the super-admin entries for a SUPER_ADMIN', async () => {
    const user = buildUser({ userRole: 'SUPER_ADMIN', isSuperAdmin: true, locations: threeLocations });
    renderWithProviders(<NavBar nodes={buildNav(user)} onLogout={vi.fn()} loggingOut={false} />);
    const ids = await renderedTestIds();
    expect(ids).toEqual(expectedTestIds(user));
    expect(ids).toEqual(expect.arrayContaining(['nav-cache', 'nav-cloudprnt', 'nav-transactionsReport']));
  });

  it('opens a group menu and calls logout', async () => {
    const onLogout = vi.fn();
    const user = buildUser({ locations: threeLocations });
    renderWithProviders(<NavBar nodes={buildNav(user)} onLogout={onLogout} loggingOut={false} />);
    const trigger = screen.getByTestId('navgroup-reports');
    expect(trigger.getAttribute('aria-haspopup')).toBe('menu');
    fireEvent.click(trigger);
    await waitFor(() => expect(trigger.getAttribute('aria-expanded')).toBe('true'));
    expect(screen.getByTestId('nav-x-report').getAttribute('href')).toBe('/x-report');
    fireEvent.click(screen.getByTestId('logout'));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });
});
