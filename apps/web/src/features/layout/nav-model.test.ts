import { describe, expect, it } from 'vitest';
import { buildLocation, buildSetting, buildUser } from '@/testing/users';
import { buildNav, navTestId } from './nav-model';

describe('navigation model', () => {
  it('keeps the order of visibleMenu and gathers each group where it first appears', () => {
    const user = buildUser({ locations: [buildLocation({ id: 'a' }), buildLocation({ id: 'b' })] });
    const shape = buildNav(user).map((node) => (node.kind === 'group' ? `[${node.key}]` : node.item.path));
    expect(shape).toEqual([
      '/overview',
      '/orders',
      '[reports]',
      '/products',
      '/users',
      '/terminals',
      '[loyalty]',
      '[settings]',
      '/profile',
    ]);
  });

  it("labels the entries in Norwegian and the staff member's own page 'Min profil', never the customers' page name", () => {
    const plain = buildNav(buildUser());
    expect(plain.map((node) => (node.kind === 'group' ? node.label : node.item.label))).toContain('Oversikt');
    expect(plain.at(-1)).toMatchObject({ kind: 'link', item: { label: 'Min profil' } });
    const named = buildNav(buildUser({ merchantSetting: buildSetting({ userProfilePageName: 'Mine bestillinger' }) }));
    expect(named.at(-1)).toMatchObject({ kind: 'link', item: { label: 'Min profil', testId: 'nav-profile' } });
  });

  it('derives test ids from the path', () => {
    expect(navTestId('/x-report')).toBe('nav-x-report');
    expect(navTestId('/webshopXReportRegenerateAll')).toBe('nav-webshopXReportRegenerateAll');
  });
});
