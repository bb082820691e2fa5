/**
 * Staff GraphQL for combinations (the combinations tab) and the fields of Combination and PackItem
 * that are not plain columns: label and name in the request's language, full HT and TTC prices
 * (priceTtc()), values and products loaded through the dataloader.
 */
import { Permission, priceTtc } from '@tijara/schema';
import { Arg, Ctx, FieldResolver, Int, Mutation, Resolver, Root } from 'type-graphql';
import { RequirePermission } from '../../../core/guards';
import type { RequestContext } from '../../../core/request-context';
import { MoneyScalar } from '../../../graphql/money.scalar';
import { Combination } from '../product/combination.entity';
import { PackItem } from '../product/pack-item.entity';
import { Product } from '../product/product.entity';
import { AttributeValue } from '../taxonomy/attribute-value.entity';
import { CombinationGraphqlInput } from './combination.inputs';
import type { CombinationService } from './combination.service';
import { labelOf, orderedValues } from './combination-values';
import { combinationName } from './rules/combination-rules';

@Resolver(() => Combination)
export class CombinationResolver {
  constructor(private readonly combinations: CombinationService) {}

  @RequirePermission(Permission.CATALOG_WRITE)
  @Mutation(() => Combination, { description: 'The first combination of a product becomes its default.' })
  createCombination(
    @Ctx() ctx: RequestContext,
    @Arg('productId', () => Int) productId: number,
    @Arg('input', () => CombinationGraphqlInput) input: CombinationGraphqlInput,
  ): Promise<Combination> {
    return this.combinations.createCombination(ctx, productId, input);
  }

  @RequirePermission(Permission.CATALOG_WRITE)
  @Mutation(() => Combination)
  updateCombination(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => Int) id: number,
    @Arg('input', () => CombinationGraphqlInput) input: CombinationGraphqlInput,
  ): Promise<Combination> {
    return this.combinations.updateCombination(ctx, id, input);
  }

  @RequirePermission(Permission.CATALOG_WRITE)
  @Mutation(() => Int, { description: 'The id deleted. The default role passes to the next combination.' })
  deleteCombination(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number): Promise<number> {
    return this.combinations.deleteCombination(ctx, id);
  }

  @FieldResolver(() => String, { description: 'Its values in the request language, e.g. "Rouge - XL".' })
  label(@Root() combination: Combination, @Ctx() ctx: RequestContext): Promise<string> {
    return labelOf(combination, ctx.locale);
  }

  @FieldResolver(() => String, { description: 'Its own name in the request language, else its label.' })
  async name(@Root() combination: Combination, @Ctx() ctx: RequestContext): Promise<string> {
    return combinationName(combination.names, await labelOf(combination, ctx.locale), ctx.locale);
  }

  @FieldResolver(() => [AttributeValue], { description: "In the attributes' order, as the label reads." })
  values(@Root() combination: Combination): Promise<AttributeValue[]> {
    return orderedValues(combination);
  }

  @FieldResolver(() => Product)
  product(@Root() combination: Combination): Promise<Product> {
    return combination.product.loadOrFail();
  }

  @FieldResolver(() => MoneyScalar, { description: "The product's HT price plus the impact." })
  async priceHt(@Root() combination: Combination): Promise<number> {
    const product = await combination.product.loadOrFail();
    return product.priceHt + combination.priceImpactHt;
  }

  @FieldResolver(() => MoneyScalar, { description: 'priceHt with tax, rounded to the centime.' })
  async priceTtc(@Root() combination: Combination): Promise<number> {
    const product = await combination.product.loadOrFail();
    return priceTtc(product.priceHt + combination.priceImpactHt, product.taxRateBp);
  }
}

@Resolver(() => PackItem)
export class PackItemFieldsResolver {
  @FieldResolver(() => Product)
  product(@Root() item: PackItem): Promise<Product> {
    return item.product.loadOrFail();
  }

  @FieldResolver(() => Combination, {
    nullable: true,
    description: 'Fixed in a strict pack; null in a flexible one.',
  })
  async combination(@Root() item: PackItem): Promise<Combination | null> {
    return item.combination ? item.combination.loadOrFail() : null;
  }
}
