/**
 * The relations the product form names by id: main and further categories, brand and brand line,
 * tags, collections, shops (by uuid) and supplier. Unknown ids are NOT_FOUND; a brand line must belong
 * to the product's brand.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { ref } from '@mikro-orm/core';
import { NotFoundError } from '../../../core/errors';
import { Shop } from '../../shop';
import type { Product } from '../product/product.entity';
import { Brand } from '../taxonomy/brand.entity';
import { BrandLine } from '../taxonomy/brand-line.entity';
import { Category } from '../taxonomy/category.entity';
import { CatalogCollection } from '../taxonomy/collection.entity';
import { Supplier } from '../taxonomy/supplier.entity';
import { Tag } from '../taxonomy/tag.entity';
import { findAllOr404, findOr404 } from './lookups';
import type { ProductFieldsInput } from './product-fields';
import type { FieldProblems } from './rules/field-checks';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function shopsOr404(em: EntityManager, uuids: readonly string[], problems: FieldProblems) {
  const unique = [...new Set(uuids.map((uuid) => uuid.toLowerCase()))];
  const malformed = unique.findIndex((uuid) => !UUID_PATTERN.test(uuid));
  if (malformed >= 0) {
    problems.add(`shopIds.${malformed}`, 'must be a shop uuid');
    return [];
  }
  const shops = unique.length === 0 ? [] : await em.find(Shop, { uuid: { $in: unique } });
  const missing = unique.find((uuid) => !shops.some((shop) => shop.uuid === uuid));
  if (missing !== undefined) throw new NotFoundError('Shop', missing);
  return shops;
}

async function applyBrand(
  em: EntityManager,
  product: Product,
  input: ProductFieldsInput,
  problems: FieldProblems,
) {
  if (input.brandId !== undefined) {
    product.brand =
      input.brandId === null ? null : ref(await findOr404(em, Brand, input.brandId, 'Brand', 'brandId'));
  }
  if (input.brandLineId !== undefined) {
    product.brandLine =
      input.brandLineId === null
        ? null
        : ref(await findOr404(em, BrandLine, input.brandLineId, 'Brand line', 'brandLineId'));
  }
  const line = product.brandLine ? await product.brandLine.loadOrFail() : null;
  if (line && line.brand.id !== product.brand?.id) problems.add('brandLineId', 'belongs to another brand');
}

/** Writes the relations the input names onto `product` (new or loaded). */
export async function applyProductRelations(
  em: EntityManager,
  product: Product,
  input: ProductFieldsInput,
  problems: FieldProblems,
): Promise<void> {
  if (input.mainCategoryId !== undefined && input.mainCategoryId !== null) {
    product.mainCategory = ref(
      await findOr404(em, Category, input.mainCategoryId, 'Category', 'mainCategoryId'),
    );
  }
  if (input.categoryIds) {
    product.categories.set(await findAllOr404(em, Category, input.categoryIds, 'Category', 'categoryIds'));
  }
  await applyBrand(em, product, input, problems);
  if (input.tagIds) product.tags.set(await findAllOr404(em, Tag, input.tagIds, 'Tag', 'tagIds'));
  if (input.collectionIds) {
    const ids = input.collectionIds;
    product.collections.set(await findAllOr404(em, CatalogCollection, ids, 'Collection', 'collectionIds'));
  }
  if (input.shopIds) product.shops.set(await shopsOr404(em, input.shopIds, problems));
  if (input.supplierId !== undefined) {
    product.supplier =
      input.supplierId === null
        ? null
        : ref(await findOr404(em, Supplier, input.supplierId, 'Supplier', 'supplierId'));
  }
}
