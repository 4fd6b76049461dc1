/**
 * One value per merchant and menu version, kept in this instance's memory (least recently used go
 * first): the catalogue index the channel menu and order pricing read. Correctness comes from the
 * version, read from the database on every request, so no instance prices from a stale menu.
 */
export class MenuVersionCache<T> {
  private readonly entries = new Map<string, { version: number; value: Promise<T> }>();

  constructor(private readonly maxMerchants = 100) {}

  get(merchantId: string, version: number, load: () => Promise<T>): Promise<T> {
    const cached = this.entries.get(merchantId);
    if (cached && cached.version === version) {
      this.entries.delete(merchantId);
      this.entries.set(merchantId, cached);
      return cached.value;
    }
    // Requests arriving while a version loads share that one load; a failed load is not kept.
    const value = load();
    const entry = { version, value };
    value.catch(() => {
      if (this.entries.get(merchantId) === entry) this.entries.delete(merchantId);
    });
    this.entries.delete(merchantId);
    this.entries.set(merchantId, entry);
    if (this.entries.size > this.maxMerchants) this.entries.delete(this.entries.keys().next().value!);
    return value;
  }
}
