// README rule 7: why an eligible promotion took nothing. LINE_A is 2 x 10 000 centimes (product 1,
// category 10), LINE_B 1 x 5 000 (product 2, category 11).
import { priceCart } from './engine';
import { LINE_A, LINE_B, amount, appliedAmounts, cart, line, notAppliedOf, percent } from './engine.test-kit';
import { Combinability, NotAppliedReason, PromotionScope } from './vocabulary';

const LINES = [LINE_A, LINE_B];
const { GLOBAL_EXCLUSIVE, GROUP_EXCLUSIVE_CART, GROUP_EXCLUSIVE_ITEM } = Combinability;
const { EXCLUDED, NO_DISCOUNT } = NotAppliedReason;
const onProduct = (productId: number) => ({ scope: PromotionScope.PRODUCT, targetIds: [productId] });

describe('excluded, with the promotions that won in its place', () => {
  it('names the global winner', () => {
    // Global 50 % (12 500 off) beats item 10 % + cart 10 % (25 000 -> 22 500 -> 20 250).
    const pricing = priceCart(
      [
        percent(1, 1000),
        percent(2, 1000, { scope: PromotionScope.CART }),
        percent(9, 5000, { combinability: GLOBAL_EXCLUSIVE }),
      ],
      cart(LINES),
    );
    expect(appliedAmounts(pricing)).toEqual([[9, 12_500]]);
    expect(notAppliedOf(pricing, 1)).toEqual({ promotionId: 1, reason: EXCLUDED, excludedBy: [9] });
    expect(notAppliedOf(pricing, 2)).toEqual({ promotionId: 2, reason: EXCLUDED, excludedBy: [9] });
  });

  it('names the global winner on lines and in groups the global promotion does not touch', () => {
    // Global 50 % on product 1 (a: 2 x 5 000 = 10 000 off) beats 10 % on product 2 (500) plus a
    // 10.00 DA cart promotion (1 000): 15 000 against 23 500.
    const pricing = priceCart(
      [
        percent(9, 5000, { ...onProduct(1), combinability: GLOBAL_EXCLUSIVE }),
        percent(1, 1000, onProduct(2)),
        amount(2, 1_000, { scope: PromotionScope.CART }),
      ],
      cart(LINES),
    );
    expect(appliedAmounts(pricing)).toEqual([[9, 10_000]]);
    expect(pricing.notApplied).toEqual([
      { promotionId: 1, reason: EXCLUDED, excludedBy: [9] },
      { promotionId: 2, reason: EXCLUDED, excludedBy: [9] },
    ]);
  });

  it('names the winners on its own lines only', () => {
    // The exclusive 10 % on categories 10 and 11 loses on a to 4 (30 %) and on b to 2 (30 %);
    // 5 wins on c, a line the exclusive does not match, so it is not named.
    const lineC = line('c', { productId: 3, categoryIds: [12] });
    const pricing = priceCart(
      [
        percent(1, 1000, {
          scope: PromotionScope.CATEGORY,
          targetIds: [10, 11],
          combinability: GROUP_EXCLUSIVE_ITEM,
        }),
        percent(2, 3000, onProduct(2)),
        percent(4, 3000, onProduct(1)),
        percent(5, 3000, onProduct(3)),
      ],
      cart([...LINES, lineC]),
    );
    expect(notAppliedOf(pricing, 1)).toEqual({ promotionId: 1, reason: EXCLUDED, excludedBy: [2, 4] });
  });

  it('names the cart group winners', () => {
    // Stack: 10 % of 25 000 = 2 500, then 5.00 DA. The exclusive's 5 % (1 250) is less.
    const pricing = priceCart(
      [
        percent(3, 500, { scope: PromotionScope.CART, combinability: GROUP_EXCLUSIVE_CART }),
        percent(4, 1000, { scope: PromotionScope.CART }),
        amount(6, 500, { scope: PromotionScope.CART }),
      ],
      cart(LINES),
    );
    expect(appliedAmounts(pricing)).toEqual([
      [4, 2_500],
      [6, 500],
    ]);
    expect(notAppliedOf(pricing, 3)).toEqual({ promotionId: 3, reason: EXCLUDED, excludedBy: [4, 6] });
  });

  it('names every winner when a global promotion loses to the shared outcome', () => {
    // Shared: item 20 % (5 000) then cart 10.00 DA; the global 10 % takes 2 500 only.
    const pricing = priceCart(
      [
        percent(1, 1000, { combinability: GLOBAL_EXCLUSIVE }),
        percent(2, 2000),
        amount(3, 1_000, { scope: PromotionScope.CART }),
      ],
      cart(LINES),
    );
    expect(notAppliedOf(pricing, 1)).toEqual({ promotionId: 1, reason: EXCLUDED, excludedBy: [2, 3] });
  });
});

describe('no_discount: nothing was left for it to take', () => {
  it('an item promotion stacked after one that took the whole price', () => {
    // Priority 1 takes 200.00 DA off a's 100.00 DA unit: 0 left for the 10 %.
    const pricing = priceCart(
      [percent(1, 1000, onProduct(1)), amount(2, 20_000, { ...onProduct(1), priority: 1 })],
      cart(LINES),
    );
    expect(appliedAmounts(pricing)).toEqual([[2, 20_000]]);
    expect(notAppliedOf(pricing, 1)).toEqual({ promotionId: 1, reason: NO_DISCOUNT, excludedBy: [] });
  });

  it('a cart promotion stacked after one that took the whole subtotal', () => {
    const pricing = priceCart(
      [
        percent(1, 1000, { scope: PromotionScope.CART }),
        amount(2, 30_000, { scope: PromotionScope.CART, priority: 1 }),
      ],
      cart(LINES),
    );
    expect(appliedAmounts(pricing)).toEqual([[2, 25_000]]);
    expect(notAppliedOf(pricing, 1)).toEqual({ promotionId: 1, reason: NO_DISCOUNT, excludedBy: [] });
  });

  it('a second free delivery', () => {
    const free = (id: number) => percent(id, 10_000, { scope: PromotionScope.SHIPPING });
    const pricing = priceCart([free(2), free(1)], cart(LINES, { deliveryPrice: 40_000 }));
    expect(appliedAmounts(pricing)).toEqual([[1, 40_000]]);
    expect(notAppliedOf(pricing, 2)).toEqual({ promotionId: 2, reason: NO_DISCOUNT, excludedBy: [] });
  });

  it('an exclusive promotion on a line already at 0, which no promotion beat', () => {
    const free = [line('a', { unitPrice: 0 })];
    const pricing = priceCart([percent(1, 1000, { combinability: GROUP_EXCLUSIVE_ITEM })], cart(free));
    expect(notAppliedOf(pricing, 1)).toEqual({ promotionId: 1, reason: NO_DISCOUNT, excludedBy: [] });
    const global = priceCart([percent(1, 1000, { combinability: GLOBAL_EXCLUSIVE })], cart(free));
    expect(notAppliedOf(global, 1)).toEqual({ promotionId: 1, reason: NO_DISCOUNT, excludedBy: [] });
  });

  it('an exclusive cart promotion when the item promotions left nothing', () => {
    // Everything is free after the item promotion: the exclusive has nothing to take, nobody beat it.
    const pricing = priceCart(
      [
        percent(1, 10_000),
        percent(2, 1000, { scope: PromotionScope.CART, combinability: GROUP_EXCLUSIVE_CART }),
      ],
      cart(LINES),
    );
    expect(appliedAmounts(pricing)).toEqual([[1, 25_000]]);
    expect(notAppliedOf(pricing, 2)).toEqual({ promotionId: 2, reason: NO_DISCOUNT, excludedBy: [] });
  });
});

describe('the report', () => {
  it('lists every promotion that did not apply in precedence order, each once', () => {
    const pricing = priceCart(
      [
        percent(1, 1000, { active: false }),
        percent(2, 500, { priority: 3, ...onProduct(99) }),
        percent(3, 3000, { combinability: GROUP_EXCLUSIVE_ITEM }),
        percent(4, 1000, { combinability: GROUP_EXCLUSIVE_ITEM }),
      ],
      cart(LINES),
    );
    expect(appliedAmounts(pricing)).toEqual([[3, 7_500]]);
    expect(pricing.notApplied).toEqual([
      { promotionId: 2, reason: NotAppliedReason.NO_MATCHING_LINE, excludedBy: [] },
      { promotionId: 1, reason: NotAppliedReason.INACTIVE, excludedBy: [] },
      { promotionId: 4, reason: EXCLUDED, excludedBy: [3] },
    ]);
  });
});
