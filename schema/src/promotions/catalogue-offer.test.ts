// The price and badge a product card shows (README, "What a card shows").
import fc from 'fast-check';
import { PaymentType, SalesChannel } from '../orders';
import { catalogueOffer } from './catalogue-offer';
import type { CatalogueProduct } from './catalogue-offer';
import { priceCart } from './engine';
import { AT, DAY, amount, cart, percent, rule } from './engine.test-kit';
import { Combinability, DiscountType, PromotionScope } from './vocabulary';

/** 100.00 DA: product 1 of category 10, brand 20, brand line 30, collection 40. */
const PRODUCT: CatalogueProduct = {
  productId: 1,
  categoryIds: [10],
  brandId: 20,
  brandLineId: 30,
  collectionIds: [40],
  unitPrice: 10_000,
};
const { GROUP_EXCLUSIVE_ITEM, GLOBAL_EXCLUSIVE } = Combinability;

describe('catalogueOffer', () => {
  it('shows nothing when no promotion lowers the price', () => {
    expect(catalogueOffer([], PRODUCT, AT)).toBeNull();
    expect(
      catalogueOffer([percent(1, 1000, { scope: PromotionScope.BRAND, targetIds: [21] })], PRODUCT, AT),
    ).toBeNull();
    expect(
      catalogueOffer([percent(1, 1000, { startsAt: AT + DAY, endsAt: AT + 2 * DAY })], PRODUCT, AT),
    ).toBeNull();
  });

  it("shows one promotion's own type and value", () => {
    // 12.5 % of 10 000 = 1 250: 8 750.
    expect(
      catalogueOffer([percent(1, 1250, { scope: PromotionScope.BRAND, targetIds: [20] })], PRODUCT, AT),
    ).toEqual({
      priceAfter: 8_750,
      promotionIds: [1],
      badge: { ruleType: DiscountType.PERCENTAGE, value: 1250 },
    });
    expect(catalogueOffer([amount(2, 1_500)], PRODUCT, AT)).toEqual({
      priceAfter: 8_500,
      promotionIds: [2],
      badge: { ruleType: DiscountType.AMOUNT, value: 1_500 },
    });
  });

  it('keeps the value of a single amount larger than the price, the price stopping at 0', () => {
    expect(catalogueOffer([amount(2, 15_000)], PRODUCT, AT)).toEqual({
      priceAfter: 0,
      promotionIds: [2],
      badge: { ruleType: DiscountType.AMOUNT, value: 15_000 },
    });
  });

  it('shows the amount taken when several promotions stack, so that price - badge = shown price', () => {
    // 10 % of 10 000 = 1 000, then 5.00 DA: 8 500; together 1 500.
    const offer = catalogueOffer([amount(2, 500), percent(1, 1000)], PRODUCT, AT);
    expect(offer).toEqual({
      priceAfter: 8_500,
      promotionIds: [1, 2],
      badge: { ruleType: DiscountType.AMOUNT, value: 1_500 },
    });
  });

  it('shows an exclusive promotion that wins alone with its own value', () => {
    // Exclusive 30 % (7 000) beats the 10 % + 10 % stack (8 100).
    const rules = [
      percent(1, 1000),
      percent(2, 1000),
      percent(3, 3000, { combinability: GROUP_EXCLUSIVE_ITEM }),
    ];
    expect(catalogueOffer(rules, PRODUCT, AT)).toEqual({
      priceAfter: 7_000,
      promotionIds: [3],
      badge: { ruleType: DiscountType.PERCENTAGE, value: 3000 },
    });
  });

  it('ignores coupon, single-use and cart-level promotions', () => {
    const ignored = [
      percent(2, 5000, { couponCode: 'HALF' }),
      percent(3, 5000, { singleUse: true }),
      percent(4, 5000, { scope: PromotionScope.CART, combinability: GLOBAL_EXCLUSIVE }),
      percent(5, 5000, { scope: PromotionScope.CUSTOMER_SEGMENT, targetIds: [1] }),
      percent(6, 5000, { scope: PromotionScope.PAYMENT_METHOD, paymentMethods: [PaymentType.CASH] }),
      percent(7, 10_000, { scope: PromotionScope.SHIPPING }),
    ];
    expect(catalogueOffer([percent(1, 1000), ...ignored], PRODUCT, AT)).toEqual({
      priceAfter: 9_000,
      promotionIds: [1],
      badge: { ruleType: DiscountType.PERCENTAGE, value: 1000 },
    });
    expect(catalogueOffer(ignored, PRODUCT, AT)).toBeNull();
  });

  it('prices for eCommerce unless told another channel', () => {
    const posOnly = [percent(1, 1000, { channels: [SalesChannel.POS] })];
    expect(catalogueOffer(posOnly, PRODUCT, AT)).toBeNull();
    expect(catalogueOffer(posOnly, PRODUCT, AT, SalesChannel.POS)?.priceAfter).toBe(9_000);
  });
});

describe('catalogueOffer and priceCart agree', () => {
  const oneUnit = (product: CatalogueProduct, channel: SalesChannel = SalesChannel.ECOMMERCE) =>
    cart([{ key: String(product.productId), quantity: 1, ...product }], { channel });

  it('shows the unit price a one-unit cart gets, minimum subtotal included', () => {
    // The 20 % needs 150.00 DA in the cart: one unit at 100.00 DA does not reach it.
    const rules = [percent(1, 1000), percent(2, 2000, { minimumSubtotal: 15_000 })];
    expect(catalogueOffer(rules, PRODUCT, AT)?.priceAfter).toBe(9_000);
    expect(priceCart(rules, oneUnit(PRODUCT)).lines[0]?.unitPriceAfter).toBe(9_000);
  });

  it('over random item promotions and products', () => {
    const itemRule = fc.record({
      scope: fc.constantFrom(
        PromotionScope.PRODUCT,
        PromotionScope.CATEGORY,
        PromotionScope.BRAND,
        PromotionScope.BRAND_LINE,
        PromotionScope.COLLECTION,
        PromotionScope.ALL,
      ),
      targetIds: fc.uniqueArray(fc.integer({ min: 1, max: 3 }), { minLength: 1, maxLength: 2 }),
      priority: fc.integer({ min: 0, max: 2 }),
      discountType: fc.constantFrom(DiscountType.PERCENTAGE, DiscountType.AMOUNT),
      value: fc.integer({ min: 1, max: 10_000 }),
      combinability: fc.constantFrom(Combinability.STACKABLE, GROUP_EXCLUSIVE_ITEM, GLOBAL_EXCLUSIVE),
      minimumSubtotal: fc.option(fc.integer({ min: 0, max: 20_000 })),
    });
    const product = fc.record({
      productId: fc.integer({ min: 1, max: 3 }),
      categoryIds: fc.uniqueArray(fc.integer({ min: 1, max: 3 }), { maxLength: 2 }),
      brandId: fc.option(fc.integer({ min: 1, max: 3 })),
      brandLineId: fc.option(fc.integer({ min: 1, max: 3 })),
      collectionIds: fc.uniqueArray(fc.integer({ min: 1, max: 3 }), { maxLength: 2 }),
      unitPrice: fc.integer({ min: 0, max: 20_000 }),
    });
    fc.assert(
      fc.property(fc.array(itemRule, { maxLength: 5 }), product, (bodies, item) => {
        const rules = bodies.map((body, index) => rule(index + 1, body));
        const offer = catalogueOffer(rules, item, AT);
        const unitPriceAfter = priceCart(rules, oneUnit(item)).lines[0]?.unitPriceAfter;
        expect(offer?.priceAfter ?? item.unitPrice).toBe(unitPriceAfter);
        if (offer === null) return;
        const [first, ...others] = offer.promotionIds;
        const only = others.length === 0 ? rules.find((candidate) => candidate.id === first) : undefined;
        expect(offer.badge).toEqual(
          only
            ? { ruleType: only.discountType, value: only.value }
            : { ruleType: DiscountType.AMOUNT, value: item.unitPrice - offer.priceAfter },
        );
      }),
      { numRuns: 300, seed: 6 },
    );
  });
});
