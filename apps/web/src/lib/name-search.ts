/**
 * The one name search of the app (spec part 1 §2, the sold-out page's search box; the products page
 * uses it too): names containing the trimmed query, case ignored, from the first character typed.
 */

/** The search text as the filter reads it: trimmed and lower-cased; empty means no search. */
export function normaliseSearch(query: string): string {
  return query.trim().toLocaleLowerCase('nb');
}

/** The entries whose name matches, in their order; null for an empty query (nothing is filtered then). */
export function searchByName<T extends { name: string }>(entries: readonly T[], query: string): T[] | null {
  const needle = normaliseSearch(query);
  if (needle === '') return null;
  return entries.filter((entry) => entry.name.toLocaleLowerCase('nb').includes(needle));
}
