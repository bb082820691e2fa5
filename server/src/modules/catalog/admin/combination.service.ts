/**
 * A product's combinations: made of attribute values (rules/combination-rules.ts), priced by an
 * impact on the product's HT price (PRICES permission), and exactly one of them the default: the
 * first one becomes it, making another the default takes it over, and deleting the default hands it
 * to the next one. Only one default may exist at any moment (a partial unique index), so the old one
 * is cleared and flushed before the new one is set.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { Permission } from '@tijara/schema';
import { assertPermission } from '../../../core/access';
import type { RequestContext } from '../../../core/request-context';
import type { CatalogueChanges } from '../catalogue-changes';
import { Combination } from '../product/combination.entity';
import { PackItem } from '../product/pack-item.entity';
import { Product } from '../product/product.entity';
import { writeCatalogue } from './catalogue-write';
import { checkedValues } from './combination-values';
import { findOr404, lockProducts } from './lookups';
import { cleanLabels, FieldProblems, optionalText, wholeNumber } from './rules/field-checks';
import type { LabelsValue } from './rules/field-checks';

export interface CombinationInput {
  /** Required on creation; on update, absent keeps the values. */
  readonly valueIds?: readonly number[] | null;
  readonly names?: LabelsValue | null;
  readonly reference?: string | null;
  readonly barcode?: string | null;
  /** Centimes added to the product's HT price (negative for a cheaper variant). Needs PRICES. */
  readonly priceImpactHt?: number | null;
  readonly isDefault?: boolean | null;
  readonly active?: boolean | null;
  readonly position?: number | null;
}

type Scalars = Partial<
  Pick<Combination, 'names' | 'reference' | 'barcode' | 'priceImpactHt' | 'active' | 'position'>
>;

function checkScalars(ctx: RequestContext, problems: FieldProblems, input: CombinationInput): Scalars {
  const scalars: Scalars = {};
  if (input.names !== undefined) {
    const names = input.names === null ? {} : cleanLabels(problems, 'names', input.names);
    scalars.names = Object.keys(names).length === 0 ? null : names;
  }
  if (input.reference !== undefined)
    scalars.reference = optionalText(problems, 'reference', input.reference, 64);
  if (input.barcode !== undefined) scalars.barcode = optionalText(problems, 'barcode', input.barcode, 64);
  if (input.priceImpactHt !== undefined && input.priceImpactHt !== null) {
    assertPermission(ctx, Permission.PRICES);
    if (!Number.isSafeInteger(input.priceImpactHt)) problems.add('priceImpactHt', 'must be whole centimes');
    scalars.priceImpactHt = input.priceImpactHt;
  }
  if (input.active !== undefined && input.active !== null) scalars.active = input.active;
  if (input.position !== undefined && input.position !== null) {
    scalars.position = wholeNumber(problems, 'position', input.position);
  }
  return scalars;
}

async function referenceTaken(em: EntityManager, reference: string, selfId: number | null) {
  const owner = await em.findOne(Combination, { reference }, { fields: ['id'] });
  return owner !== null && owner.id !== selfId;
}

/** Field problems of the stored row as it will be: a non-negative full price, a free reference. */
export async function checkRow(em: EntityManager, combination: Combination, problems: FieldProblems) {
  const product = await combination.product.loadOrFail();
  if (product.priceHt + combination.priceImpactHt < 0) {
    problems.add('priceImpactHt', 'would make the price of the combination negative');
  }
  if (combination.reference && (await referenceTaken(em, combination.reference, combination.id ?? null))) {
    problems.add('reference', 'is already used');
  }
}

/** Makes `combination` the product's only default (the old one is cleared and flushed first). */
async function makeDefault(em: EntityManager, combination: Combination): Promise<void> {
  const current = await em.findOne(Combination, { product: combination.product, isDefault: true });
  if (current === combination) return;
  if (current) current.isDefault = false;
  await em.flush();
  combination.isDefault = true;
}

export class CombinationService {
  constructor(private readonly catalogue: CatalogueChanges) {}

  async createCombination(
    ctx: RequestContext,
    productId: number,
    input: CombinationInput,
  ): Promise<Combination> {
    const problems = new FieldProblems();
    const scalars = checkScalars(ctx, problems, input);
    if (!input.valueIds) problems.add('valueIds', 'a combination needs at least one attribute value');
    problems.assertNone();
    return writeCatalogue(ctx, this.catalogue, async (em) => {
      const product = await findOr404(em, Product, productId, 'Product', 'productId');
      await lockProducts(em, [product.id]);
      const values = await checkedValues(em, problems, {
        productId,
        selfId: null,
        valueIds: input.valueIds ?? [],
      });
      const count = await em.count(Combination, { product });
      const combination = em.create(Combination, { product, position: count, ...scalars });
      combination.values.set(values);
      await checkRow(em, combination, problems);
      problems.assertNone();
      if (count === 0 || input.isDefault) await makeDefault(em, combination);
      return combination;
    });
  }

  async updateCombination(ctx: RequestContext, id: number, input: CombinationInput): Promise<Combination> {
    const problems = new FieldProblems();
    const scalars = checkScalars(ctx, problems, input);
    problems.assertNone();
    return writeCatalogue(ctx, this.catalogue, async (em) => {
      const combination = await findOr404(em, Combination, id, 'Combination');
      await lockProducts(em, [combination.product.id]);
      if (input.valueIds) {
        const request = { productId: combination.product.id, selfId: id, valueIds: input.valueIds };
        combination.values.set(await checkedValues(em, problems, request));
      }
      em.assign(combination, scalars);
      await checkRow(em, combination, problems);
      if (input.isDefault === false && combination.isDefault) {
        problems.add('isDefault', 'a product keeps one default combination: make another one the default');
      }
      problems.assertNone();
      if (input.isDefault) await makeDefault(em, combination);
      return combination;
    });
  }

  /** Refused while a pack fixes it; the default's role passes to the next combination. */
  async deleteCombination(ctx: RequestContext, id: number): Promise<number> {
    return writeCatalogue(ctx, this.catalogue, async (em) => {
      const combination = await findOr404(em, Combination, id, 'Combination');
      await lockProducts(em, [combination.product.id]);
      if ((await em.count(PackItem, { combination })) > 0) {
        const problems = new FieldProblems();
        problems.add('id', 'is part of a strict pack: change the pack first');
        problems.assertNone('This combination is still in use');
      }
      const wasDefault = combination.isDefault;
      em.remove(combination);
      await em.flush();
      if (wasDefault) {
        const next = await em.findOne(
          Combination,
          { product: combination.product },
          { orderBy: { position: 'asc', id: 'asc' } },
        );
        if (next) next.isDefault = true;
      }
      return id;
    });
  }
}
