import { ErrorCode, OrderMessageKey } from '@tijara/schema';
import { BadUserInputError } from '../../../core/errors';
import { OrderShortageError } from '../../stock';
import { OrderProblems } from './order-problems';
import { refusalOf } from './staff-order-quote.service';

/** What OrderProblems.assertNone throws for these problems. */
function thrownBy(problems: OrderProblems) {
  try {
    problems.assertNone();
  } catch (error) {
    return error as BadUserInputError;
  }
  throw new Error('No problem was thrown');
}

describe('refusalOf', () => {
  it('answers the code, the first message key and every field, sorted, as createStaffOrder throws them', () => {
    const problems = new OrderProblems();
    problems.add('lines.1.quantity', 'A quantity is a whole number');
    problems.add('customer.phone', 'Not a mobile', 'form.validation.phone');
    problems.add('customer.phone', 'Twice');
    expect(refusalOf(thrownBy(problems))).toEqual({
      code: ErrorCode.BAD_USER_INPUT,
      messageKey: 'form.validation.phone',
      fieldErrors: [
        { field: 'customer.phone', messages: ['Not a mobile', 'Twice'] },
        { field: 'lines.1.quantity', messages: ['A quantity is a whole number'] },
      ],
    });
  });

  it('has no message key for plain bad input, and names the short line of a stock conflict', () => {
    expect(refusalOf(new BadUserInputError({ note: ['At most 500 characters'] })).messageKey).toBeNull();
    const shortage = { position: 2, productId: 7, combinationId: null, requested: 5, available: 3 };
    expect(refusalOf(new OrderShortageError([shortage], (position) => `lines.${position}.quantity`))).toEqual(
      {
        code: ErrorCode.CONFLICT,
        messageKey: OrderMessageKey.OUT_OF_STOCK,
        fieldErrors: [{ field: 'lines.2.quantity', messages: ['Only 3 available, 5 asked'] }],
      },
    );
  });
});
