import { addMonths, localDate, planBalance, splitRest } from './installment-plan';

describe('planBalance', () => {
  it('says what is missing, and by how much the plan is over', () => {
    expect(planBalance(300_000, 50_000, [100_000, 100_000])).toEqual({
      planned: 250_000,
      difference: 50_000,
    });
    expect(planBalance(300_000, 50_000, [150_000, 100_000])).toEqual({ planned: 300_000, difference: 0 });
    expect(planBalance(300_000, 0, [200_000, 150_000])).toEqual({ planned: 350_000, difference: -50_000 });
  });
});

describe('addMonths', () => {
  it('keeps the day, or takes the last day of a shorter month', () => {
    expect(addMonths('2026-11-25', 1)).toBe('2026-12-25');
    expect(addMonths('2026-11-25', 2)).toBe('2027-01-25');
    expect(addMonths('2027-01-31', 1)).toBe('2027-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2027-01-31', 2)).toBe('2027-03-31');
  });

  it('reads the tablet’s own calendar day', () => {
    expect(localDate(new Date(2026, 10, 5, 23, 59))).toBe('2026-11-05');
  });
});

describe('splitRest', () => {
  it('splits the rest in whole dinars, monthly, the last installment taking the remainder', () => {
    expect(splitRest(200_000_00 + 1, 3, '2026-11-25')).toEqual([
      { amount: 66_666_00, dueDate: '2026-12-25' },
      { amount: 66_666_00, dueDate: '2027-01-25' },
      { amount: 66_668_01, dueDate: '2027-02-25' },
    ]);
  });

  it('always adds up to the rest', () => {
    for (const [rest, count] of [
      [285_600, 2],
      [99, 4],
      [1_000_000_07, 12],
    ] as const) {
      const plan = splitRest(rest, count, '2026-01-31');
      expect(plan?.reduce((sum, row) => sum + row.amount, 0)).toBe(rest);
      expect(plan?.every((row) => row.amount > 0)).toBe(true);
    }
  });

  it('refuses what cannot be split: nothing left, no count, less than a centime each', () => {
    expect(splitRest(0, 3, '2026-11-25')).toBeNull();
    expect(splitRest(100_000, 0, '2026-11-25')).toBeNull();
    expect(splitRest(100_000, 61, '2026-11-25')).toBeNull();
    expect(splitRest(2, 3, '2026-11-25')).toBeNull();
  });
});
