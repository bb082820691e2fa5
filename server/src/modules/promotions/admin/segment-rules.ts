/**
 * The pure checks of a customer segment form and of member lists. A members segment is a list staff
 * keep (no thresholds); a rule segment needs at least one threshold: a number of orders (from 1)
 * and/or an amount spent (centimes, from 0), both counted on the shop's orders that were neither
 * cancelled nor returned. When both are set a customer must reach both.
 */
import { MAX_ID } from '../../../core/ids';
import { SegmentKind } from '../customer-segment.entity';
import { FieldProblems, idList, repeated } from './field-problems';
import { MAX_HUNDREDTHS } from './promotion-value';

export const SEGMENT_NAME_MAX_LENGTH = 120;
/** Customers added or removed in one call (a picker's selection). */
export const MAX_MEMBERS_PER_CALL = 500;

export interface SegmentInputValue {
  readonly name: string;
  readonly kind: SegmentKind;
  readonly minOrders?: number | null;
  /** Centimes. */
  readonly minSpent?: number | null;
}

export interface SegmentFields {
  readonly name: string;
  readonly kind: SegmentKind;
  readonly minOrders: number | null;
  readonly minSpent: number | null;
}

function checkThreshold(problems: FieldProblems, field: string, value: number | null, min: number) {
  if (value !== null && (!Number.isSafeInteger(value) || value < min || value > MAX_HUNDREDTHS)) {
    problems.add(field, `must be a whole number from ${min}`);
  }
}

/** Every problem of the form at once (BadUserInputError), else the values to store. */
export function checkSegment(input: SegmentInputValue): SegmentFields {
  const problems = new FieldProblems();
  const name = input.name.trim();
  if (name === '') problems.add('name', 'is required');
  else if (name.length > SEGMENT_NAME_MAX_LENGTH) {
    problems.add('name', `must be at most ${SEGMENT_NAME_MAX_LENGTH} characters`);
  }
  const minOrders = input.minOrders ?? null;
  const minSpent = input.minSpent ?? null;
  if (input.kind === SegmentKind.MEMBERS) {
    if (minOrders !== null) problems.add('minOrders', 'only a rule segment has a minimum of orders');
    if (minSpent !== null) problems.add('minSpent', 'only a rule segment has a minimum spent');
  } else {
    checkThreshold(problems, 'minOrders', minOrders, 1);
    checkThreshold(problems, 'minSpent', minSpent, 0);
    if (minOrders === null && minSpent === null) {
      const message = 'a rule needs a minimum of orders or a minimum spent';
      problems.add('minOrders', message);
      problems.add('minSpent', message);
    }
  }
  problems.assertNone();
  return { name, kind: input.kind, minOrders, minSpent };
}

/** A member list to add or remove: 1 to MAX_MEMBERS_PER_CALL ids, each once. */
export function checkCustomerIds(ids: readonly number[]): number[] {
  const problems = new FieldProblems();
  if (ids.length === 0) problems.add('customerIds', 'choose at least one customer');
  if (ids.length > MAX_MEMBERS_PER_CALL) {
    problems.add('customerIds', `at most ${MAX_MEMBERS_PER_CALL} customers per call`);
  }
  const invalid = ids.filter((id) => !Number.isInteger(id) || id < 1 || id > MAX_ID);
  if (invalid.length > 0) problems.add('customerIds', `unknown customers: ${idList(invalid)}`);
  const twice = repeated(ids);
  if (twice.length > 0) problems.add('customerIds', `lists ${idList(twice)} more than once`);
  problems.assertNone();
  return [...ids];
}
