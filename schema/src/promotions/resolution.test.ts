// README rules 0 and 2 to 6: line order, precedence, the item group line by line, the cart group,
// global exclusivity and "never dearer". LINE_A is 2 x 10 000 centimes, LINE_B 1 x 5 000.
import { priceCart } from './engine';
import {
  LINE_A,
  LINE_B,
  amount,
  appliedAmounts,
  cart,
  line,
  lineOf,
  notAppliedOf,
  percent,
} from './engine.test-kit';
import type { CartLine } from './types';
import { Combinability, NotAppliedReason, PromotionScope } from './vocabulary';

const LINES = [LINE_A, LINE_B];
const { GLOBAL_EXCLUSIVE, GROUP_EXCLUSIVE_CART, GROUP_EXCLUSIVE_ITEM } = Combinability;
const { EXCLUDED } = NotAppliedReason;
const ONE_LINE = [line('a', { unitPrice: 10_000 })];

describe('rule 0: lines are read in the order of their keys', () => {
  it('gives the same shares whatever order the cart lists its lines in', () => {
    // 3 lines of 1 000; 100 off shares 33.33 each: the centime left goes to the first key, a.
    const [a, b, c] = [
      line('a', { unitPrice: 1_000 }),
      line('b', { unitPrice: 1_000 }),
      line('c', { unitPrice: 1_000 }),
    ];
    const cartAmount = amount(1, 100, { scope: PromotionScope.CART });
    const shares = (lines: CartLine[]) =>
      priceCart([cartAmount], cart(lines)).lines.map((priced) => [priced.key, priced.cartShare]);
    expect(shares([a, b, c])).toEqual([
      ['a', 34],
      ['b', 33],
      ['c', 33],
    ]);
    expect(shares([c, b, a])).toEqual([
      ['c', 33],
      ['b', 33],
      ['a', 34],
    ]);
  });
});

describe('rule 2: precedence orders the stacked promotions', () => {
  const unitDiscounts = (pricing: ReturnType<typeof priceCart>) =>
    lineOf(pricing, 'a').itemDiscounts.map((d) => [d.promotionId, d.unitAmount]);

  it('takes the higher priority first', () => {
    // Amount first (priority 1): 10 000 - 1 000 = 9 000, then 10 % of 9 000 = 900: 8 100.
    const pricing = priceCart([percent(1, 1000), amount(2, 1_000, { priority: 1 })], cart(ONE_LINE));
    expect(unitDiscounts(pricing)).toEqual([
      [2, 1_000],
      [1, 900],
    ]);
    expect(lineOf(pricing, 'a').unitPriceAfter).toBe(8_100);
  });

  it('at equal priority takes a percentage before an amount', () => {
    // 10 % of 10 000 = 1 000, then 1 000: 8 000 (the amount first would leave 8 100).
    const pricing = priceCart([amount(1, 1_000), percent(2, 1000)], cart(ONE_LINE));
    expect(unitDiscounts(pricing)).toEqual([
      [2, 1_000],
      [1, 1_000],
    ]);
    expect(lineOf(pricing, 'a').unitPriceAfter).toBe(8_000);
  });

  it('then the larger value, then the older promotion', () => {
    // 20 % of 10 000 = 2 000, then 10 % of 8 000 = 800.
    const larger = priceCart([percent(1, 1000), percent(2, 2000)], cart(ONE_LINE));
    expect(unitDiscounts(larger)).toEqual([
      [2, 2_000],
      [1, 800],
    ]);
    // Same priority, type and value: the smaller id first, 1 000 then 900.
    const older = priceCart([percent(8, 1000), percent(3, 1000)], cart(ONE_LINE));
    expect(unitDiscounts(older)).toEqual([
      [3, 1_000],
      [8, 900],
    ]);
  });
});

describe('rule 3: the item group, line by line', () => {
  it('keeps the stack when it is cheaper than an exclusive promotion, else the exclusive alone', () => {
    // Stack: 10 000 -> 9 000 -> 8 100. Exclusive 15 %: 8 500, dearer. Exclusive 25 %: 7 500, cheaper.
    const stack = [percent(1, 1000), percent(2, 1000)];
    const loses = priceCart(
      [...stack, percent(3, 1500, { combinability: GROUP_EXCLUSIVE_ITEM })],
      cart(ONE_LINE),
    );
    expect(lineOf(loses, 'a').unitPriceAfter).toBe(8_100);
    expect(appliedAmounts(loses)).toEqual([
      [1, 1_000],
      [2, 900],
    ]);
    const wins = priceCart(
      [...stack, percent(3, 2500, { combinability: GROUP_EXCLUSIVE_ITEM })],
      cart(ONE_LINE),
    );
    expect(lineOf(wins, 'a').unitPriceAfter).toBe(7_500);
    expect(appliedAmounts(wins)).toEqual([[3, 2_500]]);
  });

  it('lets an exclusive promotion win on one line and lose on another', () => {
    // 20 % stackable vs 15.00 DA exclusive. a (10 000): 8 000 vs 8 500, the stack wins (2 x 2 000).
    // b (5 000): 4 000 vs 3 500, the exclusive wins (1 500). Total 25 000 - 4 000 - 1 500.
    const pricing = priceCart(
      [percent(1, 2000), amount(2, 1_500, { combinability: GROUP_EXCLUSIVE_ITEM })],
      cart(LINES),
    );
    expect(lineOf(pricing, 'a').itemDiscounts).toEqual([
      { promotionId: 1, unitAmount: 2_000, amount: 4_000 },
    ]);
    expect(lineOf(pricing, 'b').itemDiscounts).toEqual([
      { promotionId: 2, unitAmount: 1_500, amount: 1_500 },
    ]);
    expect(appliedAmounts(pricing)).toEqual([
      [1, 4_000],
      [2, 1_500],
    ]);
    expect(pricing.total).toBe(19_500);
  });

  it('applies one exclusive promotion per line, the cheapest', () => {
    const exclusive = { combinability: GROUP_EXCLUSIVE_ITEM };
    const pricing = priceCart([percent(1, 2000, exclusive), percent(2, 3000, exclusive)], cart(ONE_LINE));
    expect(appliedAmounts(pricing)).toEqual([[2, 3_000]]);
    expect(notAppliedOf(pricing, 1)).toEqual({ promotionId: 1, reason: EXCLUDED, excludedBy: [2] });
  });

  it('breaks an equal price by the first discounting promotion in precedence', () => {
    // 10 % stackable and 10.00 DA exclusive both leave 9 000.
    const exclusive = (priority: number) =>
      amount(2, 1_000, { priority, combinability: GROUP_EXCLUSIVE_ITEM });
    // Equal priority: the percentage comes first, so the stack wins.
    expect(appliedAmounts(priceCart([percent(1, 1000), exclusive(0)], cart(ONE_LINE)))).toEqual([[1, 1_000]]);
    // The exclusive at a higher priority comes first, so it wins.
    expect(appliedAmounts(priceCart([percent(1, 1000), exclusive(5)], cart(ONE_LINE)))).toEqual([[2, 1_000]]);
  });
});

describe('rule 4: the cart group', () => {
  const customer = { segmentIds: [5], usedPromotionIds: [] };
  const delivered = cart(LINES, { customer, deliveryPrice: 40_000 });
  const cartTen = percent(1, 1000, { scope: PromotionScope.CART });
  const segmentFive = percent(2, 500, { scope: PromotionScope.CUSTOMER_SEGMENT, targetIds: [5] });

  it('stacks cart promotions in precedence order, shipping ones on the delivery price', () => {
    // 10 % of 25 000 = 2 500, then 5 % of 22 500 = 1 125, then 3.00 DA: 21 075; delivery free.
    const three = amount(3, 300, { scope: PromotionScope.CART });
    const free = percent(4, 10_000, { scope: PromotionScope.SHIPPING });
    const pricing = priceCart([three, free, segmentFive, cartTen], delivered);
    expect(appliedAmounts(pricing)).toEqual([
      [4, 40_000],
      [1, 2_500],
      [2, 1_125],
      [3, 300],
    ]);
    expect(pricing).toMatchObject({ cartDiscount: 3_925, deliveryDiscount: 40_000, total: 21_075 });
  });

  it('applies a group_exclusive_cart promotion alone when it is cheaper than the stack', () => {
    // Stack: 25 000 -> 22 500 -> 21 375. Exclusive 15 %: 25 000 - 3 750 = 21 250, cheaper.
    const exclusive = percent(3, 1500, { scope: PromotionScope.CART, combinability: GROUP_EXCLUSIVE_CART });
    const pricing = priceCart([cartTen, segmentFive, exclusive], delivered);
    expect(appliedAmounts(pricing)).toEqual([[3, 3_750]]);
    expect(notAppliedOf(pricing, 1)).toEqual({ promotionId: 1, reason: EXCLUDED, excludedBy: [3] });
    expect(pricing.total).toBe(21_250 + 40_000);
  });

  it('compares the options on subtotal plus delivery', () => {
    // Free delivery alone: 25 000 + 0. The 10 % stack: 22 500 + 40 000. Free delivery wins.
    const free = percent(3, 10_000, { scope: PromotionScope.SHIPPING, combinability: GROUP_EXCLUSIVE_CART });
    const pricing = priceCart([cartTen, segmentFive, free], delivered);
    expect(appliedAmounts(pricing)).toEqual([[3, 40_000]]);
    expect(pricing.total).toBe(25_000);
  });

  it('takes cart promotions off what the item promotions left', () => {
    // 20 % off the items: 20 000; 10 % of that: 2 000. Total 18 000 + 40 000.
    const pricing = priceCart([percent(5, 2000), cartTen], delivered);
    expect(appliedAmounts(pricing)).toEqual([
      [5, 5_000],
      [1, 2_000],
    ]);
    expect(pricing.total).toBe(58_000);
  });
});

describe('rule 5: global exclusivity', () => {
  const itemTen = percent(1, 1000);
  const cartTen = percent(2, 1000, { scope: PromotionScope.CART });

  it('applies a global_exclusive promotion alone when it is the cheapest', () => {
    // Shared: 25 000 -> 22 500 -> 20 250. Global 30 %: 17 500.
    const pricing = priceCart(
      [itemTen, cartTen, percent(3, 3000, { combinability: GLOBAL_EXCLUSIVE })],
      cart(LINES),
    );
    expect(appliedAmounts(pricing)).toEqual([[3, 7_500]]);
    expect(pricing.total).toBe(17_500);
    expect(pricing.notApplied).toEqual([
      { promotionId: 1, reason: EXCLUDED, excludedBy: [3] },
      { promotionId: 2, reason: EXCLUDED, excludedBy: [3] },
    ]);
  });

  it('never shares the cart: a cheaper shared outcome wins and the global promotion takes nothing', () => {
    // Shared 20 250; global cart 15 %: 25 000 - 3 750 = 21 250, dearer.
    const global = percent(3, 1500, { scope: PromotionScope.CART, combinability: GLOBAL_EXCLUSIVE });
    const pricing = priceCart([itemTen, cartTen, global], cart(LINES));
    expect(appliedAmounts(pricing)).toEqual([
      [1, 2_500],
      [2, 2_250],
    ]);
    expect(notAppliedOf(pricing, 3)).toEqual({ promotionId: 3, reason: EXCLUDED, excludedBy: [1, 2] });
  });

  it('picks the cheapest of several global promotions', () => {
    const global = { combinability: GLOBAL_EXCLUSIVE };
    const pricing = priceCart(
      [percent(3, 2000, global), amount(4, 6_000, { ...global, scope: PromotionScope.CART })],
      cart(LINES),
    );
    // 20 % of 25 000 = 5 000 against 6 000 off: the amount wins.
    expect(appliedAmounts(pricing)).toEqual([[4, 6_000]]);
    expect(notAppliedOf(pricing, 3)).toEqual({ promotionId: 3, reason: EXCLUDED, excludedBy: [4] });
  });

  it('at equal totals takes the outcome led by the earlier promotion, then the shared one', () => {
    // Both leave 20 000: a 20 % item promotion shared, and a 20 % global one.
    const global = (priority: number) => percent(2, 2000, { priority, combinability: GLOBAL_EXCLUSIVE });
    const first = priceCart([percent(1, 2000), global(1)], cart(LINES));
    expect(appliedAmounts(first)).toEqual([[2, 5_000]]);
    // Same priority, type and value: id 1 comes first, so the shared outcome wins.
    const second = priceCart([percent(1, 2000), global(0)], cart(LINES));
    expect(appliedAmounts(second)).toEqual([[1, 5_000]]);
    expect(notAppliedOf(second, 2)).toEqual({ promotionId: 2, reason: EXCLUDED, excludedBy: [1] });
  });
});

describe('rule 6: never dearer', () => {
  // 20 % stackable on everything: 20 000. Each exclusive below has priority 100 and gives less.
  const stack = percent(1, 2000);
  const exclusives = [
    percent(2, 1000, { priority: 100, combinability: GROUP_EXCLUSIVE_ITEM }),
    percent(2, 1000, { priority: 100, combinability: GLOBAL_EXCLUSIVE }),
    amount(2, 1_000, { priority: 100, scope: PromotionScope.CART, combinability: GLOBAL_EXCLUSIVE }),
  ];

  it.each(exclusives.map((exclusive) => [exclusive.combinability, exclusive.scope, exclusive] as const))(
    'a higher-priority %s %s promotion that gives less loses, excluded by the winner',
    (_mode, _scope, exclusive) => {
      const pricing = priceCart([exclusive, stack], cart(LINES));
      expect(pricing.total).toBe(priceCart([stack], cart(LINES)).total);
      expect(pricing.total).toBe(20_000);
      expect(notAppliedOf(pricing, 2)).toEqual({ promotionId: 2, reason: EXCLUDED, excludedBy: [1] });
    },
  );

  it('a higher-priority group_exclusive_cart promotion that gives less loses to the cart stack', () => {
    // Stack 10 % of 25 000 = 2 500; the exclusive takes 10.00 DA only.
    const cartStack = percent(1, 1000, { scope: PromotionScope.CART });
    const exclusive = amount(2, 1_000, {
      priority: 100,
      scope: PromotionScope.CART,
      combinability: GROUP_EXCLUSIVE_CART,
    });
    const pricing = priceCart([exclusive, cartStack], cart(LINES));
    expect(pricing.total).toBe(22_500);
    expect(notAppliedOf(pricing, 2)).toEqual({ promotionId: 2, reason: EXCLUDED, excludedBy: [1] });
  });
});
