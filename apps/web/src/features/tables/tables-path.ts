/** /tables at a location, where a table's form leads back to. */
export const tablesPath = (locationId: string | undefined) =>
  locationId ? `/tables?locationId=${encodeURIComponent(locationId)}` : '/tables';

/** A table's edit screen. */
export const tableEditPath = (tableId: string) => `/tableEdit?tableId=${encodeURIComponent(tableId)}`;
