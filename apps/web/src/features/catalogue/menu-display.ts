import { dineInPrice, type VatRates } from '@bakrom/shared/catalogue-rules';
import { AVAILABLE_DAYS, type AvailableDay } from '@bakrom/shared/enums';
import { formatWholeKroner } from '@bakrom/shared/format';
import { priceWithVat } from '@bakrom/shared/vat';
import { texts } from '@/i18n';

/** The days an entry is offered, in week order ('Alle dager' when none is chosen). */
export function daysText(days: readonly AvailableDay[]): string {
  const t = texts.catalogue;
  if (days.length === 0) return t.allDays;
  return AVAILABLE_DAYS.filter((day) => days.includes(day))
    .map((day) => t.shortDays[day])
    .join(', ');
}

/** A net price shown with VAT, in whole kroner ('149 kr'). */
export function withVatText(net: number, ratePercent: number): string {
  return formatWholeKroner(priceWithVat(net, ratePercent));
}

/**
 * Takeaway price with takeaway VAT, and the dine-in price it sells at (`dineInPrice`: the takeaway
 * price when none of its own was entered) with dine-in VAT; null when dine-in is not offered.
 */
export function menuPrices(entry: { price: number; priceDineIn: number }, vat: VatRates, dineInOffered = true) {
  return {
    takeaway: withVatText(entry.price, vat.takeOut),
    dineIn: dineInOffered ? withVatText(dineInPrice(entry, true), vat.dineIn) : null,
  };
}
