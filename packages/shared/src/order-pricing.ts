import { addDays, isoWeekday, isDateInRange, osloDateOf } from './business-day';
import type { VatRates } from './catalogue-rules';
import type { AvailableDay, DiscountChannel, ItemType, MenuOrderType, OrderChannel, OrderStatus, OrderType } from './enums';
import { WEEKDAYS } from './enums';
import { formatMoney, osloParts } from './format';
import { vatOfGross } from './vat';

/**
 * What a terminal may sell and what an order costs (the channel API, issue 15): the rules of the menu
 * a terminal sees and of the orders it sends, pure so that every rule is unit-tested and the server
 * prices every line itself. Amounts are integer øre; menu prices are net (without VAT), as stored.
 */

export type ChannelTerminalType = 'POS' | 'KIOSK' | 'WEBSHOP';

// ---- Order type, VAT, channel ------------------------------------------------------------------

/** The menu's order type of an order type: dine-in, or takeaway for pickup and delivery. */
export function menuOrderTypeOf(orderType: OrderType): MenuOrderType {
  return orderType === 'DINE_IN' ? 'DINE_IN' : 'TAKEAWAY';
}

/** The VAT rate of an order type: dine-in, takeaway (pickup) or delivery. */
export function vatRateOf(orderType: OrderType, vat: VatRates): number {
  if (orderType === 'DINE_IN') return vat.dineIn;
  return orderType === 'DELIVERY' ? vat.delivery : vat.takeOut;
}

/** The order channel of a terminal: its type (the webshop terminal stands for every online channel). */
export function orderChannelOf(terminalType: ChannelTerminalType): OrderChannel {
  return terminalType;
}

/** The discount channel an order is sold through: the webshop's dine-in or takeaway, the kiosk, the till. */
export function discountChannelOf(terminalType: ChannelTerminalType, orderType: OrderType): DiscountChannel {
  if (terminalType === 'WEBSHOP') return orderType === 'DINE_IN' ? 'WEB_DINE_IN' : 'WEB_TAKEAWAY';
  return terminalType;
}

/**
 * The status an order is stored with: a till's sale is paid and handed over at the counter
 * (COMPLETED); an order from the webshop or a kiosk is still to be made (ORDERED).
 */
export function initialStatusOf(terminalType: ChannelTerminalType): OrderStatus {
  return terminalType === 'POS' ? 'COMPLETED' : 'ORDERED';
}

// ---- Days ---------------------------------------------------------------------------------------

/** Easter Sunday of a year (Gregorian calendar, the anonymous algorithm), YYYY-MM-DD. */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * Norway's public holidays (helligdager og høytidsdager) of a year, by date: New Year's Day, Maundy
 * Thursday, Good Friday, Easter Sunday and Monday, 1 and 17 May, Ascension Day, Whit Sunday and
 * Monday, Christmas Day and Boxing Day.
 */
export function norwegianPublicHolidays(year: number): string[] {
  const easter = easterSunday(year);
  const y = String(year).padStart(4, '0');
  return [
    `${y}-01-01`,
    addDays(easter, -3),
    addDays(easter, -2),
    easter,
    addDays(easter, 1),
    `${y}-05-01`,
    `${y}-05-17`,
    addDays(easter, 39),
    addDays(easter, 49),
    addDays(easter, 50),
    `${y}-12-25`,
    `${y}-12-26`,
  ].sort();
}

export function isNorwegianPublicHoliday(date: string): boolean {
  return norwegianPublicHolidays(Number(date.slice(0, 4))).includes(date);
}

/**
 * The day a menu is sold on: its weekday, or HOLIDAY on a Norwegian public holiday when the merchant
 * uses the holiday option. A holiday is then a day of its own: what is offered on it carries HOLIDAY.
 */
export function salesDayOf(date: string, holidayOption: boolean): AvailableDay {
  if (holidayOption && isNorwegianPublicHoliday(date)) return 'HOLIDAY';
  return WEEKDAYS[isoWeekday(date) - 1]!;
}

/** Whether a category or item is offered on a day: no days chosen means every day. */
export function offeredOnDay(availableOnDays: readonly string[], day: AvailableDay): boolean {
  return availableOnDays.length === 0 || availableOnDays.includes(day);
}

// ---- Discounts ----------------------------------------------------------------------------------

export interface DiscountRule {
  percent: number;
  fromDate: string;
  toDate: string;
  active: boolean;
  validForChannelIds: readonly string[];
  itemIds: readonly string[];
  locationIds: readonly string[];
}

export interface DiscountScope {
  channel: DiscountChannel;
  locationId: string;
  /** Oslo date of the sale. */
  date: string;
}

/** Whether a discount applies to sales through the channel, at the location, on the date. */
export function discountApplies(discount: DiscountRule, scope: DiscountScope): boolean {
  return (
    discount.active &&
    isDateInRange(scope.date, discount.fromDate, discount.toDate) &&
    discount.validForChannelIds.includes(scope.channel) &&
    discount.locationIds.includes(scope.locationId)
  );
}

/**
 * The discount percent of each item in the scope: where several campaigns cover an item, the
 * customer gets the largest one (discounts never add up).
 */
export function discountPercents(discounts: readonly DiscountRule[], scope: DiscountScope): Map<string, number> {
  const percents = new Map<string, number>();
  for (const discount of discounts) {
    if (!discountApplies(discount, scope)) continue;
    for (const itemId of discount.itemIds) percents.set(itemId, Math.max(percents.get(itemId) ?? 0, discount.percent));
  }
  return percents;
}

// ---- Amounts ------------------------------------------------------------------------------------

/**
 * The gross amount of a line: net unit price × count with VAT added and the discount taken off,
 * rounded to øre (the rule every stored order line follows).
 */
export function lineGross(unitNet: number, count: number, vatRate: number, discountPercent = 0): number {
  return Math.round((unitNet * count * (100 + vatRate) * (100 - discountPercent)) / 10_000);
}

/** The gross amount of an add-on line: net unit price × count with VAT added (add-ons carry no discount). */
export function addOnGross(unitNet: number, count: number, vatRate: number): number {
  return Math.round((unitNet * count * (100 + vatRate)) / 100);
}

/** What one unit costs with VAT, in øre, as an order of one charges it. */
export function unitPriceWithVat(unitNet: number, vatRate: number, discountPercent = 0): number {
  return lineGross(unitNet, 1, vatRate, discountPercent);
}

/** What is to be paid: the goods total and tips, less the bonus points used (one point pays 1 kr). */
export function toPayOf(totalAmount: number, tipsAmount: number, usedPoints: number): number {
  return totalAmount + tipsAmount - usedPoints * 100;
}

// ---- The menu a terminal sells from ---------------------------------------------------------------

export interface SellableCategory {
  id: string;
  name: string;
  orderTypes: readonly string[];
  days: readonly string[];
  /** Offered at the terminal's location now. */
  atLocation: boolean;
  /** Closed at the location by its dish controls (CLOSE_OPEN_DISHES); the message is the action's. */
  closedMessage: string | null;
}

export interface SellableVariant {
  id: string;
  name: string;
  /** Net øre, takeaway and dine-in (as it sells). */
  price: number;
  priceDineIn: number;
  addOnGroupIds: readonly string[];
}

export interface SellableItem {
  id: string;
  categoryId: string;
  name: string;
  itemType: ItemType;
  price: number;
  priceDineIn: number;
  orderTypes: readonly string[];
  days: readonly string[];
  atLocation: boolean;
  soldOut: boolean;
  variants: readonly SellableVariant[];
  addOnGroupIds: readonly string[];
}

export interface SellableAddOnGroup {
  id: string;
  title: string;
  mandatory: boolean;
  minimum: number;
  maximum: number;
}

export interface SellableAddOn {
  id: string;
  addOnGroupId: string;
  name: string;
  price: number;
  priceDineIn: number;
  allowMultipleTimes: boolean;
  maximum: number;
}

export interface SellableMenu {
  categories: ReadonlyMap<string, SellableCategory>;
  items: ReadonlyMap<string, SellableItem>;
  addOnGroups: ReadonlyMap<string, SellableAddOnGroup>;
  addOns: ReadonlyMap<string, SellableAddOn>;
}

/** Why an item cannot be sold now, in the order the checks run; undefined when it can. */
export type Unavailability =
  | { code: 'NOT_AT_LOCATION' }
  | { code: 'CATEGORY_CLOSED'; message: string | null }
  | { code: 'ORDER_TYPE' }
  | { code: 'DAY' }
  | { code: 'SOLD_OUT' };

/**
 * Whether an item can be sold for an order type on a day. An item of a category closed by the dish
 * controls is closed (the dish controls take the category off the location); otherwise the category
 * and the item must both be offered at the location, for the order type and on the day; a delivery
 * service is sold with deliveries only; a sold-out item is refused last.
 */
export function unavailabilityOf(
  item: SellableItem,
  category: SellableCategory | undefined,
  orderType: OrderType,
  day: AvailableDay,
): Unavailability | undefined {
  if (!category || !item.atLocation) return { code: 'NOT_AT_LOCATION' };
  if (category.closedMessage !== null) return { code: 'CATEGORY_CLOSED', message: category.closedMessage || null };
  if (!category.atLocation) return { code: 'NOT_AT_LOCATION' };
  const menuOrderType = menuOrderTypeOf(orderType);
  if (!category.orderTypes.includes(menuOrderType) || !item.orderTypes.includes(menuOrderType)) return { code: 'ORDER_TYPE' };
  if (item.itemType === 'DELIVERY_SERVICE' && orderType !== 'DELIVERY') return { code: 'ORDER_TYPE' };
  if (!offeredOnDay(category.days, day) || !offeredOnDay(item.days, day)) return { code: 'DAY' };
  if (item.soldOut) return { code: 'SOLD_OUT' };
  return undefined;
}

/** The net unit price an item, variant or add-on sells at for an order type. */
export function netPriceOf(entry: { price: number; priceDineIn: number }, orderType: OrderType): number {
  return orderType === 'DINE_IN' ? entry.priceDineIn : entry.price;
}

/**
 * Whether a count of add-ons chosen in a group keeps its rules: a mandatory group needs at least its
 * minimum and at most its maximum (a maximum of 0 sets no limit); an optional group has no limits.
 */
export function addOnGroupLimit(group: SellableAddOnGroup, chosen: number): 'BELOW_MINIMUM' | 'ABOVE_MAXIMUM' | undefined {
  if (!group.mandatory) return undefined;
  if (chosen < group.minimum) return 'BELOW_MINIMUM';
  if (group.maximum > 0 && chosen > group.maximum) return 'ABOVE_MAXIMUM';
  return undefined;
}

/** How many times an add-on may be chosen for one unit: once, or up to its maximum when it may be repeated. */
export function addOnMaximumCount(addOn: SellableAddOn): number {
  return addOn.allowMultipleTimes ? addOn.maximum : 1;
}

// ---- Pricing an order -----------------------------------------------------------------------------

export interface OrderLineRequest {
  itemId: string;
  variantId?: string | undefined;
  /** Add-ons chosen for one unit of the line. */
  addOns: readonly { id: string; count: number }[];
  count: number;
  comment: string;
}

export interface OrderRequest {
  orderType: OrderType;
  lines: readonly OrderLineRequest[];
  /** The pickup or delivery time asked for; none for as soon as possible. */
  pickupTime?: Date | undefined;
  tipsAmount: number;
  usedPoints: number;
  payments: readonly { amount: number }[];
}

export interface SalesContext {
  now: Date;
  /** The Oslo date of `now`. */
  date: string;
  day: AvailableDay;
  vat: VatRates;
  /** Discount percent per item id for this channel, location and date. */
  discounts: ReadonlyMap<string, number>;
  /** The location's closing day message on a date, or undefined when takeaway is open then. */
  takeawayClosedOn: (date: string) => string | undefined;
  earliestPickupMinutes: number;
}

export interface PricedAddOn {
  addOnId: string;
  name: string;
  /** Units for the whole line: per unit × line count. */
  count: number;
  unitPrice: number;
  vatRate: number;
  grossAmount: number;
  vatAmount: number;
}

export interface PricedLine {
  itemId: string;
  itemName: string;
  itemType: ItemType;
  categoryId: string;
  categoryName: string;
  variantName: string | null;
  count: number;
  unitPrice: number;
  discountPercent: number;
  vatRate: number;
  grossAmount: number;
  vatAmount: number;
  comment: string;
  addOns: PricedAddOn[];
}

export interface PricedOrder {
  lines: PricedLine[];
  totalAmount: number;
  totalVat: number;
  tipsAmount: number;
  usedPoints: number;
  toPayAmount: number;
}

export const REFUSAL_CODES = [
  'ITEM_SOLD_OUT',
  'ITEM_UNAVAILABLE',
  'CATEGORY_CLOSED',
  'TAKEAWAY_CLOSED',
  'PICKUP_TOO_EARLY',
  'PAYMENT_MISMATCH',
  'ADD_ON_LIMITS',
  'ADD_ON_UNAVAILABLE',
  'VARIANT_REQUIRED',
] as const;
export type RefusalCode = (typeof REFUSAL_CODES)[number];

/** A refusal: 409 with a code and a message a kiosk can show; NOT_FOUND (404) for an id the merchant does not have. */
export interface Refusal {
  code: RefusalCode | 'NOT_FOUND';
  message: string;
  /** The body field it concerns ('lines.0.addOns'), when it is one line's. */
  field?: string;
}

export type PricingResult = { ok: true; order: PricedOrder } | { ok: false; refusal: Refusal };

const quoted = (name: string) => `«${name}»`;

/** HH:mm in Oslo of an instant. */
function osloTime(instant: Date): string {
  const parts = osloParts(instant);
  return `${parts.hour}:${parts.minute}`;
}

/** A pickup time may be up to this much before the earliest pickup time (the clocks of terminals drift). */
export const PICKUP_GRACE_MS = 60_000;

export const ORDER_MESSAGES = {
  soldOut: (item: string) => `${quoted(item)} er utsolgt.`,
  notAtLocation: (item: string) => `${quoted(item)} selges ikke ved denne avdelingen.`,
  notForOrderType: (item: string, orderType: OrderType) =>
    `${quoted(item)} kan ikke bestilles ${orderType === 'DINE_IN' ? 'for å spise her' : orderType === 'DELIVERY' ? 'med levering' : 'som takeaway'}.`,
  notToday: (item: string) => `${quoted(item)} kan ikke bestilles i dag.`,
  categoryClosed: (category: string) => `${quoted(category)} er stengt nå.`,
  takeawayClosed: 'Takeaway er stengt.',
  pickupTooEarly: (earliest: Date) => `Tidligste hentetid er kl. ${osloTime(earliest)}.`,
  variantRequired: (item: string) => `Velg en variant av ${quoted(item)}.`,
  variantNotFound: 'Fant ikke varianten.',
  itemNotFound: 'Fant ikke produktet.',
  addOnNotFound: 'Fant ikke tilvalget.',
  addOnUnavailable: (addOn: string, item: string) => `${quoted(addOn)} kan ikke velges til ${quoted(item)}.`,
  addOnBelowMinimum: (group: string, minimum: number) => `Velg minst ${minimum} i ${quoted(group)}.`,
  addOnAboveMaximum: (group: string, maximum: number) => `Velg høyst ${maximum} i ${quoted(group)}.`,
  addOnTooMany: (addOn: string, maximum: number) =>
    maximum === 1 ? `${quoted(addOn)} kan bare velges én gang.` : `${quoted(addOn)} kan velges høyst ${maximum} ganger.`,
  pointsAboveTotal: 'Bonuspoengene er mer enn det som skal betales.',
  paymentMismatch: (paid: number, toPay: number) =>
    `Betalingene (${formatMoney(paid)}) stemmer ikke med det som skal betales (${formatMoney(toPay)}).`,
} as const;

function unavailableRefusal(
  reason: Unavailability,
  item: SellableItem,
  category: SellableCategory | undefined,
  orderType: OrderType,
): Refusal {
  switch (reason.code) {
    case 'NOT_AT_LOCATION':
      return { code: 'ITEM_UNAVAILABLE', message: ORDER_MESSAGES.notAtLocation(item.name) };
    case 'CATEGORY_CLOSED':
      return { code: 'CATEGORY_CLOSED', message: reason.message ?? ORDER_MESSAGES.categoryClosed(category?.name ?? item.name) };
    case 'ORDER_TYPE':
      return { code: 'ITEM_UNAVAILABLE', message: ORDER_MESSAGES.notForOrderType(item.name, orderType) };
    case 'DAY':
      return { code: 'ITEM_UNAVAILABLE', message: ORDER_MESSAGES.notToday(item.name) };
    case 'SOLD_OUT':
      return { code: 'ITEM_SOLD_OUT', message: ORDER_MESSAGES.soldOut(item.name) };
  }
}

type LineResult = { ok: true; line: PricedLine } | { ok: false; refusal: Refusal };

function priceLine(menu: SellableMenu, context: SalesContext, orderType: OrderType, request: OrderLineRequest, index: number): LineResult {
  const field = `lines.${index}`;
  const refuse = (refusal: Refusal): LineResult => ({ ok: false, refusal: { field, ...refusal } });
  const item = menu.items.get(request.itemId);
  if (!item) return refuse({ code: 'NOT_FOUND', message: ORDER_MESSAGES.itemNotFound, field: `${field}.itemId` });
  const category = menu.categories.get(item.categoryId);
  const reason = unavailabilityOf(item, category, orderType, context.day);
  if (reason) return refuse(unavailableRefusal(reason, item, category, orderType));

  let variant: SellableVariant | undefined;
  if (request.variantId !== undefined) {
    variant = item.variants.find((entry) => entry.id === request.variantId);
    if (!variant) return refuse({ code: 'NOT_FOUND', message: ORDER_MESSAGES.variantNotFound, field: `${field}.variantId` });
  } else if (item.variants.length > 0) {
    return refuse({ code: 'VARIANT_REQUIRED', message: ORDER_MESSAGES.variantRequired(item.name), field: `${field}.variantId` });
  }

  const vatRate = vatRateOf(orderType, context.vat);
  const groupIds = new Set([...item.addOnGroupIds, ...(variant?.addOnGroupIds ?? [])]);
  const chosenPerGroup = new Map<string, number>();
  const addOns: PricedAddOn[] = [];
  for (const chosen of request.addOns) {
    const addOn = menu.addOns.get(chosen.id);
    if (!addOn) return refuse({ code: 'NOT_FOUND', message: ORDER_MESSAGES.addOnNotFound, field: `${field}.addOns` });
    if (!groupIds.has(addOn.addOnGroupId)) {
      return refuse({
        code: 'ADD_ON_UNAVAILABLE',
        message: ORDER_MESSAGES.addOnUnavailable(addOn.name, item.name),
        field: `${field}.addOns`,
      });
    }
    const maximum = addOnMaximumCount(addOn);
    if (chosen.count > maximum) {
      return refuse({ code: 'ADD_ON_LIMITS', message: ORDER_MESSAGES.addOnTooMany(addOn.name, maximum), field: `${field}.addOns` });
    }
    chosenPerGroup.set(addOn.addOnGroupId, (chosenPerGroup.get(addOn.addOnGroupId) ?? 0) + chosen.count);
    const unitPrice = netPriceOf(addOn, orderType);
    const count = chosen.count * request.count;
    const grossAmount = addOnGross(unitPrice, count, vatRate);
    addOns.push({
      addOnId: addOn.id,
      name: addOn.name,
      count,
      unitPrice,
      vatRate,
      grossAmount,
      vatAmount: vatOfGross(grossAmount, vatRate),
    });
  }
  for (const groupId of groupIds) {
    const group = menu.addOnGroups.get(groupId);
    if (!group) continue;
    const limit = addOnGroupLimit(group, chosenPerGroup.get(groupId) ?? 0);
    if (limit === 'BELOW_MINIMUM') {
      return refuse({
        code: 'ADD_ON_LIMITS',
        message: ORDER_MESSAGES.addOnBelowMinimum(group.title, group.minimum),
        field: `${field}.addOns`,
      });
    }
    if (limit === 'ABOVE_MAXIMUM') {
      return refuse({
        code: 'ADD_ON_LIMITS',
        message: ORDER_MESSAGES.addOnAboveMaximum(group.title, group.maximum),
        field: `${field}.addOns`,
      });
    }
  }

  const unitPrice = netPriceOf(variant ?? item, orderType);
  const discountPercent = context.discounts.get(item.id) ?? 0;
  const grossAmount = lineGross(unitPrice, request.count, vatRate, discountPercent);
  return {
    ok: true,
    line: {
      itemId: item.id,
      itemName: item.name,
      itemType: item.itemType,
      categoryId: item.categoryId,
      categoryName: category!.name,
      variantName: variant?.name ?? null,
      count: request.count,
      unitPrice,
      discountPercent,
      vatRate,
      grossAmount,
      vatAmount: vatOfGross(grossAmount, vatRate),
      comment: request.comment,
      addOns,
    },
  };
}

/**
 * Prices an order from the menu without looking at its payments: takeaway closed, a pickup time too
 * early, then each line (unknown ids, availability, variant, add-ons and their limits).
 */
export function quoteOrder(menu: SellableMenu, context: SalesContext, request: Omit<OrderRequest, 'payments'>): PricingResult {
  const refuse = (refusal: Refusal): PricingResult => ({ ok: false, refusal });
  if (request.orderType !== 'DINE_IN') {
    const pickupDate = request.pickupTime ? osloDateOf(request.pickupTime) : context.date;
    const closed = context.takeawayClosedOn(pickupDate);
    if (closed !== undefined) return refuse({ code: 'TAKEAWAY_CLOSED', message: closed || ORDER_MESSAGES.takeawayClosed });
    const earliest = new Date(context.now.getTime() + context.earliestPickupMinutes * 60_000);
    if (request.pickupTime && request.pickupTime.getTime() < earliest.getTime() - PICKUP_GRACE_MS) {
      return refuse({ code: 'PICKUP_TOO_EARLY', message: ORDER_MESSAGES.pickupTooEarly(earliest), field: 'pickupTime' });
    }
  }
  const lines: PricedLine[] = [];
  for (const [index, lineRequest] of request.lines.entries()) {
    const result = priceLine(menu, context, request.orderType, lineRequest, index);
    if (!result.ok) return refuse(result.refusal);
    lines.push(result.line);
  }
  const totalAmount = lines.reduce((sum, line) => sum + line.grossAmount + line.addOns.reduce((s, a) => s + a.grossAmount, 0), 0);
  const totalVat = lines.reduce((sum, line) => sum + line.vatAmount + line.addOns.reduce((s, a) => s + a.vatAmount, 0), 0);
  const toPayAmount = toPayOf(totalAmount, request.tipsAmount, request.usedPoints);
  return {
    ok: true,
    order: { lines, totalAmount, totalVat, tipsAmount: request.tipsAmount, usedPoints: request.usedPoints, toPayAmount },
  };
}

/**
 * Prices an order and checks it, in the order a customer would want to hear it: everything
 * `quoteOrder` checks, then the points (never more than what is due) and the payments, which must add
 * up to exactly what is to be paid.
 */
export function priceOrder(menu: SellableMenu, context: SalesContext, request: OrderRequest): PricingResult {
  const quote = quoteOrder(menu, context, request);
  if (!quote.ok) return quote;
  const { toPayAmount } = quote.order;
  if (toPayAmount < 0)
    return { ok: false, refusal: { code: 'PAYMENT_MISMATCH', message: ORDER_MESSAGES.pointsAboveTotal, field: 'usedPoints' } };
  const paid = request.payments.reduce((sum, payment) => sum + payment.amount, 0);
  if (paid !== toPayAmount) {
    return {
      ok: false,
      refusal: { code: 'PAYMENT_MISMATCH', message: ORDER_MESSAGES.paymentMismatch(paid, toPayAmount), field: 'payments' },
    };
  }
  return quote;
}
