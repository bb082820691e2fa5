import { OrderMessageKey, PaymentType } from '@tijara/schema';
import { paymentCheck } from './payment';
import type { TillPayment } from './types';

function payment(fields: Partial<TillPayment>): TillPayment {
  return {
    paymentType: PaymentType.CASH,
    tenders: [],
    cashGiven: null,
    change: 0,
    installments: [],
    balanceDue: 0,
    ...fields,
  };
}

const TOTAL = 25_097;

describe('paymentCheck', () => {
  it('accepts cash that pays the total, change apart', () => {
    const cash = payment({
      tenders: [{ method: PaymentType.CASH, amount: TOTAL }],
      cashGiven: 30_000,
      change: 4_903,
    });
    expect(paymentCheck(TOTAL, cash)).toEqual([]);
  });

  it('refuses a mixed payment that does not add up to the total', () => {
    const mixed = (cash: number, card: number) =>
      payment({
        paymentType: PaymentType.MIXED,
        tenders: [
          { method: PaymentType.CASH, amount: cash },
          { method: PaymentType.CARD, amount: card },
        ],
      });
    expect(paymentCheck(TOTAL, mixed(10_000, 15_097))).toEqual([]);
    expect(paymentCheck(TOTAL, mixed(10_000, 15_000))).toEqual([OrderMessageKey.PAYMENTS_MISMATCH]);
  });

  it('refuses a deposit above the total', () => {
    const deposit = (amount: number) =>
      payment({
        paymentType: PaymentType.DEPOSIT,
        tenders: [{ method: PaymentType.CASH, amount }],
        balanceDue: TOTAL - amount,
      });
    expect(paymentCheck(TOTAL, deposit(5_000))).toEqual([]);
    expect(paymentCheck(TOTAL, deposit(TOTAL + 1))).toEqual([OrderMessageKey.DEPOSIT_ABOVE_TOTAL]);
  });

  it('refuses an installment plan that does not add up with its first payment', () => {
    const plan = (second: number) =>
      payment({
        paymentType: PaymentType.INSTALLMENT,
        tenders: [{ method: PaymentType.CASH, amount: 10_000 }],
        installments: [
          { amount: 10_000, dueDate: '2026-06-10' },
          { amount: second, dueDate: '2026-07-10' },
        ],
      });
    expect(paymentCheck(TOTAL, plan(5_097))).toEqual([]);
    expect(paymentCheck(TOTAL, plan(5_000))).toEqual([OrderMessageKey.INSTALLMENTS_MISMATCH]);
  });

  it('refuses a plan on another payment type and a payment type the till does not take', () => {
    const cashWithPlan = payment({
      tenders: [{ method: PaymentType.CASH, amount: TOTAL }],
      installments: [{ amount: 1, dueDate: '2026-06-10' }],
    });
    expect(paymentCheck(TOTAL, cashWithPlan)).toEqual([OrderMessageKey.INSTALLMENTS_MISMATCH]);
    const transporter = payment({ paymentType: PaymentType.TRANSPORTER });
    expect(paymentCheck(TOTAL, transporter)).toEqual([OrderMessageKey.PAYMENTS_MISMATCH]);
  });
});
