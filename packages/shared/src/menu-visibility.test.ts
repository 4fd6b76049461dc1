import { describe, expect, it } from 'vitest';
import { FUNCTIONALITIES, USER_ROLES, type OnlinePaymentProvider } from './enums';
import { canOpen, mayUseDelivery, mayUseTables, startPath, visibleMenu, type MenuContext, type MenuPath } from './menu-visibility';

const booleans = [false, true] as const;
const locationSets: Array<{ label: string; locations: { onlinePaymentProvider: OnlinePaymentProvider }[] }> = [
  { label: 'one location without provider', locations: [{ onlinePaymentProvider: 'NOT_ANY' }] },
  { label: 'one location with Dintero', locations: [{ onlinePaymentProvider: 'DINTERO' }] },
  {
    label: 'three locations, one with Swedbank Pay',
    locations: [{ onlinePaymentProvider: 'NOT_ANY' }, { onlinePaymentProvider: 'SWEDBANK_PAY' }, { onlinePaymentProvider: 'NOT_ANY' }],
  },
  { label: 'two locations without provider', locations: [{ onlinePaymentProvider: 'NOT_ANY' }, { onlinePaymentProvider: 'NOT_ANY' }] },
];

function* everyContext(): Generator<MenuContext> {
  for (const role of USER_ROLES)
    for (const useFunctionality of FUNCTIONALITIES)
      for (const payForSMS of booleans)
        for (const offerDiscount of booleans)
          for (const offerRewardProgram of booleans)
            for (const offerDeliveryService of booleans)
              for (const { locations } of locationSets)
                yield {
                  role,
                  settings: { useFunctionality, payForSMS, offerDiscount, offerRewardProgram, offerDeliveryService },
                  locations,
                };
}

/** The rules of spec part 1 §2 and part 2 §2.22, one line per entry, as the specification words them. */
function expectedVisibility(c: MenuContext): Record<MenuPath, boolean> {
  const sa = c.role === 'SUPER_ADMIN';
  const mode = c.settings.useFunctionality;
  const notWebsite = mode !== 'WEBSITE';
  const reports = notWebsite && c.locations.some((l) => l.onlinePaymentProvider !== 'NOT_ANY');
  return {
    '/overview': true,
    '/orders': true,
    '/x-report': reports,
    '/z-report': reports,
    '/totalSalesReport': reports,
    '/alcoholReport': reports,
    '/goodsTypeReport': reports,
    '/salesAnalytics': reports,
    '/smsReport': reports && (c.settings.payForSMS || sa),
    '/transactionsReport': reports && sa,
    '/xReportRegenerate': reports && sa,
    '/webshopXReportRegenerateAll': reports && sa,
    '/saftExport': reports && (sa || c.role === 'ADMIN'),
    '/accountingExport': reports && (sa || c.role === 'ADMIN'),
    '/products': true,
    '/users': ['POS', 'ALL'].includes(mode),
    '/staffRegister': ['POS', 'ALL'].includes(mode),
    '/terminals': ['POS', 'KIOSK_TAKEAWAY', 'ALL'].includes(mode),
    '/discounts': c.settings.offerDiscount && notWebsite,
    '/rewards': c.settings.offerRewardProgram && notWebsite,
    '/closingdays': true,
    '/openinghours': true,
    '/tables': sa || ['KIOSK_TAKEAWAY', 'ALL'].includes(mode),
    '/delivery': c.settings.offerDeliveryService && notWebsite,
    '/vat': notWebsite,
    '/company': true,
    '/accountingSettings': reports && (sa || c.role === 'ADMIN'),
    '/locations': sa || c.locations.length > 1,
    '/swedbankPay': sa,
    '/dintero': sa,
    '/merchant': sa,
    '/cloudprnt': sa,
    '/cache': sa,
    '/profile': true,
  };
}

describe('visibleMenu', () => {
  const contexts = [...everyContext()];

  it('covers every mode × role × setting × location combination', () => {
    expect(contexts).toHaveLength(3 * 5 * 16 * locationSets.length);
  });

  it.each(
    contexts.map((c) => [`${c.role} ${c.settings.useFunctionality} ${JSON.stringify(c.settings)} ${c.locations.length} loc`, c] as const),
  )('shows exactly the specified entries: %s', (_label, context) => {
    const expected = Object.entries(expectedVisibility(context))
      .filter(([, visible]) => visible)
      .map(([path]) => path)
      .sort();
    expect(
      visibleMenu(context)
        .map((e) => e.path)
        .sort(),
    ).toEqual(expected);
  });

  it('groups report, loyalty, settings, support and system entries', () => {
    const all = visibleMenu({
      role: 'SUPER_ADMIN',
      settings: { useFunctionality: 'ALL', payForSMS: true, offerDiscount: true, offerRewardProgram: true, offerDeliveryService: true },
      locations: [{ onlinePaymentProvider: 'DINTERO' }],
    });
    const group = (path: MenuPath) => all.find((e) => e.path === path)?.group;
    expect(group('/x-report')).toBe('reports');
    expect(group('/saftExport')).toBe('reports');
    expect(group('/accountingExport')).toBe('reports');
    expect(group('/accountingSettings')).toBe('settings');
    expect(group('/discounts')).toBe('loyalty');
    expect(group('/vat')).toBe('settings');
    expect(group('/cloudprnt')).toBe('support');
    expect(group('/cache')).toBe('system');
    expect(group('/overview')).toBeUndefined();
  });
});

describe('startPath', () => {
  it('sends WEBSITE merchants to products and everyone else to the overview', () => {
    expect(startPath('WEBSITE')).toBe('/products');
    for (const mode of FUNCTIONALITIES.filter((m) => m !== 'WEBSITE')) expect(startPath(mode)).toBe('/overview');
  });
});

describe('canOpen, mayUseTables and mayUseDelivery', () => {
  const contexts = [...everyContext()];

  it('lets a user open exactly the screens the menu shows', () => {
    for (const context of contexts) {
      const shown = new Set(visibleMenu(context).map((entry) => entry.path));
      for (const path of Object.keys(expectedVisibility(context)) as MenuPath[]) expect(canOpen(path, context)).toBe(shown.has(path));
    }
  });

  it('tables and delivery follow the rules the server guards with, whatever the locations', () => {
    for (const context of contexts) {
      const expected = expectedVisibility(context);
      expect(mayUseTables(context)).toBe(expected['/tables']);
      expect(mayUseDelivery(context)).toBe(expected['/delivery']);
    }
    const pizza = {
      role: 'ADMIN',
      settings: {
        useFunctionality: 'TAKEAWAY',
        payForSMS: false,
        offerDiscount: false,
        offerRewardProgram: false,
        offerDeliveryService: false,
      },
    } as const;
    expect(mayUseTables(pizza)).toBe(false);
    expect(mayUseTables({ ...pizza, role: 'SUPER_ADMIN' })).toBe(true);
  });
});
