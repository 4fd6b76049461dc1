import { describe, expect, it } from 'vitest';
import { salesAnalytics } from '@/features/reports/testing/report-data';
import { DEFAULT_PRODUCT_SORT, nextSort, productLabel, productMixRows, sortProducts, type ProductMixRow } from './product-mix-rows';

const { products, categories } = salesAnalytics();
const names = (rows: readonly { name: string; variantName: string | null }[]) => rows.map(productLabel);
const rowNames = (rows: readonly ProductMixRow[]) =>
  rows.map((row) => (row.kind === 'item' ? productLabel(row.item) : `= ${row.category.name}`));

describe('product mix rows', () => {
  it('names a variant after its item', () => {
    expect(productLabel({ name: 'Margherita', variantName: 'Stor' })).toBe('Margherita – Stor');
    expect(productLabel({ name: 'Pepperoni', variantName: null })).toBe('Pepperoni');
  });

  it('turns the sorted column around, and starts another from A, from the best or from the most', () => {
    expect(nextSort(DEFAULT_PRODUCT_SORT, 'rank')).toEqual({ column: 'rank', direction: 'desc' });
    expect(nextSort(DEFAULT_PRODUCT_SORT, 'product')).toEqual({ column: 'product', direction: 'asc' });
    expect(nextSort(DEFAULT_PRODUCT_SORT, 'change')).toEqual({ column: 'change', direction: 'desc' });
    expect(nextSort({ column: 'change', direction: 'desc' }, 'change')).toEqual({ column: 'change', direction: 'asc' });
  });

  it('sorts by a column, the ones without a change last either way', () => {
    expect(names(sortProducts(products, DEFAULT_PRODUCT_SORT))).toEqual([
      'Margherita – Stor',
      'Pepperoni',
      'Cola 0,5 l',
      'Tiramisu',
      'Calzone',
    ]);
    expect(names(sortProducts(products, { column: 'change', direction: 'desc' }))).toEqual([
      'Margherita – Stor',
      'Tiramisu',
      'Pepperoni',
      'Calzone',
      'Cola 0,5 l',
    ]);
    expect(names(sortProducts(products, { column: 'change', direction: 'asc' }))).toEqual([
      'Calzone',
      'Pepperoni',
      'Tiramisu',
      'Margherita – Stor',
      'Cola 0,5 l',
    ]);
    expect(names(sortProducts(products, { column: 'product', direction: 'asc' }))).toEqual([
      'Calzone',
      'Cola 0,5 l',
      'Margherita – Stor',
      'Pepperoni',
      'Tiramisu',
    ]);
    expect(names(sortProducts(products, { column: 'units', direction: 'desc' }))[0]).toBe('Cola 0,5 l');
    // Equal categories keep the rank's order.
    expect(names(sortProducts(products, { column: 'category', direction: 'desc' }))).toEqual([
      'Margherita – Stor',
      'Pepperoni',
      'Calzone',
      'Cola 0,5 l',
      'Tiramisu',
    ]);
  });

  it('groups by category: the categories in the sort’s order by their subtotals, each one’s items then its subtotal', () => {
    expect(rowNames(productMixRows(products, categories, DEFAULT_PRODUCT_SORT, true))).toEqual([
      'Margherita – Stor',
      'Pepperoni',
      'Calzone',
      '= Pizza',
      'Cola 0,5 l',
      '= Drikke',
      'Tiramisu',
      '= Dessert',
    ]);
    expect(rowNames(productMixRows(products, categories, { column: 'change', direction: 'asc' }, true))).toEqual([
      'Tiramisu',
      '= Dessert',
      'Calzone',
      'Pepperoni',
      'Margherita – Stor',
      '= Pizza',
      'Cola 0,5 l',
      '= Drikke',
    ]);
    expect(rowNames(productMixRows(products, categories, DEFAULT_PRODUCT_SORT, false))).toEqual(names(products));
  });

  it('sums a category the answer does not list', () => {
    const rows = productMixRows(products, categories.slice(0, 1), DEFAULT_PRODUCT_SORT, true);
    const drinks = rows.find((row) => row.kind === 'subtotal' && row.category.name === 'Drikke');
    expect(drinks).toEqual({
      kind: 'subtotal',
      key: 'c2',
      category: { categoryId: 'c2', name: 'Drikke', units: 80, sales: 240_000, share: 0.1944, previousSales: 0, change: null },
    });
  });
});
