import { describe, expect, it } from 'vitest';
import { filterParams, filtersOf, withFilters } from './order-filters';

const LOCATION = '00000000-0000-4000-8000-000000000001';

describe('the orders filters in the URL', () => {
  it('reads a name search with Norwegian letters, and leaves out one the server would refuse', () => {
    expect(filtersOf(new URLSearchParams('q=%20%C3%85se%20%C3%98deg%C3%A5rd-Lie%20'), []).q).toBe('Åse Ødegård-Lie');
    expect(filtersOf(new URLSearchParams("q=o'brien"), []).q).toBe("o'brien");
    expect(filtersOf(new URLSearchParams('q=kari%3C'), []).q).toBeUndefined();
    expect(filtersOf(new URLSearchParams('q=50%25'), []).q).toBeUndefined();
    expect(filtersOf(new URLSearchParams(`q=${'a'.repeat(51)}`), []).q).toBeUndefined();
  });

  it('sets a period at once and removes what is emptied, keeping the other parameters', () => {
    const params = new URLSearchParams(`locationId=${LOCATION}&toDate=2026-11-30&status=ORDERED`);
    const next = withFilters(params, { fromDate: '2026-11-16', toDate: '2026-11-22', status: null });
    expect(next.toString()).toBe(`locationId=${LOCATION}&toDate=2026-11-22&fromDate=2026-11-16`);
    expect(params.toString()).toBe(`locationId=${LOCATION}&toDate=2026-11-30&status=ORDERED`);
  });

  it('sends only the filters that are set', () => {
    expect(filterParams({ fromDate: '2026-11-16', q: 'kari', status: undefined })).toEqual({ fromDate: '2026-11-16', q: 'kari' });
    expect(filterParams(filtersOf(new URLSearchParams(`locationId=${LOCATION}&channel=POS`), [LOCATION]))).toEqual({
      locationId: LOCATION,
      channel: 'POS',
    });
  });
});
