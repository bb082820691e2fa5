import { Combinability, DiscountType, PromotionScope, SalesChannel } from '@tijara/schema';
import type { LiveRuleRow } from './live-rules.sql';
import { ShopRules } from './shop-rules';

const DAY = 86_400_000;
const T0 = Date.parse('2026-11-21T10:00:00Z');

function row(id: number, overrides: Partial<LiveRuleRow> = {}): LiveRuleRow {
  return {
    id,
    uuid: `00000000-0000-4000-8000-00000000000${id}`,
    name: `Promotion ${id}`,
    scope: PromotionScope.CATEGORY,
    targetIds: [1],
    categoryIds: [1, 2, 3],
    paymentMethods: [],
    priority: 0,
    startsAt: new Date(T0 - DAY).toISOString(),
    endsAt: new Date(T0 + DAY).toISOString(),
    couponCode: null,
    singleUse: false,
    discountType: DiscountType.PERCENTAGE,
    value: 1000,
    combinability: Combinability.STACKABLE,
    channels: [SalesChannel.ECOMMERCE],
    minimumSubtotal: null,
    featured: false,
    translations: { fr: { title: `Titre ${id}`, subtitle: '', slogan: '', bannerHtml: '' } },
    bannerThumbKey: null,
    targetNames: { fr: 'Vêtements' },
    ...overrides,
  };
}

const product = {
  productId: 9,
  categoryIds: [3],
  brandId: null,
  brandLineId: null,
  collectionIds: [],
  unitPrice: 10_000,
};

describe('ShopRules', () => {
  const later = row(2, {
    startsAt: new Date(T0 + 2 * DAY).toISOString(),
    endsAt: new Date(T0 + 3 * DAY).toISOString(),
  });
  const rules = new ShopRules({ rules: [row(1), later], covered: [[9, 10_000, null, null, [3], []]] });

  it('names the epoch by the last start or end passed, so it moves only at those instants', () => {
    expect(rules.epochAt(T0)).toBe(String(T0 - DAY));
    expect(rules.epochAt(T0 + DAY - 1)).toBe(String(T0 - DAY));
    expect(rules.epochAt(T0 + DAY)).toBe(String(T0 + DAY));
    expect(rules.epochAt(T0 - 2 * DAY)).toBe('0');
  });

  it('matches a category target through its expanded subcategories', () => {
    expect(rules.at(T0).offerFor(product)?.priceAfter).toBe(9_000);
  });

  it('prices the covered products of the moment, and nothing once the promotions ended', () => {
    expect(rules.at(T0).promotedPrices()).toEqual({ productIds: [9], pricesHt: [9_000] });
    expect(rules.at(T0 + DAY).promotedPrices()).toEqual({ productIds: [], pricesHt: [] });
    expect(rules.at(T0 + 2 * DAY).promotedPrices()).toEqual({ productIds: [9], pricesHt: [9_000] });
  });

  it('reaches a running storefront promotion only', () => {
    expect(rules.at(T0).reachOf({ id: 1 })).toMatchObject({
      promotionId: 1,
      scope: 'category',
      targetIds: [1, 2, 3],
      showcase: { uuid: expect.any(String) as string, bannerKey: null },
    });
    expect(rules.at(T0).reachOf({ uuid: later.uuid })).toBeNull();
    expect(rules.at(T0 + 2 * DAY).reachOf({ uuid: later.uuid })?.promotionId).toBe(2);
    const pos = new ShopRules({ rules: [row(3, { channels: [SalesChannel.POS] })], covered: [] });
    expect(pos.at(T0).reachOf({ id: 3 })).toBeNull();
  });

  it('lists running promotions featured first, then by priority, then the soonest ending', () => {
    const running = new ShopRules({
      rules: [
        row(1, { priority: 5 }),
        row(2, { featured: true }),
        row(3, { priority: 5, endsAt: new Date(T0 + DAY / 2).toISOString() }),
        { ...later, id: 4 },
      ],
      covered: [],
    });
    expect(running.runningForStorefront(T0).map((r) => r.id)).toEqual([2, 3, 1]);
  });
});
