import { actionMessages } from './action-messages';
import { checkPayment } from './payment-rules';
import { isLate, shopToday } from './time-formats';

const installment = (sequence: number, amount: number, paidAt: string | null = null) => ({
  sequence,
  amount,
  dueDate: '2026-12-01',
  paidAt,
});

const cashOnDelivery = { balanceDue: 150_000, paymentType: 'TRANSPORTER' as const, installments: [] };
const plan = {
  balanceDue: 100_000,
  paymentType: 'INSTALLMENT' as const,
  installments: [
    installment(1, 50_000, '2026-11-01T10:00:00Z'),
    installment(2, 50_000),
    installment(3, 50_000),
  ],
};

it('takes an amount from 0,01 to the balance, typed as staff type it', () => {
  expect(checkPayment(cashOnDelivery, { amount: '1 500,00', method: 'CASH', installment: '' })).toEqual({
    ok: true,
    amount: 150_000,
    installment: null,
  });
  expect(checkPayment(cashOnDelivery, { amount: '١٠٠,٥', method: 'CARD', installment: '' })).toEqual({
    ok: true,
    amount: 10_050,
    installment: null,
  });
});

it('refuses nothing, zero, an unreadable amount and more than the balance', () => {
  for (const amount of ['', '0', '0,00', 'abc']) {
    expect(checkPayment(cashOnDelivery, { amount, method: 'CASH', installment: '' })).toEqual({
      ok: false,
      problems: [{ field: 'amount', message: actionMessages.amountRequired }],
    });
  }
  expect(checkPayment(cashOnDelivery, { amount: '1 500,01', method: 'CASH', installment: '' })).toEqual({
    ok: false,
    problems: [{ field: 'amount', message: actionMessages.amountAboveBalance, values: { balance: 150_000 } }],
  });
});

it('pays an installment order one unpaid installment at a time, whole', () => {
  expect(checkPayment(plan, { amount: '500,00', method: 'CASH', installment: '2' })).toEqual({
    ok: true,
    amount: 50_000,
    installment: 2,
  });
  expect(checkPayment(plan, { amount: '500,00', method: 'CASH', installment: '1' })).toEqual({
    ok: false,
    problems: [{ field: 'installment', message: actionMessages.installmentRequired }],
  });
  expect(checkPayment(plan, { amount: '400,00', method: 'CASH', installment: '3' })).toEqual({
    ok: false,
    problems: [{ field: 'amount', message: actionMessages.installmentAmount, values: { amount: 50_000 } }],
  });
});

it('marks an installment late the day after its due day in Algiers, never a paid one', () => {
  // 23:30 UTC on 1 December is already 2 December in Algiers.
  const today = shopToday(Date.UTC(2026, 11, 1, 23, 30));
  expect(today).toBe('2026-12-02');
  expect(isLate({ dueDate: '2026-12-01', paidAt: null }, today)).toBe(true);
  expect(isLate({ dueDate: '2026-12-02', paidAt: null }, today)).toBe(false);
  expect(isLate({ dueDate: '2026-12-01', paidAt: '2026-12-02T08:00:00Z' }, today)).toBe(false);
});
