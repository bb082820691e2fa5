/**
 * Writes the demo catalogue (plan.ts) into an empty catalogue, inside the seeding transaction: the
 * taxonomy, then products with their texts, shop, categories, tags, collections and features, their
 * combinations, the packs, and the images. Pictures are drawn and stored while the rows are written
 * (sharp works off the main thread), then every product gets rows pointing at the shared keys.
 * Every product is published and active in the demo shop.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import type { MediaStorage } from '../../../modules/media';
import { storePictures } from './images';
import { planCatalogue } from './plan';
import { writeProducts } from './write-products';
import { writeTaxonomy } from './write-taxonomy';
import { writeCombinations, writeImages, writePackItems } from './write-variants';

export interface CatalogueOptions {
  readonly storage: MediaStorage;
  readonly products: number;
  /** The shop every product is sold in. */
  readonly shopUuid: string;
  readonly now: Date;
}

/** Every table the demo catalogue fills. */
const CATALOGUE_TABLES = [
  'category',
  'brand',
  'brand_line',
  'collection',
  'tag',
  'supplier',
  'feature_type',
  'feature_value',
  'attribute',
  'attribute_value',
  'product',
  'product_translation',
  'product_shop',
  'product_category',
  'product_tag',
  'product_collection',
  'product_feature_value',
  'combination',
  'combination_value',
  'pack_item',
  'product_image',
  'combination_image',
];

export async function seedCatalogue(em: EntityManager, options: CatalogueOptions): Promise<void> {
  if (options.products <= 0) return;
  const plan = planCatalogue(options.products, options.now);
  const pictures = storePictures(options.storage, plan.images);
  // Awaited below; until then a failure must not count as an unhandled rejection.
  pictures.catch(() => undefined);
  const ids = await writeTaxonomy(em);
  const productIds = await writeProducts(em, plan, ids, options.shopUuid);
  const combinationId = await writeCombinations(em, plan, productIds, ids);
  const written = { plan, productIds, combinationId };
  await writePackItems(em, written);
  await writeImages(em, written, await pictures);
  // Fresh planner statistics: autovacuum would take its time, and the first listings would be
  // planned for empty tables.
  await em.execute(`analyze ${CATALOGUE_TABLES.join(', ')}`);
}
