import { OrderStatus, PaymentType } from '@tijara/schema';
import { BadUserInputError, RuleError } from '../../core/errors';
import { checkPayable, checkPaymentRequest, isPayableBy, MAX_ORDERS_PER_PAYMENT } from './payment-rules';
import type { PayableCandidate, PaymentRequest } from './payment-rules';

const request: PaymentRequest = { transporterId: 3, orderIds: [12, 10, 11], total: 6_000 };

function order(id: number, overrides: Partial<PayableCandidate> = {}): PayableCandidate {
  return {
    id,
    transporterId: 3,
    status: OrderStatus.DELIVERED,
    paymentType: PaymentType.TRANSPORTER,
    total: 2_000,
    ...overrides,
  };
}

function fieldErrorsOf(run: () => unknown): Readonly<Record<string, readonly string[]>> {
  try {
    run();
  } catch (error) {
    if (error instanceof BadUserInputError) return error.fieldErrors;
    throw error;
  }
  throw new Error('expected a BadUserInputError');
}

function ruleErrorOf(run: () => unknown): RuleError {
  try {
    run();
  } catch (error) {
    if (error instanceof RuleError) return error;
    throw error;
  }
  throw new Error('expected a RuleError');
}

describe('checkPaymentRequest', () => {
  it('sorts the orders ascending and turns blank texts into none', () => {
    expect(checkPaymentRequest({ ...request, reference: '  SHL-12 ', note: '   ' })).toEqual({
      transporterId: 3,
      orderIds: [10, 11, 12],
      total: 6_000,
      reference: 'SHL-12',
      note: null,
    });
  });

  it('names every field at fault at once', () => {
    const errors = fieldErrorsOf(() =>
      checkPaymentRequest({
        transporterId: 0,
        orderIds: [],
        total: -5,
        reference: 'x'.repeat(101),
        note: 'y'.repeat(1001),
      }),
    );
    expect(Object.keys(errors).sort()).toEqual(['note', 'orderIds', 'reference', 'total', 'transporterId']);
  });

  it('refuses repeated, fractional and too many orders', () => {
    expect(fieldErrorsOf(() => checkPaymentRequest({ ...request, orderIds: [4, 5, 4, 4] }))).toEqual({
      orderIds: ['each order once (repeated: 4)'],
    });
    expect(Object.keys(fieldErrorsOf(() => checkPaymentRequest({ ...request, orderIds: [1.5] })))).toEqual([
      'orderIds',
    ]);
    const many = Array.from({ length: MAX_ORDERS_PER_PAYMENT + 1 }, (_, index) => index + 1);
    expect(fieldErrorsOf(() => checkPaymentRequest({ ...request, orderIds: many }))).toEqual({
      orderIds: [`at most ${MAX_ORDERS_PER_PAYMENT} orders per payment`],
    });
    expect(checkPaymentRequest({ ...request, orderIds: many.slice(1) }).orderIds).toHaveLength(500);
  });

  it('refuses a total that is not a positive whole number of centimes', () => {
    for (const total of [0, -100, 10.5, Number.NaN]) {
      expect(fieldErrorsOf(() => checkPaymentRequest({ ...request, total }))).toEqual({
        total: ['must be a positive whole number of centimes'],
      });
    }
  });
});

describe('isPayableBy', () => {
  it('takes only delivered cash-on-delivery orders of the same transporter', () => {
    expect(isPayableBy(order(1), 3)).toBe(true);
    expect(isPayableBy(order(1), 4)).toBe(false);
    expect(isPayableBy(order(1, { transporterId: null }), 3)).toBe(false);
    expect(isPayableBy(order(1, { status: OrderStatus.SHIPPED }), 3)).toBe(false);
    expect(isPayableBy(order(1, { paymentType: PaymentType.CASH }), 3)).toBe(false);
    expect(isPayableBy(order(1, { paymentType: PaymentType.CARD }), 3)).toBe(false);
  });
});

describe('checkPayable', () => {
  const payment = checkPaymentRequest(request);
  const orders = [order(10), order(11), order(12)];

  it("answers the orders' sum when every rule holds", () => {
    expect(checkPayable({ payment, orders, paidOrderIds: [] })).toBe(6_000);
  });

  it('refuses unknown orders first, 404, naming them', () => {
    const error = ruleErrorOf(() => checkPayable({ payment, orders: [order(11)], paidOrderIds: [11] }));
    expect([error.code, error.messageKey, error.details]).toEqual([
      'NOT_FOUND',
      'order_not_payable',
      { orderIds: [10, 12] },
    ]);
  });

  it('refuses orders that are not payable by this transporter, 400, naming them', () => {
    const mixed = [order(10, { transporterId: 4 }), order(11), order(12, { status: OrderStatus.PENDING })];
    const error = ruleErrorOf(() => checkPayable({ payment, orders: mixed, paidOrderIds: [] }));
    expect([error.code, error.messageKey, error.details, Object.keys(error.fieldErrors)]).toEqual([
      'BAD_USER_INPUT',
      'order_not_payable',
      { orderIds: [10, 12] },
      ['orderIds'],
    ]);
  });

  it('refuses orders already paid, 409, naming them', () => {
    const error = ruleErrorOf(() => checkPayable({ payment, orders, paidOrderIds: [12, 10] }));
    expect([error.code, error.messageKey, error.details]).toEqual([
      'CONFLICT',
      'order_already_paid',
      { orderIds: [10, 12] },
    ]);
  });

  it('refuses a total other than the sum, on the total field, with the expected sum', () => {
    const short = checkPaymentRequest({ ...request, total: 5_999 });
    const error = ruleErrorOf(() => checkPayable({ payment: short, orders, paidOrderIds: [] }));
    expect([error.code, error.messageKey, error.details, error.fieldErrors]).toEqual([
      'BAD_USER_INPUT',
      'payment_total_mismatch',
      { expected: 6_000, total: 5_999 },
      { total: ['The chosen orders add up to 60.00 DA, not 59.99 DA'] },
    ]);
  });
});
