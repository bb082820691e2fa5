/**
 * Remembers, for a short while, which shop a storefront token stands for and which shop is the
 * default one, so the bearer check of every storefront call costs no SQL statement. Only found
 * shops are remembered (an unknown token is asked again each time: a token made later must work at
 * once). Changes made through ShopService forget the entries at once; a change made by another
 * server instance is seen here within `ttlMs`.
 */
export const SHOP_LOOKUP_TTL_MS = 30_000;
/** Tokens remembered at once: shops are few; the bound only guards memory. */
export const SHOP_LOOKUP_MAX = 256;

interface Remembered {
  readonly shopUuid: string;
  readonly until: number;
}

export class ShopLookupCache {
  private readonly entries = new Map<string, Remembered>();

  constructor(
    private readonly now: () => number = Date.now,
    private readonly ttlMs = SHOP_LOOKUP_TTL_MS,
  ) {}

  get(key: string): string | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.until <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.shopUuid;
  }

  set(key: string, shopUuid: string): void {
    if (this.entries.size >= SHOP_LOOKUP_MAX) this.entries.clear();
    this.entries.set(key, { shopUuid, until: this.now() + this.ttlMs });
  }

  clear(): void {
    this.entries.clear();
  }
}
