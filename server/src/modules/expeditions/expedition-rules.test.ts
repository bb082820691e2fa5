import { ErrorCode, ExpeditionStatus, MAX_STOCK_QUANTITY } from '@tijara/schema';
import { BadUserInputError, NotFoundError, RuleError } from '../../core/errors';
import {
  assertEditable,
  assertReceivable,
  idempotencyKeyOf,
  invalidQuantity,
  isItemQuantity,
  MAX_IDEMPOTENCY_KEY_LENGTH,
  receivedQuantityError,
  withMessageKey,
} from './expedition-rules';

function thrown(run: () => unknown): RuleError {
  try {
    run();
  } catch (error) {
    if (error instanceof RuleError) return error;
    throw error;
  }
  throw new Error('nothing was thrown');
}

describe('assertEditable', () => {
  it('lets items change while the expedition is in progress', () => {
    expect(() => assertEditable({ id: 1, status: ExpeditionStatus.INPROGRESS }, 'add')).not.toThrow();
  });

  it.each([
    ['add', 'error_adding'],
    ['update', 'error_updating'],
    ['remove', 'error_removing'],
  ] as const)('refuses to %s once sent, with %s and the reason', (edit, key) => {
    const error = thrown(() => assertEditable({ id: 7, status: ExpeditionStatus.SENT }, edit));
    expect([error.code, error.messageKey, error.details]).toEqual([
      ErrorCode.CONFLICT,
      key,
      { reason: 'expedition_not_editable', status: 'sent' },
    ]);
  });
});

describe('item quantities', () => {
  it('are whole units from 1 to the largest quantity one request may move', () => {
    expect([1, 10, MAX_STOCK_QUANTITY].map(isItemQuantity)).toEqual([true, true, true]);
    expect([0, -1, 1.5, Number.NaN, MAX_STOCK_QUANTITY + 1].map(isItemQuantity)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('are refused on the quantity field with invalid_quantity and what is available', () => {
    const error = invalidQuantity(4);
    expect([error.code, error.messageKey, error.details, error.fieldErrors]).toEqual([
      ErrorCode.BAD_USER_INPUT,
      'invalid_quantity',
      { available: 4 },
      { quantity: ['The quantity must be a whole number from 1 to 4'] },
    ]);
    expect(invalidQuantity(-3).details).toEqual({ available: 0 });
    expect(invalidQuantity(0).message).toBe('No unit of this item is available');
  });
});

describe('receivedQuantityError', () => {
  it('accepts whole units up to what is still expected', () => {
    expect(receivedQuantityError(1, 3)).toBeNull();
    expect(receivedQuantityError(3, 3)).toBeNull();
  });

  it.each([0, -2, 1.5, Number.NaN])('calls %s invalid_data on the quantity field', (quantity) => {
    const error = receivedQuantityError(quantity, 3);
    expect([error?.code, error?.messageKey, Object.keys(error?.fieldErrors ?? {})]).toEqual([
      ErrorCode.BAD_USER_INPUT,
      'invalid_data',
      ['quantity'],
    ]);
  });

  it('refuses more than is still expected with error_receiving_part and the remaining units', () => {
    const error = receivedQuantityError(4, 3);
    expect([error?.code, error?.messageKey, error?.details]).toEqual([
      ErrorCode.BAD_USER_INPUT,
      'error_receiving_part',
      { remaining: 3 },
    ]);
  });
});

describe('assertReceivable', () => {
  it('lets a sent or partly received expedition receive', () => {
    expect(() => assertReceivable({ id: 1, status: ExpeditionStatus.SENT })).not.toThrow();
    expect(() => assertReceivable({ id: 1, status: ExpeditionStatus.PARTIALLY_RECIEVED })).not.toThrow();
  });

  it.each([
    ExpeditionStatus.INPROGRESS,
    ExpeditionStatus.FULLY_RECIEVED,
    ExpeditionStatus.COMPLETED,
    ExpeditionStatus.CANCELLED,
  ])('refuses a %s expedition with 409 error_receiving_part', (status) => {
    const error = thrown(() => assertReceivable({ id: 1, status }));
    expect([error.code, error.messageKey, error.details]).toEqual([
      ErrorCode.CONFLICT,
      'error_receiving_part',
      { status },
    ]);
  });
});

describe('idempotencyKeyOf', () => {
  it('trims the key and treats a blank one as none', () => {
    expect(idempotencyKeyOf('  abc ')).toBe('abc');
    expect(idempotencyKeyOf('  ')).toBeNull();
    expect(idempotencyKeyOf(undefined)).toBeNull();
    expect(idempotencyKeyOf(null)).toBeNull();
  });

  it('refuses a key that is too long', () => {
    const error = thrown(() => idempotencyKeyOf('k'.repeat(MAX_IDEMPOTENCY_KEY_LENGTH + 1)));
    expect([error.messageKey, Object.keys(error.fieldErrors)]).toEqual(['invalid_data', ['idempotencyKey']]);
  });
});

describe('withMessageKey', () => {
  it('gives a refusal without a key the action key, keeping its code, message and fields', () => {
    const keyed = withMessageKey(
      new BadUserInputError({ combinationId: ['unknown'] }, 'Bad'),
      'error_adding',
    );
    expect(keyed).toBeInstanceOf(RuleError);
    const error = keyed as RuleError;
    expect([error.code, error.messageKey, error.message, error.fieldErrors]).toEqual([
      ErrorCode.BAD_USER_INPUT,
      'error_adding',
      'Bad',
      { combinationId: ['unknown'] },
    ]);
    expect((withMessageKey(new NotFoundError('Product', 9), 'error_adding') as RuleError).code).toBe(
      ErrorCode.NOT_FOUND,
    );
  });

  it('keeps the key a refusal already has, and leaves unexpected errors alone', () => {
    const quantity = invalidQuantity(2);
    expect(withMessageKey(quantity, 'error_adding')).toBe(quantity);
    const crash = new Error('boom');
    expect(withMessageKey(crash, 'error_adding')).toBe(crash);
  });
});
