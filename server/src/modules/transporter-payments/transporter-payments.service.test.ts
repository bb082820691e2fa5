import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { RuleError } from '../../core/errors';
import { paymentClientError } from './transporter-payments.service';

function violation(constraint: string, detail: string): UniqueConstraintViolationException {
  const pgError = Object.assign(new Error('duplicate key value violates unique constraint'), {
    constraint,
    detail,
  });
  return new UniqueConstraintViolationException(pgError);
}

describe('paymentClientError', () => {
  it('turns a lost race on an order into 409 order_already_paid naming that order', () => {
    const error = paymentClientError(
      violation('transporter_payment_order_order_id_unique', 'Key (order_id)=(12) already exists.'),
      [11, 12],
    );
    expect(error).toBeInstanceOf(RuleError);
    const rule = error as RuleError;
    expect([rule.code, rule.messageKey, rule.details]).toEqual([
      'CONFLICT',
      'order_already_paid',
      { orderIds: [12] },
    ]);
  });

  it('names every requested order when the detail does not say which', () => {
    const rule = paymentClientError(
      violation('transporter_payment_order_order_id_unique', ''),
      [11, 12],
    ) as RuleError;
    expect(rule.details).toEqual({ orderIds: [11, 12] });
  });

  it('leaves other failures as they are', () => {
    const other = violation('some_other_unique', 'Key (x)=(1) already exists.');
    expect(paymentClientError(other, [1])).toBe(other);
    const plain = new Error('connection lost');
    expect(paymentClientError(plain, [1])).toBe(plain);
  });
});
