import { cashSuggestions, EMPTY_PAYMENT_FIELDS, paymentOf } from './payment-form';

const TOTAL = 59_500;

it('offers the exact total, then the next round amounts of the notes in use, each once', () => {
  expect(cashSuggestions(TOTAL)).toEqual([59_500, 60_000, 100_000, 200_000]);
  expect(cashSuggestions(100_000)).toEqual([100_000, 200_000]);
});

it('gives change for cash and takes the total as the cash tender', () => {
  expect(paymentOf('cash', TOTAL, { ...EMPTY_PAYMENT_FIELDS, cashGiven: '1 000,00' })).toEqual({
    payment: {
      paymentType: 'cash',
      tenders: [{ method: 'cash', amount: TOTAL }],
      cashGiven: 100_000,
      change: 40_500,
      installments: [],
      balanceDue: 0,
    },
    problems: [],
  });
});

it('says which amount cannot be read rather than guessing it', () => {
  expect(paymentOf('mixed', TOTAL, { ...EMPTY_PAYMENT_FIELDS, mixedCash: '12,345', mixedCard: '1' })).toEqual(
    {
      payment: null,
      problems: [{ kind: 'unreadable', field: 'mixedCash' }],
    },
  );
});

it('takes a deposit with the means chosen, the rest due', () => {
  const { payment, problems } = paymentOf('deposit', TOTAL, {
    ...EMPTY_PAYMENT_FIELDS,
    depositAmount: '100',
    depositMethod: 'card',
  });
  expect(problems).toEqual([]);
  expect(payment).toEqual(
    expect.objectContaining({
      tenders: [{ method: 'card', amount: 10_000 }],
      cashGiven: null,
      balanceDue: 49_500,
    }),
  );
});

it('takes an installment plan with no payment today: nothing tendered, the whole total due', () => {
  const { payment, problems } = paymentOf('installment', TOTAL, {
    ...EMPTY_PAYMENT_FIELDS,
    installments: [
      { key: 'a', amount: '300', dueDate: '2030-01-10' },
      { key: 'b', amount: '295', dueDate: '2030-02-10' },
    ],
  });
  expect(problems).toEqual([]);
  expect(payment).toEqual(expect.objectContaining({ tenders: [], balanceDue: TOTAL }));
});

it('pays a card, mobile or other sale in full with that means', () => {
  expect(paymentOf('mobile_payment', TOTAL, EMPTY_PAYMENT_FIELDS).payment?.tenders).toEqual([
    { method: 'mobile_payment', amount: TOTAL },
  ]);
});

it('wants both parts of a mixed payment, once they make the total', () => {
  expect(paymentOf('mixed', TOTAL, { ...EMPTY_PAYMENT_FIELDS, mixedCash: '595' }).problems).toEqual([
    { kind: 'mixedParts' },
  ]);
  expect(paymentOf('mixed', TOTAL, EMPTY_PAYMENT_FIELDS).problems).toEqual([
    { kind: 'mixedShort', difference: TOTAL },
  ]);
});
