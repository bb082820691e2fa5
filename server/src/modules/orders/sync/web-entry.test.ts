import { ErrorCode, OrderMessageKey } from '@tijara/schema';
import { BadUserInputError, RateLimitedError, RuleError } from '../../../core/errors';
import { OrderShortageError } from '../../stock';
import { outcomeOfRefusal } from './web-entry';

const summary = (error: unknown) => {
  const outcome = outcomeOfRefusal(error);
  return (
    outcome && { status: outcome.status, reasons: outcome.reasons.map((r) => [r.code, r.field, r.message]) }
  );
};

describe('outcomeOfRefusal', () => {
  it('rejects a cooldown with the seconds to wait in the message', () => {
    expect(summary(new RateLimitedError(42))).toEqual({
      status: 'rejected',
      reasons: [['COOLDOWN', null, 'Another order was placed just before: retry after 42 s']],
    });
  });

  it('answers a shortage as a conflict naming each short line', () => {
    const error = new OrderShortageError(
      [{ position: 1, productId: 5, combinationId: 50, requested: 3, available: 1 }],
      (position) => `cart.${position}.quantity`,
    );
    expect(summary(error)).toEqual({
      status: 'conflict',
      reasons: [['OUT_OF_STOCK', 'webOrder.cart.1.quantity', 'Only 1 available, 3 asked']],
    });
  });

  it('answers a higher total as a PRICE_CHANGED conflict and a reused key as rejected', () => {
    const higher = new RuleError(
      ErrorCode.CONFLICT,
      OrderMessageKey.PRICE_CHANGED,
      'up',
      {},
      { total: 5_000 },
    );
    expect(summary(higher)?.status).toBe('conflict');
    expect(summary(higher)?.reasons[0]?.[0]).toBe('PRICE_CHANGED');
    const reused = new RuleError(ErrorCode.CONFLICT, OrderMessageKey.KEY_REUSED, 'reused');
    expect(summary(reused)).toEqual({
      status: 'rejected',
      reasons: [['KEY_REUSED', 'webOrder.clientOrderKey', 'This order key already made another order']],
    });
  });

  it('rejects bad input with one reason per field error, coded by its message key', () => {
    const unknown = new RuleError(ErrorCode.UNPROCESSABLE, OrderMessageKey.UNKNOWN_PRODUCT, 'x', {
      'cart.0.productId': ['This product is not sold in this shop'],
    });
    expect(summary(unknown)).toEqual({
      status: 'rejected',
      reasons: [['UNKNOWN_PRODUCT', 'webOrder.cart.0.productId', 'This product is not sold in this shop']],
    });
    const bad = new BadUserInputError({ 'customer.phone': ['Invalid phone', 'Required'] });
    expect(summary(bad)?.reasons).toEqual([
      ['BAD_USER_INPUT', 'webOrder.customer.phone', 'Invalid phone'],
      ['BAD_USER_INPUT', 'webOrder.customer.phone', 'Required'],
    ]);
  });

  it('leaves unexpected failures to the caller', () => {
    expect(outcomeOfRefusal(new Error('connection lost'))).toBeNull();
  });
});
