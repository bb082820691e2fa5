/**
 * The details form as typed (every value a string or a flag, the way inputs hold them) and the
 * input the server takes from it. The form's keys are the spec's data keys (mainCategory, weight,
 * isActive...); the server names some fields otherwise (mainCategoryId, weightGrams, active...), so
 * its field errors are moved under the form's names. Checked here before anything is sent.
 */
import type { MessageDescriptor } from 'react-intl';
import type {
  CreateProductInput,
  ProductEditorFieldsFragment,
  ProductStatus,
  UpdateProductInput,
} from '../../__generated__/products/graphql';
import type { FieldErrors } from '../../components/field-errors';
import { componentMessages } from '../../components/messages';
import { parseWholeNumber } from '../../components/whole-number';
import { detailsMessages } from './details-messages';

export const PRODUCT_STATUSES: readonly ProductStatus[] = ['DRAFT', 'PUBLISHED', 'ARCHIVED'];
export const SIZE_FIELDS = ['weight', 'height', 'width', 'length'] as const;
export const LINK_FIELDS = ['categories', 'tags', 'collections', 'shops'] as const;
export type LinkField = (typeof LINK_FIELDS)[number];

/** The server's limits (product-fields.ts, product-texts.ts). */
export const NAME_MAX = 200;
export const CODE_MAX = 64;

export interface DetailsDraft {
  readonly name: string;
  /** Ids as the selects hold them; '' for none. */
  readonly mainCategory: string;
  readonly brand: string;
  readonly brandLine: string;
  readonly supplier: string;
  readonly isActive: boolean;
  readonly isFeatured: boolean;
  readonly isOnSale: boolean;
  /** Category, tag and collection ids, shop uuids. */
  readonly categories: readonly string[];
  readonly tags: readonly string[];
  readonly collections: readonly string[];
  readonly shops: readonly string[];
  readonly sku: string;
  readonly barcode: string;
  readonly status: ProductStatus;
  /** Grams, then millimetres. */
  readonly weight: string;
  readonly height: string;
  readonly width: string;
  readonly length: string;
  /** YYYY-MM-DD, as a date input gives it; '' for "now". */
  readonly availableDate: string;
}

/** A new product: a draft (the wizard's), sold by the installation's shop. */
export function emptyDetails(shopUuid?: string): DetailsDraft {
  return {
    name: '',
    mainCategory: '',
    brand: '',
    brandLine: '',
    supplier: '',
    isActive: true,
    isFeatured: false,
    isOnSale: false,
    categories: [],
    tags: [],
    collections: [],
    shops: shopUuid ? [shopUuid] : [],
    sku: '',
    barcode: '',
    status: 'DRAFT',
    weight: '',
    height: '',
    width: '',
    length: '',
    availableDate: '',
  };
}

const idText = (value: { id: number } | null) => (value ? String(value.id) : '');
const numberText = (value: number | null) => (value === null ? '' : String(value));

export function detailsOf(product: ProductEditorFieldsFragment): DetailsDraft {
  const french = product.translations.find((texts) => texts.locale === 'fr');
  return {
    name: french?.name ?? product.name,
    mainCategory: String(product.mainCategory.id),
    brand: idText(product.brand),
    brandLine: idText(product.brandLine),
    supplier: idText(product.supplier),
    isActive: product.active,
    isFeatured: product.featured,
    isOnSale: product.onSale,
    categories: product.categories.map((c) => String(c.id)),
    tags: product.tags.map((t) => String(t.id)),
    collections: product.collections.map((c) => String(c.id)),
    shops: product.shops.map((s) => s.uuid),
    sku: product.sku ?? '',
    barcode: product.barcode ?? '',
    status: product.status,
    weight: numberText(product.weightGrams),
    height: numberText(product.heightMm),
    width: numberText(product.widthMm),
    length: numberText(product.lengthMm),
    availableDate: product.availableDate ?? '',
  };
}

/** What is wrong with a field, with the values its text needs. */
export interface Problem {
  readonly message: MessageDescriptor;
  readonly values?: Readonly<Record<string, number>>;
}
export type Problems = Readonly<Record<string, readonly Problem[]>>;

export type DetailsCheck =
  | { readonly ok: true; readonly input: UpdateProductInput; readonly name: string }
  | { readonly ok: false; readonly problems: Problems };

/** The problems as the lines shown under each field. */
export function problemLines(
  problems: Problems,
  format: (message: MessageDescriptor, values?: Readonly<Record<string, number>>) => string,
): FieldErrors {
  return Object.fromEntries(
    Object.entries(problems).map(([field, list]) => [field, list.map((p) => format(p.message, p.values))]),
  );
}

const optionalId = (text: string) => (text === '' ? null : Number(text));

function sizes(draft: DetailsDraft, problems: Record<string, Problem[]>) {
  const value = (field: (typeof SIZE_FIELDS)[number]) => {
    if (draft[field].trim() === '') return null;
    const parsed = parseWholeNumber(draft[field]);
    if (parsed === null) problems[field] = [{ message: componentMessages.wholeNumber }];
    return parsed;
  };
  return {
    weightGrams: value('weight'),
    heightMm: value('height'),
    widthMm: value('width'),
    lengthMm: value('length'),
  };
}

/**
 * The details form checked as the server would: required main category (and name for a new
 * product), lengths, whole sizes, a calendar date. Codes are sent trimmed; an empty one clears it.
 */
export function checkDetails(draft: DetailsDraft, { needsName }: { needsName: boolean }): DetailsCheck {
  const problems: Record<string, Problem[]> = {};
  const name = draft.name.trim();
  if (needsName && name === '') problems['name'] = [{ message: detailsMessages.required }];
  if (name.length > NAME_MAX)
    problems['name'] = [{ message: detailsMessages.tooLong, values: { max: NAME_MAX } }];
  if (draft.mainCategory === '') problems['mainCategory'] = [{ message: detailsMessages.required }];
  for (const field of ['sku', 'barcode'] as const) {
    if (draft[field].trim().length > CODE_MAX) {
      problems[field] = [{ message: detailsMessages.tooLong, values: { max: CODE_MAX } }];
    }
  }
  if (draft.availableDate !== '' && !/^\d{4}-\d{2}-\d{2}$/.test(draft.availableDate)) {
    problems['availableDate'] = [{ message: detailsMessages.invalidDate }];
  }
  const size = sizes(draft, problems);
  if (Object.keys(problems).length > 0) return { ok: false, problems };
  const input: UpdateProductInput = {
    mainCategoryId: Number(draft.mainCategory),
    brandId: optionalId(draft.brand),
    brandLineId: draft.brand === '' ? null : optionalId(draft.brandLine),
    supplierId: optionalId(draft.supplier),
    active: draft.isActive,
    featured: draft.isFeatured,
    onSale: draft.isOnSale,
    categoryIds: draft.categories.map(Number),
    tagIds: draft.tags.map(Number),
    collectionIds: draft.collections.map(Number),
    shopIds: [...draft.shops],
    sku: draft.sku.trim(),
    barcode: draft.barcode.trim(),
    status: draft.status,
    availableDate: draft.availableDate === '' ? null : draft.availableDate,
    ...size,
  };
  return { ok: true, input, name };
}

/** The creation input: the update's fields plus the French name, absent optional fields dropped. */
export function creationInput(input: UpdateProductInput, name: string): CreateProductInput {
  const kept = Object.fromEntries(
    Object.entries(input).filter(([, value]) => value !== null && value !== ''),
  );
  return { ...kept, name, mainCategoryId: Number(input.mainCategoryId) };
}

/** The server's field names that differ from the form's (its errors then show under the form's). */
const FORM_FIELD_OF: Readonly<Record<string, string>> = {
  mainCategoryId: 'mainCategory',
  brandId: 'brand',
  brandLineId: 'brandLine',
  supplierId: 'supplier',
  categoryIds: 'categories',
  tagIds: 'tags',
  collectionIds: 'collections',
  shopIds: 'shops',
  weightGrams: 'weight',
  heightMm: 'height',
  widthMm: 'width',
  lengthMm: 'length',
  active: 'isActive',
  featured: 'isFeatured',
  onSale: 'isOnSale',
  taxPercent: 'tax',
  wholesalePriceHt: 'wholeSalePriceHt',
};

/** Field errors keyed by the form's names (errors are already grouped by their first path segment). */
export function formFieldErrors(errors: FieldErrors): FieldErrors {
  const moved: Record<string, string[]> = {};
  for (const [field, lines] of Object.entries(errors))
    (moved[FORM_FIELD_OF[field] ?? field] ??= []).push(...lines);
  return moved;
}
