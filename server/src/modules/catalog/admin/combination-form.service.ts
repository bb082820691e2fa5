/**
 * The back office's combination selectors and combination form (legacy screens): the labels of a
 * product's combinations, and the form saving a combination's name in the staff's language and its
 * price, given as the combination's full HT price (product_price) and/or its impact on the product's
 * price (combination_price). Field errors use the form's own keys, since this use case is that form.
 */
import { Permission } from '@tijara/schema';
import type { Locale } from '@tijara/schema';
import { assertPermission } from '../../../core/access';
import type { RequestContext } from '../../../core/request-context';
import type { CatalogueChanges } from '../catalogue-changes';
import { Combination } from '../product/combination.entity';
import { Product } from '../product/product.entity';
import { writeCatalogue } from './catalogue-write';
import { labelOf } from './combination-values';
import { findOr404 } from './lookups';
import { combinationName } from './rules/combination-rules';
import { FieldProblems, MAX_LABEL_LENGTH } from './rules/field-checks';

export interface CombinationFormInput {
  /** The name in the request's language; empty removes it (the label is shown instead). */
  readonly name?: string;
  /** The combination's full HT price, centimes. */
  readonly productPriceHt?: number;
  /** Its impact on the product's HT price, centimes. */
  readonly priceImpactHt?: number;
}

export interface CombinationFormResult {
  readonly combination: Combination;
  readonly label: string;
  readonly name: string;
  readonly productPriceHt: number;
  readonly priceImpactHt: number;
}

function withName(names: Combination['names'], locale: Locale, name: string): Combination['names'] {
  const others = Object.entries(names ?? {}).filter(([key]) => key !== locale);
  const next = Object.fromEntries(name === '' ? others : [...others, [locale, name]]);
  return Object.keys(next).length === 0 ? null : next;
}

/** The impact to store, from whichever of the two prices the form sent (both must then agree). */
function impactOf(
  problems: FieldProblems,
  productHt: number,
  input: CombinationFormInput,
): number | undefined {
  const { productPriceHt, priceImpactHt } = input;
  if (
    productPriceHt !== undefined &&
    priceImpactHt !== undefined &&
    productPriceHt !== productHt + priceImpactHt
  ) {
    problems.add('product_price', 'must be the product price plus combination_price');
  }
  const impact = priceImpactHt ?? (productPriceHt === undefined ? undefined : productPriceHt - productHt);
  if (impact !== undefined && productHt + impact < 0) {
    problems.add(
      productPriceHt === undefined ? 'combination_price' : 'product_price',
      'must not make the price negative',
    );
  }
  return impact;
}

export class CombinationFormService {
  constructor(private readonly catalogue: CatalogueChanges) {}

  /** The product's combinations with their labels, in their order. */
  async labels(ctx: RequestContext, productId: number): Promise<{ id: number; label: string }[]> {
    const product = await findOr404(ctx.em, Product, productId, 'Product', 'productId');
    const combinations = await ctx.em.find(
      Combination,
      { product },
      { populate: ['values', 'values.attribute'], orderBy: { position: 'asc', id: 'asc' } },
    );
    return Promise.all(combinations.map(async (c) => ({ id: c.id, label: await labelOf(c, ctx.locale) })));
  }

  async save(
    ctx: RequestContext,
    combinationId: number,
    input: CombinationFormInput,
  ): Promise<CombinationFormResult> {
    if (input.productPriceHt !== undefined || input.priceImpactHt !== undefined) {
      assertPermission(ctx, Permission.PRICES);
    }
    const problems = new FieldProblems();
    const name = input.name?.trim();
    if (name !== undefined && name.length > MAX_LABEL_LENGTH) {
      problems.add('name', `must be at most ${MAX_LABEL_LENGTH} characters`);
    }
    problems.assertNone();
    return writeCatalogue(ctx, this.catalogue, async (em) => {
      const combination = await findOr404(em, Combination, combinationId, 'Combination', 'combinationId');
      const product = await combination.product.loadOrFail();
      const impact = impactOf(problems, product.priceHt, input);
      problems.assertNone();
      if (impact !== undefined) combination.priceImpactHt = impact;
      if (name !== undefined) combination.names = withName(combination.names, ctx.locale, name);
      const label = await labelOf(combination, ctx.locale);
      return {
        combination,
        label,
        name: combinationName(combination.names, label, ctx.locale),
        productPriceHt: product.priceHt + combination.priceImpactHt,
        priceImpactHt: combination.priceImpactHt,
      };
    });
  }
}
