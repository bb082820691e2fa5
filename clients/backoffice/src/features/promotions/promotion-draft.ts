/**
 * The promotion editor's form as typed (strings, as the fields hold them) and its conversion into
 * the contract's PromotionInput. Amounts go through parseDinars (@tijara/schema: spaces between
 * thousands, decimal comma or point, at most 2 decimals, Arabic-Indic digits); a percentage is typed
 * the same way. The input carries value as typed (12.5 %, 1200.5 DA), minimumSubtotal in centimes.
 * What the server checks again is checked here only so that a mistyped field is named before sending.
 */
import type { MessageDescriptor } from 'react-intl';
import {
  COUPON_CODE_PATTERN,
  LOCALES,
  MAX_PERCENT_HUNDREDTHS,
  MAX_PROMOTION_PRIORITY,
  PROMOTION_NAME_MAX_LENGTH,
  dinarsToCentimes,
  isLocale,
  normaliseCouponCode,
  parseDinars,
} from '@tijara/schema';
import type { Locale } from '@tijara/schema';
import { commonMessages, formatCurrencyInput, parseCurrencyInput } from '@tijara/shared';
import type {
  Combinability,
  DiscountType,
  PaymentType,
  PromotionFieldsFragment,
  PromotionInput,
  PromotionScope,
  PromotionTextsInput,
  SalesChannel,
} from '../../__generated__/promotions/graphql';
import { parseWholeNumber } from '../../components/whole-number';
import { isoFromLocalInput, localInputFromIso } from './local-date-time';
import { messages } from './messages';
import { combinabilitiesFor, pickerOf, takesTargetIds } from './vocabulary';

export interface Target {
  readonly id: number;
  readonly name: string;
}

export interface TextsDraft {
  readonly title: string;
  readonly subtitle: string;
  readonly slogan: string;
  readonly bannerHtml: string;
}

export interface PromotionDraft {
  readonly name: string;
  /** datetime-local values ("2026-12-01T08:00"), the browser's time zone. */
  readonly startsAt: string;
  readonly endsAt: string;
  readonly texts: Readonly<Record<Locale, TextsDraft>>;
  readonly scope: PromotionScope;
  readonly targets: readonly Target[];
  readonly paymentMethods: readonly PaymentType[];
  readonly discountType: DiscountType;
  readonly value: string;
  readonly combinability: Combinability;
  readonly channels: readonly SalesChannel[];
  readonly priority: string;
  readonly active: boolean;
  readonly featured: boolean;
  readonly couponCode: string;
  readonly singleUse: boolean;
  readonly minimumSubtotal: string;
}

/** Field (as the input names it) -> what is wrong with it. */
export type DraftProblems = Readonly<Record<string, readonly MessageDescriptor[]>>;

export type DraftCheck =
  | { readonly ok: true; readonly input: PromotionInput }
  | { readonly ok: false; readonly problems: DraftProblems };

const NO_TEXTS: TextsDraft = { title: '', subtitle: '', slogan: '', bannerHtml: '' };

export function emptyDraft(): PromotionDraft {
  return {
    name: '',
    startsAt: '',
    endsAt: '',
    texts: { fr: NO_TEXTS, en: NO_TEXTS, ar: NO_TEXTS },
    scope: 'PRODUCT',
    targets: [],
    paymentMethods: [],
    discountType: 'PERCENTAGE',
    value: '',
    combinability: 'STACKABLE',
    channels: ['ECOMMERCE'],
    priority: '0',
    active: true,
    featured: false,
    couponCode: '',
    singleUse: false,
    minimumSubtotal: '',
  };
}

/** "12,5" for 12.5; "1 200,50" for 1200.5 DA: the way the fields are typed. */
export function valueText(type: DiscountType, value: number): string {
  if (type === 'PERCENTAGE') return String(value).replace('.', ',');
  return formatCurrencyInput(dinarsToCentimes(value));
}

export function draftOf(promotion: PromotionFieldsFragment): PromotionDraft {
  const texts = { fr: NO_TEXTS, en: NO_TEXTS, ar: NO_TEXTS };
  for (const { locale, title, subtitle, slogan, bannerHtml } of promotion.translations) {
    if (isLocale(locale)) texts[locale] = { title, subtitle, slogan, bannerHtml };
  }
  return {
    name: promotion.name,
    startsAt: localInputFromIso(promotion.startsAt),
    endsAt: localInputFromIso(promotion.endsAt),
    texts,
    scope: promotion.scope,
    targets: promotion.targets.map(({ id, name }) => ({ id, name })),
    paymentMethods: promotion.paymentMethods,
    discountType: promotion.discountType,
    value: valueText(promotion.discountType, promotion.value),
    combinability: promotion.combinability,
    channels: promotion.channels,
    priority: String(promotion.priority),
    active: promotion.active,
    featured: promotion.featured,
    couponCode: promotion.couponCode ?? '',
    singleUse: promotion.singleUse,
    minimumSubtotal: promotion.minimumSubtotal === null ? '' : formatCurrencyInput(promotion.minimumSubtotal),
  };
}

/** A new scope keeps the targets only if they mean the same thing; an unfit mode falls back to stackable. */
export function withScope(draft: PromotionDraft, scope: PromotionScope): PromotionDraft {
  const fits = combinabilitiesFor(scope).includes(draft.combinability);
  return {
    ...draft,
    scope,
    targets: pickerOf(scope) === pickerOf(draft.scope) ? draft.targets : [],
    combinability: fits ? draft.combinability : 'STACKABLE',
  };
}

type Problems = Record<string, MessageDescriptor[]>;

const TITLE_REQUIRED: Readonly<Record<Locale, MessageDescriptor>> = {
  fr: messages.titleRequiredFr,
  en: messages.titleRequiredEn,
  ar: messages.titleRequiredAr,
};

function add(problems: Problems, field: string, problem: MessageDescriptor): void {
  (problems[field] ??= []).push(problem);
}

/** The discount as typed: percent (12.5) or dinars (1200.5); null when not a valid one. */
export function parseDiscountValue(type: DiscountType, text: string): number | null {
  const hundredths = parseDinars(text, { allowNegative: false });
  if (hundredths === null || hundredths <= 0) return null;
  if (type === 'PERCENTAGE' && hundredths > MAX_PERCENT_HUNDREDTHS) return null;
  return hundredths / 100;
}

function checkDates(draft: PromotionDraft, problems: Problems) {
  const startsAt = isoFromLocalInput(draft.startsAt);
  const endsAt = isoFromLocalInput(draft.endsAt);
  if (!startsAt) add(problems, 'startsAt', messages.dateRequired);
  if (!endsAt) add(problems, 'endsAt', messages.dateRequired);
  else if (startsAt && endsAt <= startsAt) add(problems, 'endsAt', messages.endBeforeStart);
  return { startsAt: startsAt ?? '', endsAt: endsAt ?? '' };
}

function checkTexts(draft: PromotionDraft, problems: Problems): PromotionTextsInput[] {
  const translations: PromotionTextsInput[] = [];
  for (const locale of LOCALES) {
    const texts = draft.texts[locale];
    const title = texts.title.trim();
    const written = [texts.title, texts.subtitle, texts.slogan, texts.bannerHtml].some((t) => t.trim());
    if (locale !== 'fr' && !written) continue;
    if (!title) add(problems, 'translations', TITLE_REQUIRED[locale]);
    translations.push({
      locale,
      title,
      subtitle: texts.subtitle.trim(),
      slogan: texts.slogan.trim(),
      bannerHtml: texts.bannerHtml.trim(),
    });
  }
  return translations;
}

function checkTargets(draft: PromotionDraft, problems: Problems): Partial<PromotionInput> {
  if (takesTargetIds(draft.scope)) {
    if (draft.targets.length === 0) add(problems, 'targetIds', messages.targetsRequired);
    return { targetIds: draft.targets.map((target) => target.id) };
  }
  if (draft.scope === 'PAYMENT_METHOD') {
    if (draft.paymentMethods.length === 0) add(problems, 'paymentMethods', messages.paymentMethodsRequired);
    return { paymentMethods: [...draft.paymentMethods] };
  }
  return {};
}

/** Left blank, the priority is 0. */
function checkPriority(text: string, problems: Problems): number {
  if (text.trim() === '') return 0;
  const priority = parseWholeNumber(text);
  if (priority !== null && priority <= MAX_PROMOTION_PRIORITY) return priority;
  add(problems, 'priority', messages.badPriority);
  return 0;
}

function checkCoupon(draft: PromotionDraft, problems: Problems): string | null {
  const code = normaliseCouponCode(draft.couponCode);
  if (code && !COUPON_CODE_PATTERN.test(code)) add(problems, 'couponCode', messages.badCoupon);
  return code || null;
}

function checkMinimum(text: string, problems: Problems): number | null {
  const centimes = parseCurrencyInput(text);
  if (centimes === undefined) add(problems, 'minimumSubtotal', messages.badAmount);
  return centimes ?? null;
}

/** Why a discount value is refused: a well-typed 0 DA is told as such, not as a typing mistake. */
function valueProblem(type: DiscountType, text: string): MessageDescriptor {
  if (type === 'PERCENTAGE') return messages.badPercent;
  return parseDinars(text, { allowNegative: false }) === 0 ? messages.amountNotPositive : messages.badAmount;
}

function checkValue(draft: PromotionDraft, problems: Problems): number {
  const value = parseDiscountValue(draft.discountType, draft.value);
  if (value === null) add(problems, 'value', valueProblem(draft.discountType, draft.value));
  return value ?? 0;
}

/** The PromotionInput the draft stands for, or every field at fault (nothing is sent then). */
export function checkDraft(draft: PromotionDraft): DraftCheck {
  const problems: Problems = {};
  const name = draft.name.trim();
  if (!name) add(problems, 'name', commonMessages.nameRequired);
  else if (name.length > PROMOTION_NAME_MAX_LENGTH) add(problems, 'name', messages.nameTooLong);
  const dates = checkDates(draft, problems);
  const translations = checkTexts(draft, problems);
  const targets = checkTargets(draft, problems);
  const value = checkValue(draft, problems);
  const priority = checkPriority(draft.priority, problems);
  const couponCode = checkCoupon(draft, problems);
  const minimumSubtotal = checkMinimum(draft.minimumSubtotal, problems);
  if (draft.channels.length === 0) add(problems, 'channels', messages.channelsRequired);
  if (Object.keys(problems).length > 0) return { ok: false, problems };
  return {
    ok: true,
    input: {
      name,
      ...dates,
      translations,
      ...targets,
      priority,
      active: draft.active,
      featured: draft.featured,
      couponCode,
      singleUse: couponCode !== null && draft.singleUse,
      discountType: draft.discountType,
      value,
      combinability: draft.combinability,
      channels: [...draft.channels],
      minimumSubtotal,
    },
  };
}
