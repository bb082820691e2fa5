import { SHOP_LOOKUP_MAX, ShopLookupCache } from './shop-lookup-cache';

describe('ShopLookupCache', () => {
  it('remembers a shop until its time is up', () => {
    let now = 1_000;
    const cache = new ShopLookupCache(() => now, 500);
    cache.set('token', 'shop-1');
    now = 1_499;
    expect(cache.get('token')).toBe('shop-1');
    now = 1_500;
    expect(cache.get('token')).toBeUndefined();
  });

  it('forgets everything on clear, and stays within its bound', () => {
    const cache = new ShopLookupCache(() => 0, 1_000);
    for (let i = 0; i <= SHOP_LOOKUP_MAX; i += 1) cache.set(`t${i}`, `s${i}`);
    expect(cache.get(`t${SHOP_LOOKUP_MAX}`)).toBe(`s${SHOP_LOOKUP_MAX}`);
    expect(cache.get('t0')).toBeUndefined();
    cache.clear();
    expect(cache.get(`t${SHOP_LOOKUP_MAX}`)).toBeUndefined();
  });
});
