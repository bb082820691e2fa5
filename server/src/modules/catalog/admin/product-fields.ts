/**
 * The product form's fields (everything but the per-language texts and images), shared by
 * createProduct and updateProduct: checks of the scalar values, and the relations named by id
 * (unknown ids are NOT_FOUND). Absent fields are left as they are; null clears a nullable one.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { calendarDate, optionalText, wholeNumber } from './rules/field-checks';
import type { FieldProblems } from './rules/field-checks';
import type { PricesInput } from './rules/prices';
import { ProductStatus } from '../product/product-status';
import type { Product } from '../product/product.entity';

export interface ProductFieldsInput {
  readonly slug?: string | null;
  readonly mainCategoryId?: number | null;
  readonly categoryIds?: readonly number[] | null;
  readonly brandId?: number | null;
  readonly brandLineId?: number | null;
  readonly tagIds?: readonly number[] | null;
  readonly collectionIds?: readonly number[] | null;
  readonly shopIds?: readonly string[] | null;
  readonly supplierId?: number | null;
  readonly sku?: string | null;
  readonly barcode?: string | null;
  readonly status?: ProductStatus | null;
  readonly active?: boolean | null;
  readonly featured?: boolean | null;
  readonly onSale?: boolean | null;
  readonly weightGrams?: number | null;
  readonly heightMm?: number | null;
  readonly widthMm?: number | null;
  readonly lengthMm?: number | null;
  readonly availableDate?: string | null;
  readonly prices?: PricesInput | null;
}

export type ProductScalars = Partial<
  Pick<
    Product,
    | 'sku'
    | 'barcode'
    | 'status'
    | 'active'
    | 'featured'
    | 'onSale'
    | 'weightGrams'
    | 'heightMm'
    | 'widthMm'
    | 'lengthMm'
    | 'availableDate'
  >
>;

const CODE_MAX_LENGTH = 64;
const SIZES = ['weightGrams', 'heightMm', 'widthMm', 'lengthMm'] as const;
const SWITCHES = ['active', 'featured', 'onSale'] as const;

/** The scalar columns to write. Null on a column that cannot be empty means "leave it". */
export function checkProductScalars(problems: FieldProblems, input: ProductFieldsInput): ProductScalars {
  const patch: ProductScalars = {};
  for (const field of ['sku', 'barcode'] as const) {
    if (input[field] !== undefined)
      patch[field] = optionalText(problems, field, input[field], CODE_MAX_LENGTH);
  }
  if (input.status !== undefined && input.status !== null) {
    if (!Object.values(ProductStatus).includes(input.status)) problems.add('status', 'is not a status');
    patch.status = input.status;
  }
  for (const field of SWITCHES) {
    const value = input[field];
    if (value !== undefined && value !== null) patch[field] = value;
  }
  for (const field of SIZES) {
    const value = input[field];
    if (value === undefined) continue;
    patch[field] = value === null ? null : wholeNumber(problems, field, value);
  }
  if (input.availableDate !== undefined) {
    const date = input.availableDate === null ? '' : input.availableDate.trim();
    patch.availableDate = date === '' ? null : calendarDate(problems, 'availableDate', date);
  }
  return patch;
}

/** Whether the sku is used by another product (unique; checked first for a clear field error). */
export async function skuTaken(em: EntityManager, sku: string, selfId?: number): Promise<boolean> {
  const rows = await em
    .createQueryBuilder('Product')
    .select(['id'] as never)
    .where({ sku })
    .execute<{ id: number }[]>('all');
  return rows.some((row) => row.id !== selfId);
}
