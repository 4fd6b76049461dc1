import { describe, expect, it } from 'vitest';
import { createAddOnGroupInput, createAddOnInput } from '@bakrom/shared/schemas/catalogue-input';
import { addOnBody, addOnGroupBody, addOnGroupValuesOf, addOnValuesOf } from './add-on-values';

const vat = { dineIn: 25, takeOut: 15, delivery: 15 };
const addOnGroupId = '00000000-0000-4000-8000-0000000000a1';

describe('add-on group and add-on values', () => {
  it('needs a name and a title for a group', () => {
    const result = createAddOnGroupInput.safeParse(addOnGroupBody(addOnGroupValuesOf(null), { merchant: 'demo', sortOrder: -1 }));
    expect(result.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual(['name', 'title']);
  });

  it('keeps the minimum at most the maximum of a mandatory group', () => {
    const values = { ...addOnGroupValuesOf(null), name: 'Saus', title: 'Velg saus', mandatory: true, minimum: 2, maximum: 1 };
    const result = createAddOnGroupInput.safeParse(addOnGroupBody(values, { merchant: 'demo', sortOrder: -1 }));
    expect(result.error?.issues[0]?.path).toEqual(['minimum']);
  });

  it('starts a new add-on with the maximum count 100 and takes a count of 2–100 when it may be chosen several times', () => {
    const values = { ...addOnValuesOf(null, vat), name: 'Ekstra ost' };
    expect(values.maximum).toBe(100);
    const extra = { merchant: 'demo', addOnGroupId, sortOrder: -1 };
    expect(createAddOnInput.safeParse(addOnBody(values, extra)).success).toBe(true);
    const once = createAddOnInput.safeParse(addOnBody({ ...values, allowMultipleTimes: true, maximum: 1 }, extra));
    expect(once.error?.issues[0]?.path).toEqual(['maximum']);
  });

  it('shows a stored add-on price with VAT', () => {
    const addOn = {
      id: 'x',
      type: 'add-on',
      merchant: 'demo',
      addOnGroupId,
      name: 'Ost',
      menuNr: '',
      price: 17.39,
      priceDineIn: 16,
      allowMultipleTimes: false,
      maximum: 1,
      sortOrder: 0,
    } as const;
    expect(addOnValuesOf(addOn, vat).price).toEqual({ net: 17.39, gross: 20 });
  });
});
