/** GraphQL `storefrontCartLines`: the storefront cart refreshing its lines when online (see the service). */
import { Arg, Ctx, ID, Query, Resolver } from 'type-graphql';
import { Public } from '../../../core/guards';
import type { RequestContext } from '../../../core/request-context';
import { StorefrontCartLineInput } from './storefront-cart.inputs';
import { StorefrontCartLine } from './storefront-cart.results';
import type { StorefrontCartService } from './storefront-cart.service';

@Resolver()
export class StorefrontCartResolver {
  constructor(private readonly carts: StorefrontCartService) {}

  @Public()
  @Query(() => [StorefrontCartLine], {
    description:
      'Each cart line in the order asked (at most 100): whether the shop still sells it, the units its web warehouse has, and its unit price after the promotions in force.',
  })
  storefrontCartLines(
    @Ctx() ctx: RequestContext,
    @Arg('lines', () => [StorefrontCartLineInput]) lines: StorefrontCartLineInput[],
    @Arg('shopUuid', () => ID, {
      nullable: true,
      description: "The shop (default: the installation's shop).",
    })
    shopUuid: string | null | undefined,
  ): Promise<StorefrontCartLine[]> {
    return this.carts.refreshLines(ctx, {
      shopUuid: shopUuid ?? null,
      lines: lines.map((line) => ({
        productId: line.productId,
        combinationId: line.combinationId ?? null,
        quantity: line.quantity,
      })),
    });
  }
}
