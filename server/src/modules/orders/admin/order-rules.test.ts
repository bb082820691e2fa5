import {
  ErrorCode,
  OrderMessageKey,
  OrderStatus,
  OrderType,
  PaymentType,
  SalesChannel,
} from '@tijara/schema';
import { BadUserInputError, RuleError } from '../../../core/errors';
import { OrderProblems } from './order-problems';
import {
  allowedTransitions,
  checkOrderKind,
  checkPaymentPlan,
  checkRecordedPayment,
  optionalText,
  orderSearchOf,
  transporterLocked,
} from './order-rules';
import type { PaymentTarget } from './order-rules';

function problemsOf(run: (problems: OrderProblems) => void): Readonly<Record<string, readonly string[]>> {
  const problems = new OrderProblems();
  run(problems);
  return problems.fieldErrors;
}

function thrown(problems: OrderProblems): unknown {
  try {
    problems.assertNone();
  } catch (error) {
    return error;
  }
  return undefined;
}

describe('optionalText', () => {
  it('trims, makes blank text null and refuses text past the limit', () => {
    expect(optionalText('  YAL-88213 ', 64)).toEqual({ value: 'YAL-88213', problem: null });
    expect(optionalText('   ', 64)).toEqual({ value: null, problem: null });
    expect(optionalText(undefined, 64)).toEqual({ value: null, problem: null });
    expect(optionalText('x'.repeat(65), 64).problem).toBe('At most 64 characters');
  });
});

describe('orderSearchOf', () => {
  it('reads a reference with or without its prefix and zeros', () => {
    expect(orderSearchOf('CMD-000042')?.orderId).toBe(42);
    expect(orderSearchOf('cmd42')?.orderId).toBe(42);
    expect(orderSearchOf('000042')?.orderId).toBe(42);
    expect(orderSearchOf('Amina')?.orderId).toBeNull();
  });

  it('reads phone digits, Arabic-Indic ones and the international prefix included', () => {
    expect(orderSearchOf('0550 12')?.phoneDigits).toBe('055012');
    expect(orderSearchOf('+213 550 12')?.phoneDigits).toBe('055012');
    expect(orderSearchOf('٠٥٥٠')?.phoneDigits).toBe('0550');
    expect(orderSearchOf('Amina Benali')?.phoneDigits).toBeNull();
  });

  it('keeps the text for the name match and answers null for a blank search', () => {
    expect(orderSearchOf('  Amina   Benali ')?.text).toBe('Amina Benali');
    expect(orderSearchOf('   ')).toBeNull();
    expect(orderSearchOf(null)).toBeNull();
  });
});

describe('status rules', () => {
  it('offers the moves of the shared transition table', () => {
    expect(allowedTransitions(OrderStatus.PENDING)).toEqual([OrderStatus.CONFIRMED, OrderStatus.CANCELLED]);
    expect(allowedTransitions(OrderStatus.SHIPPED)).toEqual([OrderStatus.DELIVERED, OrderStatus.RETURNED]);
    expect(allowedTransitions(OrderStatus.CANCELLED)).toEqual([]);
  });

  it('locks the transporter once the order is delivered, returned or cancelled', () => {
    expect([OrderStatus.PENDING, OrderStatus.CONFIRMED, OrderStatus.SHIPPED].map(transporterLocked)).toEqual([
      false,
      false,
      false,
    ]);
    expect(
      [OrderStatus.DELIVERED, OrderStatus.RETURNED, OrderStatus.CANCELLED].map(transporterLocked),
    ).toEqual([true, true, true]);
  });
});

describe('checkOrderKind', () => {
  const kind = {
    channel: SalesChannel.PHONE,
    orderType: OrderType.PHONE,
    paymentType: PaymentType.CASH,
    delivered: false,
  };

  it('accepts each staff channel with its own order type', () => {
    expect(problemsOf((p) => checkOrderKind(kind, p))).toEqual({});
    const wholesale = { ...kind, channel: SalesChannel.WHOLESALE, orderType: OrderType.WHOLESALER };
    expect(problemsOf((p) => checkOrderKind(wholesale, p))).toEqual({});
    const installment = {
      ...kind,
      channel: SalesChannel.INSTALLMENT,
      orderType: OrderType.INSTALLMENT,
      paymentType: PaymentType.INSTALLMENT,
    };
    expect(problemsOf((p) => checkOrderKind(installment, p))).toEqual({});
  });

  it('refuses a channel staff do not enter, a mismatched order type and a POS payment type', () => {
    expect(Object.keys(problemsOf((p) => checkOrderKind({ ...kind, channel: SalesChannel.POS }, p)))).toEqual(
      ['channel'],
    );
    expect(
      Object.keys(problemsOf((p) => checkOrderKind({ ...kind, orderType: OrderType.WHOLESALER }, p))),
    ).toEqual(['orderType']);
    expect(
      Object.keys(problemsOf((p) => checkOrderKind({ ...kind, paymentType: PaymentType.CARD }, p))),
    ).toEqual(['paymentType']);
  });

  it('keeps installments to the installment channel and cash on delivery to deliveries', () => {
    const byInstallments = { ...kind, paymentType: PaymentType.INSTALLMENT };
    expect(Object.keys(problemsOf((p) => checkOrderKind(byInstallments, p)))).toEqual(['paymentType']);
    const cod = { ...kind, paymentType: PaymentType.TRANSPORTER };
    expect(Object.keys(problemsOf((p) => checkOrderKind(cod, p)))).toEqual(['paymentType']);
    expect(problemsOf((p) => checkOrderKind({ ...cod, delivered: true }, p))).toEqual({});
  });
});

describe('checkPaymentPlan', () => {
  const plan = { paymentType: PaymentType.DEPOSIT, total: 100_000, firstPayment: 20_000, installments: [] };
  const installments = [
    { amount: 40_000, dueDate: '2026-12-01' },
    { amount: 40_000, dueDate: '2027-01-01' },
  ];

  it('takes a deposit above 0 and up to the total', () => {
    expect(problemsOf((p) => checkPaymentPlan(plan, p))).toEqual({});
    expect(problemsOf((p) => checkPaymentPlan({ ...plan, firstPayment: 100_000 }, p))).toEqual({});
    for (const firstPayment of [0, 100_001, null]) {
      expect(Object.keys(problemsOf((p) => checkPaymentPlan({ ...plan, firstPayment }, p)))).toEqual([
        'firstPayment',
      ]);
    }
  });

  it('takes an installment plan that adds up to the total', () => {
    const byInstallments = { ...plan, paymentType: PaymentType.INSTALLMENT, installments };
    expect(problemsOf((p) => checkPaymentPlan(byInstallments, p))).toEqual({});
    const short = { ...byInstallments, firstPayment: 10_000 };
    expect(Object.keys(problemsOf((p) => checkPaymentPlan(short, p)))).toEqual(['installments']);
    const unordered = { ...byInstallments, installments: [...installments].reverse() };
    expect(Object.keys(problemsOf((p) => checkPaymentPlan(unordered, p)))).toEqual(['installments']);
    const none = { ...byInstallments, installments: [] };
    expect(Object.keys(problemsOf((p) => checkPaymentPlan(none, p)))).toEqual(['installments']);
  });

  it('waits for the total when the order could not be priced', () => {
    const byInstallments = { ...plan, paymentType: PaymentType.INSTALLMENT, installments, total: null };
    expect(problemsOf((p) => checkPaymentPlan({ ...byInstallments, firstPayment: 1 }, p))).toEqual({});
    expect(problemsOf((p) => checkPaymentPlan({ ...plan, total: null, firstPayment: 999_999 }, p))).toEqual(
      {},
    );
  });

  it('refuses a first payment or installments on a cash or cash-on-delivery order', () => {
    const cash = { ...plan, paymentType: PaymentType.CASH, installments };
    expect(Object.keys(problemsOf((p) => checkPaymentPlan(cash, p))).sort()).toEqual([
      'firstPayment',
      'installments',
    ]);
  });
});

describe('checkRecordedPayment', () => {
  const target: PaymentTarget = {
    status: OrderStatus.CONFIRMED,
    paymentType: PaymentType.INSTALLMENT,
    balance: 80_000,
    installment: { amount: 40_000, paid: false },
  };
  const request = { amount: 40_000, method: PaymentType.CASH, installment: 1 };

  it('takes an unpaid installment paid whole by a tender method', () => {
    expect(problemsOf((p) => checkRecordedPayment(target, request, p))).toEqual({});
  });

  it('refuses a paid installment, another amount, an unknown one or none named', () => {
    const paid = { ...target, installment: { amount: 40_000, paid: true } };
    expect(Object.keys(problemsOf((p) => checkRecordedPayment(paid, request, p)))).toEqual(['installment']);
    expect(
      Object.keys(problemsOf((p) => checkRecordedPayment(target, { ...request, amount: 30_000 }, p))),
    ).toEqual(['amount']);
    const unknown = { ...target, installment: null };
    expect(Object.keys(problemsOf((p) => checkRecordedPayment(unknown, request, p)))).toEqual([
      'installment',
    ]);
    expect(
      Object.keys(problemsOf((p) => checkRecordedPayment(target, { ...request, installment: null }, p))),
    ).toEqual(['installment']);
  });

  it('never takes more than the balance, nor a non-tender method, nor money for a cancelled order', () => {
    const cash = { ...target, paymentType: PaymentType.DEPOSIT, installment: null };
    const above = { ...request, amount: 80_001, installment: null };
    expect(Object.keys(problemsOf((p) => checkRecordedPayment(cash, above, p)))).toEqual(['amount']);
    const deposit = { ...request, method: PaymentType.DEPOSIT, installment: null };
    expect(Object.keys(problemsOf((p) => checkRecordedPayment(cash, deposit, p)))).toEqual(['method']);
    const cancelled = { ...cash, status: OrderStatus.CANCELLED };
    expect(Object.keys(problemsOf((p) => checkRecordedPayment(cancelled, above, p)))).toEqual(['uuid']);
  });
});

describe('OrderProblems', () => {
  it('answers 422 with every field when a line names a product the shop does not sell', () => {
    const problems = new OrderProblems();
    problems.add('customer.phone', 'Invalid phone', 'form.validation.phone');
    problems.add('lines.1.productId', 'Not sold here', OrderMessageKey.UNKNOWN_PRODUCT);
    const error = thrown(problems) as RuleError;
    expect(error).toBeInstanceOf(RuleError);
    expect(error.code).toBe(ErrorCode.UNPROCESSABLE);
    expect(error.messageKey).toBe(OrderMessageKey.UNKNOWN_PRODUCT);
    expect(Object.keys(error.fieldErrors)).toEqual(['customer.phone', 'lines.1.productId']);
  });

  it('answers 400 with the first key, or plain bad input without one, and nothing when all is well', () => {
    const keyed = new OrderProblems();
    keyed.add('note', 'Too long');
    keyed.add('firstPayment', 'Above the total', OrderMessageKey.DEPOSIT_ABOVE_TOTAL);
    const error = thrown(keyed) as RuleError;
    expect([error.code, error.messageKey]).toEqual([
      ErrorCode.BAD_USER_INPUT,
      OrderMessageKey.DEPOSIT_ABOVE_TOTAL,
    ]);
    const plain = new OrderProblems();
    plain.add('note', 'Too long');
    expect(thrown(plain)).toBeInstanceOf(BadUserInputError);
    expect(plain.hasUnder('note')).toBe(true);
    expect(plain.hasUnder('lines')).toBe(false);
    expect(thrown(new OrderProblems())).toBeUndefined();
  });
});
