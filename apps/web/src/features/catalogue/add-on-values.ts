import { ADD_ON_MAXIMUM_DEFAULT, type VatRates } from '@bakrom/shared/catalogue-rules';
import type { AddOn, AddOnGroup } from '@bakrom/shared/schemas/catalogue';
import { netPrice, priceFieldsOf, type PriceFields } from './price-fields';

/** The add-on group form's values (spec part 2 §2.6, §3 Add-on group). */
export interface AddOnGroupValues {
  name: string;
  title: string;
  description: string;
  mandatory: boolean;
  minimum: number | string;
  maximum: number | string;
}

export function addOnGroupValuesOf(group: AddOnGroup | null): AddOnGroupValues {
  if (!group) return { name: '', title: '', description: '', mandatory: false, minimum: 0, maximum: 0 };
  const { name, title, description, mandatory, minimum, maximum } = group;
  return { name, title, description, mandatory, minimum, maximum };
}

/** An empty count input is sent as nothing, so that the schema's message names it. */
function countOf(value: number | string): number | undefined {
  if (typeof value === 'number') return value;
  return value.trim() === '' ? undefined : Number(value);
}

export function addOnGroupBody(values: AddOnGroupValues, extra: { merchant: string; sortOrder: number }) {
  return { ...values, ...extra, type: 'add-on_group' as const, minimum: countOf(values.minimum), maximum: countOf(values.maximum) };
}

/** The add-on form's values (spec part 2 §2.6, §3 Add-on). */
export interface AddOnValues {
  name: string;
  menuNr: string;
  price: PriceFields;
  priceDineIn: PriceFields;
  allowMultipleTimes: boolean;
  maximum: number | string;
}

/** A new add-on may be chosen once, with the maximum count at its default of 100 (§3, §9). */
export function addOnValuesOf(addOn: AddOn | null, vat: VatRates): AddOnValues {
  if (!addOn) {
    const empty = { net: '', gross: '' };
    return { name: '', menuNr: '', price: empty, priceDineIn: empty, allowMultipleTimes: false, maximum: ADD_ON_MAXIMUM_DEFAULT };
  }
  return {
    name: addOn.name,
    menuNr: addOn.menuNr,
    price: priceFieldsOf(addOn.price, vat.takeOut),
    priceDineIn: priceFieldsOf(addOn.priceDineIn, vat.dineIn),
    allowMultipleTimes: addOn.allowMultipleTimes,
    maximum: addOn.maximum,
  };
}

export function addOnBody(values: AddOnValues, extra: { merchant: string; addOnGroupId: string; sortOrder: number }) {
  return {
    ...values,
    ...extra,
    type: 'add-on' as const,
    price: netPrice(values.price),
    priceDineIn: netPrice(values.priceDineIn),
    maximum: countOf(values.maximum),
  };
}
