/**
 * Packs: a product sold as a set of other products (strict: the combinations are fixed; flexible:
 * the shopper picks them). The rules are in rules/pack-rules.ts; this reads what they need (the
 * components' combinations, whether they are packs, whether the product is in a pack) and replaces
 * the items in one transaction.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { assertId } from '../../../core/ids';
import type { RequestContext } from '../../../core/request-context';
import type { CatalogueChanges } from '../catalogue-changes';
import { Combination } from '../product/combination.entity';
import { PackItem } from '../product/pack-item.entity';
import type { PackMode } from '../product/product-status';
import { Product } from '../product/product.entity';
import { writeCatalogue } from './catalogue-write';
import { findAllOr404, findOr404, lockProducts } from './lookups';
import { FieldProblems } from './rules/field-checks';
import { planPack } from './pack-rules';
import type { ComponentFacts, PackItemRequest } from './pack-rules';

async function componentFacts(em: EntityManager, items: readonly PackItemRequest[]) {
  const products = await findAllOr404(
    em,
    Product,
    items.map((item) => item.productId),
    'Product',
    'items',
  );
  const ids = products.map((p) => p.id);
  const combinations =
    ids.length === 0
      ? []
      : await em
          .createQueryBuilder(Combination)
          .select(['id', 'product'] as never)
          .where({ product: { $in: ids } })
          .execute<{ id: number; product: number }[]>('all');
  const facts = new Map<number, ComponentFacts>();
  for (const product of products) {
    const combinationIds = combinations.filter((c) => c.product === product.id).map((c) => c.id);
    facts.set(product.id, { isPack: product.packMode !== null, combinationIds });
  }
  return facts;
}

export class PackService {
  constructor(private readonly catalogue: CatalogueChanges) {}

  /** Makes the product a pack of `items` (mode set), or no pack at all (mode null, no items). */
  async setPack(
    ctx: RequestContext,
    productId: number,
    mode: PackMode | null,
    items: readonly PackItemRequest[],
  ): Promise<Product> {
    return writeCatalogue(ctx, this.catalogue, async (em) => {
      const pack = await findOr404(em, Product, productId, 'Product', 'productId');
      items.forEach((item, index) => assertId(`items.${index}.productId`, item.productId, 'Product'));
      // The components too: one of them becoming a pack meanwhile would put a pack in this one.
      await lockProducts(em, [pack.id, ...items.map((item) => item.productId)]);
      const plan = planPack({
        packId: pack.id,
        mode,
        items,
        isComponentElsewhere: mode !== null && (await em.count(PackItem, { product: pack })) > 0,
        components: await componentFacts(em, items),
      });
      const problems = new FieldProblems();
      for (const [field, message] of plan.problems) problems.add(field, message);
      problems.assertNone('This pack cannot be saved');
      pack.packMode = mode;
      await pack.packItems.init();
      pack.packItems.removeAll();
      plan.items.forEach((item, position) =>
        em.create(PackItem, {
          pack,
          product: item.productId,
          combination: item.combinationId,
          quantity: item.quantity,
          position,
        }),
      );
      return pack;
    });
  }
}
