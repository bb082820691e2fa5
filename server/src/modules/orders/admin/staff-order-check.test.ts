import { CustomerFormMessageKey, MAX_STOCK_QUANTITY } from '@tijara/schema';
import { OrderProblems } from './order-problems';
import {
  checkCouponCodes,
  checkCustomerChoice,
  checkStaffDelivery,
  checkStaffLines,
} from './staff-order-check';

const customer = { firstname: 'Amina', lastname: 'Benali', phone: '+213 550 12 34 56', email: null };

describe('checkCustomerChoice', () => {
  it('takes a customer id, or a typed customer normalised by the shared form rules', () => {
    const problems = new OrderProblems();
    expect(checkCustomerChoice(7, null, problems)).toEqual({ kind: 'id', id: 7 });
    expect(checkCustomerChoice(null, customer, problems)).toEqual({
      kind: 'form',
      values: { firstname: 'Amina', lastname: 'Benali', phone: '0550123456', email: '' },
    });
    expect(problems.any).toBe(false);
  });

  it('names each bad field of a typed customer with the legacy field key', () => {
    const problems = new OrderProblems();
    expect(
      checkCustomerChoice(null, { ...customer, firstname: 'A1', phone: '0212345678' }, problems),
    ).toBeNull();
    expect(problems.fieldErrors).toEqual({
      'customer.firstname': ['Letters only, 3 to 20'],
      'customer.phone': ['A mobile number: 05, 06 or 07 and 8 more digits'],
    });
  });

  it('wants exactly one of the id and the typed customer', () => {
    for (const [id, typed] of [
      [null, null],
      [7, customer],
    ] as const) {
      const problems = new OrderProblems();
      expect(checkCustomerChoice(id, typed, problems)).toBeNull();
      expect(Object.keys(problems.fieldErrors)).toEqual(['customer']);
    }
    const problems = new OrderProblems();
    checkCustomerChoice(0, null, problems);
    expect(Object.keys(problems.fieldErrors)).toEqual(['customerId']);
  });
});

describe('checkStaffLines', () => {
  it('merges a product and combination given twice under the first line', () => {
    const problems = new OrderProblems();
    const lines = checkStaffLines(
      [
        { productId: 3, combinationId: 9, quantity: 1 },
        { productId: 4, combinationId: null, quantity: 2 },
        { productId: 3, combinationId: 9, quantity: 2 },
      ],
      problems,
    );
    expect(lines).toEqual([
      { position: 0, productId: 3, combinationId: 9, quantity: 3 },
      { position: 1, productId: 4, combinationId: null, quantity: 2 },
    ]);
    expect(problems.any).toBe(false);
  });

  it('names every bad line field and an empty order', () => {
    const problems = new OrderProblems();
    checkStaffLines(
      [
        { productId: 0, combinationId: -1, quantity: 0 },
        { productId: 5, quantity: MAX_STOCK_QUANTITY + 1 },
      ],
      problems,
    );
    expect(Object.keys(problems.fieldErrors)).toEqual([
      'lines.0.productId',
      'lines.0.combinationId',
      'lines.0.quantity',
      'lines.1.quantity',
    ]);
    const empty = new OrderProblems();
    checkStaffLines([], empty);
    expect(empty.fieldErrors).toEqual({ lines: ['An order has at least one line'] });
  });
});

describe('checkStaffDelivery', () => {
  it('is a pickup without a delivery and tidies the address', () => {
    const problems = new OrderProblems();
    expect(checkStaffDelivery(null, problems)).toBeNull();
    const where = { address: '  Cité 200   logements ', wilayaId: 16, communeId: 1621, transporterId: 2 };
    expect(checkStaffDelivery(where, problems)?.address).toBe('Cité 200 logements');
    expect(problems.any).toBe(false);
  });

  it('names a blank address and ids that cannot exist', () => {
    const problems = new OrderProblems();
    checkStaffDelivery({ address: ' ', wilayaId: 0, communeId: 1.5, transporterId: -2 }, problems);
    expect(Object.keys(problems.fieldErrors)).toEqual([
      'delivery.address',
      'delivery.wilayaId',
      'delivery.communeId',
      'delivery.transporterId',
    ]);
    expect(() => problems.assertNone()).toThrow(
      expect.objectContaining({ messageKey: CustomerFormMessageKey.MISSING_MANDATORY }) as Error,
    );
  });
});

describe('checkCouponCodes', () => {
  it('normalises and deduplicates codes, at most five', () => {
    const problems = new OrderProblems();
    expect(checkCouponCodes([' ete25 ', 'ETE25', ''], problems)).toEqual(['ETE25']);
    checkCouponCodes(['A1', 'B1', 'C1', 'D1', 'E1', 'F1'], problems);
    expect(Object.keys(problems.fieldErrors)).toEqual(['couponCodes']);
  });
});
