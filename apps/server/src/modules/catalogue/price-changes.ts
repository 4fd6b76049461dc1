/** A product's or add-on's prices (net, øre) before and after an edit, for the journal (event 13021). */
export interface PricedEntry {
  id: string | null;
  name: string;
  price: number;
  priceDineIn: number;
}

export interface PriceChange {
  /** 'item', 'variant' or 'addOn'. */
  kind: string;
  id: string | null;
  name: string;
  field: 'price' | 'priceDineIn';
  /** Øre; null when the variant was added or removed. */
  from: number | null;
  to: number | null;
}

const FIELDS = ['price', 'priceDineIn'] as const;

function changesOf(kind: string, before: PricedEntry | undefined, after: PricedEntry | undefined): PriceChange[] {
  const entry = (after ?? before)!;
  return FIELDS.flatMap((field) => {
    const from = before ? before[field] : null;
    const to = after ? after[field] : null;
    return from === to ? [] : [{ kind, id: entry.id, name: entry.name, field, from, to }];
  });
}

/** What an edit changed in the prices of an entry and its variants (matched by id; new and removed ones included). */
export function priceChanges(
  kind: string,
  before: PricedEntry,
  after: PricedEntry,
  variants: { before: PricedEntry[]; after: PricedEntry[] } = { before: [], after: [] },
): PriceChange[] {
  const kept = new Map(variants.before.map((variant) => [variant.id, variant]));
  const changes = changesOf(kind, before, after);
  for (const variant of variants.after) {
    changes.push(...changesOf('variant', variant.id ? kept.get(variant.id) : undefined, variant));
    if (variant.id) kept.delete(variant.id);
  }
  for (const removed of kept.values()) changes.push(...changesOf('variant', removed, undefined));
  return changes;
}
