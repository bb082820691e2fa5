import { BadUserInputError } from '../../../core/errors';
import { SegmentKind } from '../customer-segment.entity';
import { checkCustomerIds, checkSegment } from './segment-rules';

function errorsOf(run: () => unknown) {
  try {
    run();
  } catch (error) {
    if (error instanceof BadUserInputError) return error.fieldErrors;
    throw error;
  }
  throw new Error('expected a BadUserInputError');
}

describe('checkSegment', () => {
  it('accepts a members segment and a rule with one or both thresholds', () => {
    expect(checkSegment({ name: ' VIP ', kind: SegmentKind.MEMBERS })).toEqual({
      name: 'VIP',
      kind: SegmentKind.MEMBERS,
      minOrders: null,
      minSpent: null,
    });
    expect(checkSegment({ name: 'Fidèles', kind: SegmentKind.RULE, minOrders: 3 })).toMatchObject({
      minOrders: 3,
    });
    expect(checkSegment({ name: 'Tous', kind: SegmentKind.RULE, minSpent: 0 })).toMatchObject({
      minSpent: 0,
    });
  });

  it('refuses a rule without threshold, a threshold out of range and thresholds on a members list', () => {
    const message = 'a rule needs a minimum of orders or a minimum spent';
    expect(errorsOf(() => checkSegment({ name: 'X', kind: SegmentKind.RULE }))).toEqual({
      minOrders: [message],
      minSpent: [message],
    });
    expect(
      errorsOf(() => checkSegment({ name: '', kind: SegmentKind.RULE, minOrders: 0, minSpent: -1 })),
    ).toEqual({
      name: ['is required'],
      minOrders: ['must be a whole number from 1'],
      minSpent: ['must be a whole number from 0'],
    });
    expect(errorsOf(() => checkSegment({ name: 'L', kind: SegmentKind.MEMBERS, minOrders: 2 }))).toEqual({
      minOrders: ['only a rule segment has a minimum of orders'],
    });
  });
});

describe('checkCustomerIds', () => {
  it('wants 1 or more distinct ids', () => {
    expect(checkCustomerIds([3, 1])).toEqual([3, 1]);
    expect(errorsOf(() => checkCustomerIds([]))).toEqual({ customerIds: ['choose at least one customer'] });
    expect(errorsOf(() => checkCustomerIds([2, 2, -1]))).toEqual({
      customerIds: ['unknown customers: -1', 'lists 2 more than once'],
    });
  });
});
