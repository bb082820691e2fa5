/**
 * The pure checks of a promotion form (field names as in PromotionInput). Each
 * problem is recorded under its field, so one answer lists them all; the database's checks (unknown
 * targets, a coupon code in use) add theirs to the same collector before anything is written.
 *
 * On update, an optional field left out keeps the promotion's current value and null resets it (no
 * coupon, no minimum, priority 0...): `base` carries the current values, null on create.
 */
import {
  COUPON_CODE_PATTERN,
  Combinability,
  combinabilityFits,
  DiscountType,
  groupOf,
  MAX_PERCENT_HUNDREDTHS,
  MAX_PROMOTION_PRIORITY,
  normaliseCouponCode,
  PROMOTION_NAME_MAX_LENGTH,
} from '@tijara/schema';
import type { PaymentType, PromotionScope, SalesChannel } from '@tijara/schema';
import type { PromotionTranslations } from '../promotion.entity';
import { keyOf } from './field-problems';
import type { FieldProblems } from './field-problems';
import { hundredthsOf, MAX_HUNDREDTHS } from './promotion-value';
import { checkTranslations } from './promotion-texts';
import type { PromotionTextsValue } from './promotion-texts';
import { checkChannels, checkPaymentMethods, checkTargetIds } from './promotion-lists';

export interface PromotionInputValue {
  readonly name: string;
  readonly startsAt: Date;
  readonly endsAt: Date;
  readonly translations: readonly PromotionTextsValue[];
  readonly targetIds?: readonly number[] | null;
  readonly paymentMethods?: readonly PaymentType[] | null;
  readonly priority?: number | null;
  readonly active?: boolean | null;
  readonly featured?: boolean | null;
  readonly couponCode?: string | null;
  readonly singleUse?: boolean | null;
  readonly discountType: DiscountType;
  /** As typed: percent (12.5) or DZD (200.5). */
  readonly value: number;
  readonly combinability: Combinability;
  readonly channels: readonly SalesChannel[];
  /** Centimes. */
  readonly minimumSubtotal?: number | null;
}

/** What a promotion row stores of the form; `value` in hundredths. */
export interface PromotionFields {
  readonly name: string;
  readonly startsAt: Date;
  readonly endsAt: Date;
  readonly translations: PromotionTranslations;
  readonly targetIds: number[];
  readonly paymentMethods: PaymentType[];
  readonly priority: number;
  readonly active: boolean;
  readonly featured: boolean;
  readonly couponCode: string | null;
  readonly singleUse: boolean;
  readonly discountType: DiscountType;
  readonly value: number;
  readonly combinability: Combinability;
  readonly channels: SalesChannel[];
  readonly minimumSubtotal: number | null;
}

type Optional = 'targetIds' | 'paymentMethods' | 'priority' | 'active' | 'featured' | 'couponCode';
type OptionalField = Optional | 'singleUse' | 'minimumSubtotal';

const DEFAULTS: Pick<PromotionFields, OptionalField> = {
  targetIds: [],
  paymentMethods: [],
  priority: 0,
  active: true,
  featured: false,
  couponCode: null,
  singleUse: false,
  minimumSubtotal: null,
};

/** Left out: the current value (update) or the default; null: the default. */
function pick<K extends OptionalField>(
  input: PromotionInputValue,
  base: Pick<PromotionFields, OptionalField> | null,
  key: K,
): PromotionFields[K] | NonNullable<PromotionInputValue[K]> {
  const value = input[key];
  if (value === undefined) return base ? base[key] : DEFAULTS[key];
  return value ?? DEFAULTS[key];
}

function checkName(problems: FieldProblems, name: string): string {
  const text = name.trim();
  if (text === '') problems.add('name', 'is required');
  else if (text.length > PROMOTION_NAME_MAX_LENGTH) {
    problems.add('name', `must be at most ${PROMOTION_NAME_MAX_LENGTH} characters`);
  }
  return text;
}

function checkDates(problems: FieldProblems, startsAt: Date, endsAt: Date): void {
  const start = startsAt.getTime();
  const end = endsAt.getTime();
  if (Number.isNaN(start)) problems.add('startsAt', 'must be a date and time');
  if (Number.isNaN(end)) problems.add('endsAt', 'must be a date and time');
  else if (!Number.isNaN(start) && end <= start) problems.add('endsAt', 'must be after the start');
}

/** Hundredths of the typed value: > 0, at most 2 decimals, a percentage at most 100. */
export function checkValue(problems: FieldProblems, discountType: DiscountType, value: number): number {
  const hundredths = hundredthsOf(value);
  if (hundredths === null) problems.add('value', 'must have at most 2 decimals');
  else if (hundredths <= 0) problems.add('value', 'must be greater than 0');
  else if (discountType === DiscountType.PERCENTAGE && hundredths > MAX_PERCENT_HUNDREDTHS) {
    problems.add('value', 'a percentage must be at most 100');
  } else if (hundredths > MAX_HUNDREDTHS) {
    problems.add('value', `must be at most ${MAX_HUNDREDTHS / 100}`);
  }
  return hundredths ?? 0;
}

/** Trimmed and upper-cased; empty is none. */
export function checkCouponCode(problems: FieldProblems, code: string | null): string | null {
  const clean = code === null ? '' : normaliseCouponCode(code);
  if (clean === '') return null;
  if (!COUPON_CODE_PATTERN.test(clean)) {
    problems.add(
      'couponCode',
      'must be 3 to 32 characters among A-Z, 0-9, _ and -, starting with a letter or digit',
    );
  }
  return clean;
}

function checkWhole(problems: FieldProblems, field: string, value: number | null, max: number) {
  if (value !== null && (!Number.isSafeInteger(value) || value < 0 || value > max)) {
    problems.add(field, `must be a whole number from 0 to ${max}`);
  }
}

/** Every pure check of the form for a promotion of `scope`; read `problems` before using the result. */
export function checkPromotion(
  problems: FieldProblems,
  scope: PromotionScope,
  input: PromotionInputValue,
  base: PromotionFields | null = null,
): PromotionFields {
  checkDates(problems, input.startsAt, input.endsAt);
  const couponCode = checkCouponCode(problems, pick(input, base, 'couponCode'));
  const singleUse = pick(input, base, 'singleUse');
  if (singleUse && couponCode === null) problems.add('singleUse', 'needs a coupon code');
  if (!combinabilityFits(scope, input.combinability)) {
    const kind = groupOf(scope) === 'item' ? 'an item' : 'a cart';
    problems.add('combinability', `${keyOf(Combinability, input.combinability)} does not fit ${kind} scope`);
  }
  const priority = pick(input, base, 'priority');
  checkWhole(problems, 'priority', priority, MAX_PROMOTION_PRIORITY);
  const minimumSubtotal = pick(input, base, 'minimumSubtotal');
  checkWhole(problems, 'minimumSubtotal', minimumSubtotal, MAX_HUNDREDTHS);
  return {
    name: checkName(problems, input.name),
    startsAt: input.startsAt,
    endsAt: input.endsAt,
    translations: checkTranslations(problems, input.translations),
    targetIds: checkTargetIds(problems, scope, pick(input, base, 'targetIds')),
    paymentMethods: checkPaymentMethods(problems, scope, pick(input, base, 'paymentMethods')),
    priority,
    active: pick(input, base, 'active'),
    featured: pick(input, base, 'featured'),
    couponCode,
    singleUse,
    discountType: input.discountType,
    value: checkValue(problems, input.discountType, input.value),
    combinability: input.combinability,
    channels: checkChannels(problems, input.channels),
    minimumSubtotal,
  };
}
