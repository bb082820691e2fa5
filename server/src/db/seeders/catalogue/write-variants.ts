/**
 * Writes what hangs off the demo products: combinations and their attribute values, pack items, and
 * product images pointing at the stored pictures, each combination linked to the image of its colour.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import type { StoredImage } from '../../../modules/media';
import { idAt, idOf, insertRows, reserveIds } from './insert-rows';
import type { CataloguePlan, PlannedProduct } from './planned';
import type { TaxonomyIds } from './write-taxonomy';

/** The id of the `position`-th combination of the `product`-th product of the plan. */
export type CombinationIdOf = (product: number, position: number) => number;

/** The plan and the ids its products and combinations were written under. */
export interface WrittenProducts {
  readonly plan: CataloguePlan;
  readonly productIds: readonly number[];
  readonly combinationId: CombinationIdOf;
}

const COMBINATION_COLUMNS = {
  id: 'int',
  product_id: 'int',
  reference: 'text',
  barcode: 'text',
  is_default: 'boolean',
  price_impact_ht: 'bigint',
  position: 'int',
} as const;

const IMAGE_COLUMNS = {
  id: 'int',
  product_id: 'int',
  storage_key: 'text',
  original_name: 'text',
  mime_type: 'text',
  width: 'int',
  height: 'int',
  byte_size: 'int',
  alts: 'jsonb',
  position: 'int',
  is_default: 'boolean',
} as const;

export async function writeCombinations(
  em: EntityManager,
  plan: CataloguePlan,
  productIds: readonly number[],
  ids: TaxonomyIds,
): Promise<CombinationIdOf> {
  const planned = plan.products.flatMap((product, index) =>
    product.combinations.map((combination, position) => ({ product: index, combination, position })),
  );
  const combinationIds = await reserveIds(em, 'combination', planned.length);
  const rows = planned.map(({ product, combination, position }, index) => ({
    id: idAt(combinationIds, index),
    product_id: idAt(productIds, product),
    reference: combination.reference,
    barcode: combination.barcode,
    is_default: combination.isDefault,
    price_impact_ht: combination.priceImpactHt,
    position,
  }));
  await insertRows(em, 'combination', COMBINATION_COLUMNS, rows);
  const values = planned.flatMap(({ combination }, index) =>
    combination.values.map(([attribute, value]) => ({
      combination_id: idAt(combinationIds, index),
      attribute_value_id: idOf(ids.attributeValues, `${attribute}:${value}`),
    })),
  );
  await insertRows(em, 'combination_value', { combination_id: 'int', attribute_value_id: 'int' }, values);
  // A product's combinations are consecutive in `planned`: remember where each product's start.
  const firstOf = new Map<number, number>();
  planned.forEach(({ product }, index) => firstOf.set(product, firstOf.get(product) ?? index));
  return (product, position) => idAt(combinationIds, (firstOf.get(product) ?? -1) + position);
}

export async function writePackItems(
  em: EntityManager,
  { plan, productIds, combinationId }: WrittenProducts,
) {
  const rows = plan.products.flatMap((product, index) =>
    product.packItems.map((item, position) => ({
      pack_id: idAt(productIds, index),
      product_id: idAt(productIds, item.product),
      combination_id: item.combination === null ? null : combinationId(item.product, item.combination),
      quantity: item.quantity,
      position,
    })),
  );
  const columns = {
    pack_id: 'int',
    product_id: 'int',
    combination_id: 'int',
    quantity: 'int',
    position: 'int',
  } as const;
  await insertRows(em, 'pack_item', columns, rows);
}

function imageRow(product: PlannedProduct, key: string, position: number, image: StoredImage | undefined) {
  if (image === undefined) throw new Error(`The picture ${key} was not stored`);
  return {
    storage_key: image.storageKey,
    original_name: `${key.replace('/', '-')}.png`,
    mime_type: image.mimeType,
    width: image.width,
    height: image.height,
    byte_size: image.byteSize,
    alts: { fr: product.texts.fr.name, en: product.texts.en.name, ar: product.texts.ar.name },
    position,
    is_default: position === 0,
  };
}

/** Product images (the first of each product its default), and each combination's colour image. */
export async function writeImages(
  em: EntityManager,
  { plan, productIds, combinationId }: WrittenProducts,
  stored: ReadonlyMap<string, StoredImage>,
) {
  const planned = plan.products.flatMap((product, index) =>
    product.images.map((key, position) => ({ product, index, key, position })),
  );
  const imageIds = await reserveIds(em, 'product_image', planned.length);
  const rows = planned.map(({ product, index, key, position }, row) => ({
    id: idAt(imageIds, row),
    product_id: idAt(productIds, index),
    ...imageRow(product, key, position, stored.get(key)),
  }));
  await insertRows(em, 'product_image', IMAGE_COLUMNS, rows);
  const imageOf = new Map(planned.map(({ index, key }, row) => [`${index}|${key}`, idAt(imageIds, row)]));
  const links = plan.products.flatMap((product, index) =>
    product.combinations.flatMap((combination, position) => {
      const image = imageOf.get(`${index}|${combination.image}`);
      return image === undefined
        ? []
        : [{ combination_id: combinationId(index, position), product_image_id: image }];
    }),
  );
  await insertRows(em, 'combination_image', { combination_id: 'int', product_image_id: 'int' }, links);
}
