/** The product's French name: what an image's alternative text falls back to. */
import type { EntityManager } from '@mikro-orm/postgresql';
import { ProductTranslation } from '../product/product-translation.entity';

export async function productFrenchName(em: EntityManager, productId: number): Promise<string> {
  const text = await em.findOne(
    ProductTranslation,
    { product: productId, locale: 'fr' },
    { fields: ['name'] },
  );
  return text?.name ?? '';
}
