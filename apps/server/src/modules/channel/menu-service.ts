import { isDateInRange, osloDateOf } from '@bakrom/shared/business-day';
import type { OrderType } from '@bakrom/shared/enums';
import { discountChannelOf, discountPercents, salesDayOf, type SalesContext } from '@bakrom/shared/order-pricing';
import type { Db } from '../../db/client';
import { notFound } from '../../http/errors';
import { VersionedBodyCache, type CachedBody } from '../../lib/versioned-body-cache';
import { loadMenu } from '../catalogue/menu-repository';
import { loadVatRates } from '../catalogue/references-service';
import { openingHoursWeek } from '../settings/opening-hours-service';
import { MenuVersionCache } from './menu-cache';
import { closedCategoriesOf, indexCatalogue, presentChannelMenu, type CatalogueIndex, type LocationState } from './menu-presenter';
import { loadChannelVersions, loadSalesRows, type SalesRows } from './menu-repository';
import type { TerminalPrincipal } from './terminal-auth';

/** This instance's caches of the channel API: the catalogue per menu version, and the menu answers. */
export interface ChannelCaches {
  catalogue: MenuVersionCache<CatalogueIndex>;
  menuBodies: VersionedBodyCache;
}

/** The caches of one app instance: a few hundred menu answers (a location's order types and states of the day). */
export function createChannelCaches(): ChannelCaches {
  return { catalogue: new MenuVersionCache<CatalogueIndex>(), menuBodies: new VersionedBodyCache('channel-menu', 500) };
}

/** Everything a sale at the terminal's location is checked and priced against, as of `now`. */
export interface SalesSetup {
  rows: SalesRows;
  catalogue: CatalogueIndex;
  state: LocationState;
  context: SalesContext;
}

/** The catalogue of the version: read once per version (the one menu read model) and shared. */
function catalogueOf(db: Db, caches: ChannelCaches, merchantId: string, version: number): Promise<CatalogueIndex> {
  return caches.catalogue.get(merchantId, version, async () => {
    const [menu, vat] = await Promise.all([loadMenu(db, merchantId), loadVatRates(db, merchantId)]);
    return indexCatalogue(menu, vat);
  });
}

/**
 * The terminal's location as it sells now, for an order type: the catalogue of the current menu
 * version, the location's sold-out items and dish controls, its closing days from today to
 * `lastDate`, the day (weekday or holiday), the discounts valid for the channel, and the VAT rates.
 */
export async function loadSales(
  db: Db,
  caches: ChannelCaches,
  terminal: TerminalPrincipal,
  orderType: OrderType,
  now: Date,
  lastDate?: string,
): Promise<SalesSetup> {
  const { merchantId, locationId } = terminal;
  const date = osloDateOf(now);
  const rows = await loadSalesRows(db, merchantId, locationId, { fromDate: date, toDate: lastDate && lastDate > date ? lastDate : date });
  if (!rows.location) throw notFound('Fant ikke avdelingen.');
  const catalogue = await catalogueOf(db, caches, merchantId, rows.menuVersion);
  const discounts = rows.offerDiscount
    ? discountPercents(rows.discounts, { channel: discountChannelOf(terminal.terminalType, orderType), locationId, date })
    : new Map<string, number>();
  const location = rows.location;
  const state: LocationState = {
    locationId,
    soldOutItemIds: new Set(rows.soldOutItemIds),
    closedCategories: closedCategoriesOf(location, catalogue),
  };
  const context: SalesContext = {
    now,
    date,
    day: salesDayOf(date, rows.holidayOption),
    vat: catalogue.vat,
    discounts,
    takeawayClosedOn: (day) => rows.closingDays.find((closing) => isDateInRange(day, closing.fromDate, closing.toDate))?.message,
    earliestPickupMinutes: location.earliestPickupTime,
  };
  return { rows, catalogue, state, context };
}

/**
 * The menu the terminal may sell now, serialised and compressed. It depends on the catalogue (the menu
 * version), on the location's state (the channel state version) and on the Oslo date; the two versions
 * are read on every request, and the menu is built once per location, terminal type, order type, day
 * and versions, so no instance serves a menu older than the last committed change.
 */
export async function channelMenuBody(
  db: Db,
  caches: ChannelCaches,
  terminal: TerminalPrincipal,
  orderType: OrderType,
  now: Date,
): Promise<CachedBody> {
  const versions = await loadChannelVersions(db, terminal.merchantId);
  const key = [terminal.merchantId, terminal.locationId, terminal.terminalType, orderType, osloDateOf(now), versions.menuVersion].join(':');
  return caches.menuBodies.body(key, versions.stateVersion, async () => {
    const setup = await loadSales(db, caches, terminal, orderType, now);
    const { rows, state, context } = setup;
    const takeawayClosedMessage = context.takeawayClosedOn(context.date);
    const openingHours = openingHoursWeek(rows.openingHours as Parameters<typeof openingHoursWeek>[0]);
    return presentChannelMenu(setup.catalogue, state, context, {
      locationId: terminal.locationId,
      orderType,
      takeawayClosedMessage,
      earliestPickupMinutes: context.earliestPickupMinutes,
      openingHours,
    });
  });
}
