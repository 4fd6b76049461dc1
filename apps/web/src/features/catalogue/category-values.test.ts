import { describe, expect, it } from 'vitest';
import { createCategoryInput } from '@bakrom/shared/schemas/catalogue-input';
import { buildLocation } from '@/testing/users';
import { categoryBody, categoryValuesOf, withItemType } from './category-values';

const locations = [buildLocation(), buildLocation({ id: '00000000-0000-4000-8000-000000000002', name: 'Nord' })];

describe('category values', () => {
  it('preselects every location for a new category', () => {
    expect(categoryValuesOf(null, locations).availableAtLocationIds).toEqual([locations[0]!.id, locations[1]!.id]);
  });

  it('resets the order types when the item type changes (§4)', () => {
    const start = categoryValuesOf(null, locations);
    const alcohol = withItemType({ ...start, availableForOrderTypes: ['TAKEAWAY'] }, 'DRINK_ALCOHOL');
    expect(alcohol.availableForOrderTypes).toEqual(['DINE_IN']);
    expect(withItemType(alcohol, 'DRINK').availableForOrderTypes).toEqual(['DINE_IN', 'TAKEAWAY']);
    expect(withItemType({ ...alcohol, availableForOrderTypes: [] }, 'DRINK_ALCOHOL').availableForOrderTypes).toEqual([]);
  });

  it('needs a name and an item type by the shared schema', () => {
    const body = categoryBody(categoryValuesOf(null, locations), { merchant: 'demo', imageUrl: null, sortOrder: -1 });
    const result = createCategoryInput.safeParse(body);
    expect(result.success).toBe(false);
    const paths = result.error!.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['name', 'itemType']));
  });
});
