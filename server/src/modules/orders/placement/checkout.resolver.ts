/** GraphQL `placeOrder`: the storefront checkout, exactly once per clientOrderKey (see checkout.service.ts). */
import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import { Public } from '../../../core/guards';
import type { RequestContext } from '../../../core/request-context';
import { checkoutRequestOf, PlaceOrderInput, PlacedOrderResult } from './checkout.inputs';
import type { CheckoutService } from './checkout.service';

@Resolver()
export class CheckoutResolver {
  constructor(private readonly checkout: CheckoutService) {}

  @Public()
  @Mutation(() => PlacedOrderResult, {
    description:
      'Places a storefront order (cash on delivery). The same clientOrderKey answers the same order; another request under it is CONFLICT.',
  })
  async placeOrder(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => PlaceOrderInput) input: PlaceOrderInput,
  ): Promise<PlacedOrderResult> {
    const { orderUuid, redirectUrl, replayed } = await this.checkout.place(ctx, checkoutRequestOf(input));
    return { orderUuid, redirectUrl, replayed };
  }
}
