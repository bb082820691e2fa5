/**
 * What may hold stock: a plain product, or one combination of a product that has combinations (a
 * product with combinations holds none itself, since shoppers buy a size and a colour). Packs hold
 * none either: a pack is sold from its components' stock. Unknown product is 404; a combination of
 * another product, a missing or unexpected combination is a field error.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { BadUserInputError, NotFoundError } from '../../core/errors';
import { assertId } from '../../core/ids';

export interface CheckedStockItem {
  readonly productId: number;
  readonly combinationId: number | null;
}

interface ItemRow {
  id: number;
  pack_mode: string | null;
  has_combinations: boolean;
  combination_found: boolean;
}

export async function checkStockItem(
  em: EntityManager,
  productId: number,
  combinationId: number | null | undefined,
): Promise<CheckedStockItem> {
  assertId('productId', productId, 'Product');
  const combination = combinationId ?? null;
  if (combination !== null) assertId('combinationId', combination, 'Combination');
  const [row] = await em.execute<ItemRow[]>(
    'select p.id, p.pack_mode, exists (select 1 from catalog.combination c where c.product_id = p.id) as has_combinations, ' +
      'exists (select 1 from catalog.combination c where c.product_id = p.id and c.id = ?) as combination_found ' +
      'from catalog.product p where p.id = ?',
    [combination ?? 0, productId],
  );
  if (!row) throw new NotFoundError('Product', productId);
  if (row.pack_mode !== null) {
    throw new BadUserInputError({
      productId: ["a pack holds no stock of its own: its components' stock is used"],
    });
  }
  if (combination === null && row.has_combinations) {
    throw new BadUserInputError({ combinationId: ['choose one of the product’s combinations'] });
  }
  if (combination !== null && !row.combination_found) {
    throw new BadUserInputError({ combinationId: ['is not a combination of this product'] });
  }
  return { productId, combinationId: combination };
}
