import { allocate, discountOff } from './arithmetic';
import { DiscountType } from './vocabulary';

const percentage = (value: number) => ({ discountType: DiscountType.PERCENTAGE, value });
const amount = (value: number) => ({ discountType: DiscountType.AMOUNT, value });

describe('discountOff', () => {
  it('takes value / 100 percent of the base', () => {
    // 12.5 % of 10 000 = 1 250; 100 % of 4 321 = 4 321; 0.01 % of 10 000 = 1.
    expect(discountOff(10_000, percentage(1250))).toBe(1_250);
    expect(discountOff(4_321, percentage(10_000))).toBe(4_321);
    expect(discountOff(10_000, percentage(1))).toBe(1);
  });

  it('rounds half a centime up', () => {
    // 12.5 % of 996 = 124.5 -> 125 (half-even would give 124); of 1 004 = 125.5 -> 126.
    expect(discountOff(996, percentage(1250))).toBe(125);
    expect(discountOff(1_004, percentage(1250))).toBe(126);
    // 0.01 % of 4 999 = 0.4999 -> 0; of 5 000 = 0.5 -> 1.
    expect(discountOff(4_999, percentage(1))).toBe(0);
    expect(discountOff(5_000, percentage(1))).toBe(1);
  });

  it('stays exact past 2^53', () => {
    // 50 % of 9 007 199 254 740 991 = 4 503 599 627 370 495.5 -> ...496.
    expect(discountOff(Number.MAX_SAFE_INTEGER, percentage(5000))).toBe(4_503_599_627_370_496);
    // 99.99 % of 10^15 = 999 900 000 000 000 exactly (the product 10^19 is past 2^53).
    expect(discountOff(10 ** 15, percentage(9999))).toBe(999_900_000_000_000);
  });

  it('takes an amount as it is, never more than the base', () => {
    expect(discountOff(10_000, amount(2_500))).toBe(2_500);
    expect(discountOff(10_000, amount(10_000))).toBe(10_000);
    expect(discountOff(10_000, amount(10_001))).toBe(10_000);
  });

  it('takes nothing from nothing', () => {
    expect(discountOff(0, percentage(5000))).toBe(0);
    expect(discountOff(0, amount(100))).toBe(0);
  });
});

describe('allocate', () => {
  it('splits in proportion when the division is exact', () => {
    // 450 over 1 000, 2 000, 1 500 (4 500): 100, 200, 150.
    expect(allocate(450, [1_000, 2_000, 1_500])).toEqual([100, 200, 150]);
  });

  it('gives the centimes left to the largest remainders', () => {
    // 10 over 1, 2, 3 (6): 1.67, 3.33, 5 -> floors 1 + 3 + 5 = 9; remainders 4/6, 2/6, 0: the first gets it.
    expect(allocate(10, [1, 2, 3])).toEqual([2, 3, 5]);
    // 11 over 1, 2, 3: 1.83, 3.67, 5.5 -> floors 9; remainders 5/6, 4/6, 3/6: the first two get one each.
    expect(allocate(11, [1, 2, 3])).toEqual([2, 4, 5]);
  });

  it('breaks equal remainders in favour of the earlier weight', () => {
    // 100 over three equal weights: 33.33 each, the centime left goes to the first.
    expect(allocate(100, [7, 7, 7])).toEqual([34, 33, 33]);
    expect(allocate(2, [7, 7, 7])).toEqual([1, 1, 0]);
  });

  it('gives nothing to a weight of 0 and never more than a weight', () => {
    expect(allocate(5, [0, 3, 0, 2])).toEqual([0, 3, 0, 2]);
    // 1 over 0, 1, 1, 0: 0.5 twice; the zero weights have no remainder to compete with.
    expect(allocate(1, [0, 1, 1, 0])).toEqual([0, 1, 0, 0]);
  });

  it('gives zeros when there is nothing to share or nothing to share over', () => {
    expect(allocate(0, [1, 2])).toEqual([0, 0]);
    expect(allocate(7, [0, 0])).toEqual([0, 0]);
    expect(allocate(7, [])).toEqual([]);
  });

  it('stays exact on large amounts', () => {
    // 10^9 over 3 x 10^9 and 10^9 (4 x 10^9): 750 000 000 and 250 000 000.
    expect(allocate(10 ** 9, [3 * 10 ** 9, 10 ** 9])).toEqual([750_000_000, 250_000_000]);
  });
});
