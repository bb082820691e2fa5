/**
 * The list fields of a promotion form and the scopes they belong to: targetIds (the picked products,
 * categories, brands, brand lines, collections or customer segments) only and always for the scopes
 * that name entities, paymentMethods only and always for the payment_method scope, channels always.
 * Each list is non-empty where required and names each entry once. Whether the ids exist is the
 * database's question (promotion-targets.sql.ts).
 */
import {
  PaymentType,
  PROMOTION_CHANNELS,
  PromotionScope,
  SalesChannel,
  SCOPES_WITH_ENTITY_TARGETS,
} from '@tijara/schema';
import { MAX_ID } from '../../../core/ids';
import { idList, keyOf, repeated } from './field-problems';
import type { FieldProblems } from './field-problems';

/** More than any picker shows; bounds the existence check's statement. */
export const MAX_TARGETS = 500;

const PAYMENT_TYPES: readonly string[] = Object.values(PaymentType);

export function hasEntityTargets(scope: PromotionScope): boolean {
  return SCOPES_WITH_ENTITY_TARGETS.includes(scope);
}

function noRepeats<T>(problems: FieldProblems, field: string, values: readonly T[]): void {
  const twice = repeated(values);
  if (twice.length > 0) problems.add(field, `lists ${twice.join(', ')} more than once`);
}

export function checkTargetIds(
  problems: FieldProblems,
  scope: PromotionScope,
  ids: readonly number[],
): number[] {
  if (!hasEntityTargets(scope)) {
    if (ids.length > 0)
      problems.add('targetIds', `must be empty for the scope ${keyOf(PromotionScope, scope)}`);
    return [];
  }
  if (ids.length === 0)
    problems.add('targetIds', `choose at least one target for the scope ${keyOf(PromotionScope, scope)}`);
  if (ids.length > MAX_TARGETS) problems.add('targetIds', `at most ${MAX_TARGETS} targets`);
  const invalid = ids.filter((id) => !Number.isInteger(id) || id < 1 || id > MAX_ID);
  if (invalid.length > 0) problems.add('targetIds', `unknown ids: ${idList(invalid)}`);
  noRepeats(problems, 'targetIds', ids);
  return [...ids];
}

export function checkPaymentMethods(
  problems: FieldProblems,
  scope: PromotionScope,
  methods: readonly PaymentType[],
): PaymentType[] {
  if (scope !== PromotionScope.PAYMENT_METHOD) {
    if (methods.length > 0)
      problems.add('paymentMethods', `must be empty for the scope ${keyOf(PromotionScope, scope)}`);
    return [];
  }
  if (methods.length === 0) problems.add('paymentMethods', 'choose at least one payment method');
  const unknown = methods.filter((method) => !PAYMENT_TYPES.includes(method));
  if (unknown.length > 0) problems.add('paymentMethods', `unknown payment methods: ${unknown.join(', ')}`);
  noRepeats(
    problems,
    'paymentMethods',
    methods.map((method) => keyOf(PaymentType, method)),
  );
  return [...methods];
}

export function checkChannels(problems: FieldProblems, channels: readonly SalesChannel[]): SalesChannel[] {
  if (channels.length === 0) problems.add('channels', 'choose at least one channel');
  const unknown = channels.filter((channel) => !PROMOTION_CHANNELS.includes(channel));
  if (unknown.length > 0) problems.add('channels', `unknown channels: ${unknown.join(', ')}`);
  noRepeats(
    problems,
    'channels',
    channels.map((channel) => keyOf(SalesChannel, channel)),
  );
  return [...channels];
}
