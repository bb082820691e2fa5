import {
  OrderMessageKey,
  OrderStatus,
  PaymentType,
  canMoveOrder,
  installmentPlanProblem,
  isOrderKey,
  normalizeOrderKey,
  paymentProblem,
} from './orders';

describe('order status moves', () => {
  it('follows the parcel: pending, confirmed, shipped, then delivered or returned', () => {
    expect(canMoveOrder(OrderStatus.PENDING, OrderStatus.CONFIRMED)).toBe(true);
    expect(canMoveOrder(OrderStatus.CONFIRMED, OrderStatus.SHIPPED)).toBe(true);
    expect(canMoveOrder(OrderStatus.SHIPPED, OrderStatus.DELIVERED)).toBe(true);
    expect(canMoveOrder(OrderStatus.DELIVERED, OrderStatus.RETURNED)).toBe(true);
  });

  it('cancels only before the parcel leaves, and nothing leaves a final status', () => {
    expect(canMoveOrder(OrderStatus.CONFIRMED, OrderStatus.CANCELLED)).toBe(true);
    expect(canMoveOrder(OrderStatus.SHIPPED, OrderStatus.CANCELLED)).toBe(false);
    expect(canMoveOrder(OrderStatus.PENDING, OrderStatus.SHIPPED)).toBe(false);
    for (const to of Object.values(OrderStatus)) {
      expect(canMoveOrder(OrderStatus.CANCELLED, to)).toBe(false);
      expect(canMoveOrder(OrderStatus.RETURNED, to)).toBe(false);
    }
  });
});

describe('order keys', () => {
  it('accepts a SHA-256 hex digest or a UUID, in any case', () => {
    expect(isOrderKey(normalizeOrderKey(` ${'AB'.repeat(32)} `))).toBe(true);
    expect(isOrderKey('0b9a3e4c-5d6f-4a7b-8c9d-0e1f2a3b4c5d')).toBe(true);
    expect(isOrderKey('ab'.repeat(31))).toBe(false);
    expect(isOrderKey('not-a-key')).toBe(false);
  });
});

describe('paymentProblem', () => {
  const cash = (amount: number) => ({ method: PaymentType.CASH, amount });
  const card = (amount: number) => ({ method: PaymentType.CARD, amount });

  it('wants a mixed payment of two or more tenders adding up to the total', () => {
    expect(paymentProblem(PaymentType.MIXED, 10_000, [cash(4_000), card(6_000)])).toBeNull();
    expect(paymentProblem(PaymentType.MIXED, 10_000, [cash(4_000), card(5_000)])).toBe(
      OrderMessageKey.PAYMENTS_MISMATCH,
    );
    expect(paymentProblem(PaymentType.MIXED, 10_000, [cash(10_000)])).toBe(OrderMessageKey.PAYMENTS_MISMATCH);
  });

  it('keeps a deposit above 0 and at most the total', () => {
    expect(paymentProblem(PaymentType.DEPOSIT, 10_000, [cash(3_000)])).toBeNull();
    expect(paymentProblem(PaymentType.DEPOSIT, 10_000, [cash(10_000)])).toBeNull();
    expect(paymentProblem(PaymentType.DEPOSIT, 10_000, [cash(10_001)])).toBe(
      OrderMessageKey.DEPOSIT_ABOVE_TOTAL,
    );
    expect(paymentProblem(PaymentType.DEPOSIT, 10_000, [])).toBe(OrderMessageKey.DEPOSIT_ABOVE_TOTAL);
  });

  it('wants a single tender of the chosen kind to pay the total', () => {
    expect(paymentProblem(PaymentType.CARD, 10_000, [card(10_000)])).toBeNull();
    expect(paymentProblem(PaymentType.CARD, 10_000, [cash(10_000)])).toBe(OrderMessageKey.PAYMENTS_MISMATCH);
    expect(paymentProblem(PaymentType.CASH, 10_000, [cash(9_999)])).toBe(OrderMessageKey.PAYMENTS_MISMATCH);
  });

  it('refuses tenders that are not money changing hands, or not positive whole centimes', () => {
    const mixed = [cash(5_000), { method: PaymentType.DEPOSIT, amount: 5_000 }];
    expect(paymentProblem(PaymentType.MIXED, 10_000, mixed)).toBe(OrderMessageKey.PAYMENTS_MISMATCH);
    expect(paymentProblem(PaymentType.CASH, 10_000, [cash(10_000.5)])).toBe(
      OrderMessageKey.PAYMENTS_MISMATCH,
    );
    expect(paymentProblem(PaymentType.MIXED, 0, [cash(0), card(0)])).toBe(OrderMessageKey.PAYMENTS_MISMATCH);
  });
});

describe('installmentPlanProblem', () => {
  const plan = [
    { amount: 30_000, dueDate: '2026-12-21' },
    { amount: 30_000, dueDate: '2027-01-21' },
  ];

  it('accepts a first payment and installments adding up to the total, due in order', () => {
    expect(installmentPlanProblem(100_000, 40_000, plan)).toBeNull();
    expect(installmentPlanProblem(60_000, 0, plan)).toBeNull();
  });

  it('refuses a plan that does not add up, dates out of order, or no installment', () => {
    expect(installmentPlanProblem(100_000, 30_000, plan)).toBe(OrderMessageKey.INSTALLMENTS_MISMATCH);
    expect(installmentPlanProblem(100_000, 40_000, [...plan].reverse())).toBe(
      OrderMessageKey.INSTALLMENTS_MISMATCH,
    );
    expect(installmentPlanProblem(100_000, 100_000, [])).toBe(OrderMessageKey.INSTALLMENTS_MISMATCH);
    expect(installmentPlanProblem(100_000, 40_000, [{ amount: 60_000, dueDate: '21/12/2026' }])).toBe(
      OrderMessageKey.INSTALLMENTS_MISMATCH,
    );
    expect(installmentPlanProblem(100_000, -1, plan)).toBe(OrderMessageKey.INSTALLMENTS_MISMATCH);
  });
});
