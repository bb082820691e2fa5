/**
 * The combination form as staff type it, and what it sends. The server keeps one figure, the impact
 * on the product's HT price (priceImpactHt, centimes, negative for a cheaper variant); the legacy
 * form shows it twice: productPrice, the combination's full HT price, and combinationPrice, the
 * impact. Both stay in step while typing (full = product HT + impact), so staff type whichever they
 * know. The currency input takes no sign, so the impact's direction is its own choice.
 */
import type { MessageDescriptor } from 'react-intl';
import type { Locale } from '@tijara/schema';
import { formatCurrencyInput, parseCurrencyInput } from '@tijara/shared';
import type {
  CombinationFieldsFragment,
  CombinationInput,
} from '../../__generated__/product-combinations/graphql';
import { componentMessages } from '../../components/messages';
import { formMessages } from './form-messages';

export type ImpactSign = 'plus' | 'minus';

export interface CombinationDraft {
  /** The name in the staff's language; empty shows the label ("Rouge - XL"). */
  readonly name: string;
  /** Attribute id -> chosen value id (absent: the attribute is not used). */
  readonly values: Readonly<Record<number, number>>;
  readonly reference: string;
  readonly barcode: string;
  readonly productPrice: string;
  readonly combinationPrice: string;
  readonly sign: ImpactSign;
  readonly isDefault: boolean;
  readonly active: boolean;
}

type Names = CombinationFieldsFragment['names'];

export function emptyDraft(productPriceHt: number): CombinationDraft {
  return {
    name: '',
    values: {},
    reference: '',
    barcode: '',
    productPrice: formatCurrencyInput(productPriceHt),
    combinationPrice: formatCurrencyInput(0),
    sign: 'plus',
    isDefault: false,
    active: true,
  };
}

export function draftOf(combination: CombinationFieldsFragment, locale: Locale): CombinationDraft {
  return {
    name: combination.names?.[locale] ?? '',
    values: Object.fromEntries(combination.values.map((value) => [value.attribute.id, value.id])),
    reference: combination.reference ?? '',
    barcode: combination.barcode ?? '',
    productPrice: formatCurrencyInput(combination.priceHt),
    combinationPrice: formatCurrencyInput(Math.abs(combination.priceImpactHt)),
    sign: combination.priceImpactHt < 0 ? 'minus' : 'plus',
    isDefault: combination.isDefault,
    active: combination.active,
  };
}

/** The impact the two impact fields say, in centimes; null when empty, undefined when not an amount. */
export function impactOf(
  draft: Pick<CombinationDraft, 'combinationPrice' | 'sign'>,
): number | null | undefined {
  const amount = parseCurrencyInput(draft.combinationPrice);
  if (amount === null || amount === undefined) return amount;
  return draft.sign === 'minus' ? -amount : amount;
}

/** productPrice typed: the impact follows (when the text is an amount). */
export function withProductPrice(draft: CombinationDraft, text: string, productHt: number): CombinationDraft {
  const full = parseCurrencyInput(text);
  if (full === null || full === undefined) return { ...draft, productPrice: text };
  const impact = full - productHt;
  return {
    ...draft,
    productPrice: text,
    combinationPrice: formatCurrencyInput(Math.abs(impact)),
    sign: impact < 0 ? 'minus' : 'plus',
  };
}

/** combinationPrice or its direction changed: the full price follows (left as typed when negative). */
export function withImpact(
  draft: CombinationDraft,
  change: Partial<Pick<CombinationDraft, 'combinationPrice' | 'sign'>>,
  productHt: number,
): CombinationDraft {
  const next = { ...draft, ...change };
  const impact = impactOf(next);
  if (impact === null || impact === undefined || productHt + impact < 0) return next;
  return { ...next, productPrice: formatCurrencyInput(productHt + impact) };
}

export type DraftProblems = Readonly<Record<string, readonly MessageDescriptor[]>>;

export type DraftCheck =
  | { readonly ok: true; readonly input: CombinationInput }
  | { readonly ok: false; readonly problems: DraftProblems };

export interface CheckOptions {
  readonly productHt: number;
  readonly locale: Locale;
  /** The names it has now (the other languages are sent back unchanged). */
  readonly names: Names;
  /** Whether the staff may set prices (PRICES): without it no price is sent. */
  readonly canPrice: boolean;
}

function priceProblems(draft: CombinationDraft, productHt: number): MessageDescriptor[] {
  const impact = impactOf(draft);
  if (impact === undefined) return [componentMessages.notAnAmount];
  if (productHt + (impact ?? 0) < 0) return [formMessages.negativePrice];
  return [];
}

/** The input to send, or the problems to show under the fields (nothing is sent then). */
export function checkDraft(draft: CombinationDraft, options: CheckOptions): DraftCheck {
  const problems: Record<string, MessageDescriptor[]> = {};
  const valueIds = Object.values(draft.values);
  if (valueIds.length === 0) problems['valueIds'] = [formMessages.valuesRequired];
  const prices = options.canPrice ? priceProblems(draft, options.productHt) : [];
  if (prices.length > 0) problems['combinationPrice'] = prices;
  if (Object.keys(problems).length > 0) return { ok: false, problems };

  const names = { fr: options.names?.fr ?? '', en: options.names?.en ?? '', ar: options.names?.ar ?? '' };
  const input: CombinationInput = {
    valueIds,
    names: { ...names, [options.locale]: draft.name.trim() },
    reference: draft.reference.trim(),
    barcode: draft.barcode.trim(),
    active: draft.active,
    // Never false: a product keeps one default, taken over by making another one the default.
    ...(draft.isDefault ? { isDefault: true } : {}),
    ...(options.canPrice ? { priceImpactHt: impactOf(draft) ?? 0 } : {}),
  };
  return { ok: true, input };
}
