/** GraphQL `orderConfirmation`: the page the checkout redirects to (see order-confirmation.service.ts). */
import { Arg, Ctx, ID, Query, Resolver } from 'type-graphql';
import { Public } from '../../../core/guards';
import type { RequestContext } from '../../../core/request-context';
import { OrderConfirmation } from './order-confirmation.results';
import type { OrderConfirmationService } from './order-confirmation.service';

@Resolver()
export class OrderConfirmationResolver {
  constructor(private readonly confirmations: OrderConfirmationService) {}

  @Public()
  @Query(() => OrderConfirmation, {
    nullable: true,
    description:
      'The order as its confirmation page shows it, by the uuid placeOrder answered; null when unknown.',
  })
  orderConfirmation(
    @Ctx() ctx: RequestContext,
    @Arg('uuid', () => ID) uuid: string,
  ): Promise<OrderConfirmation | null> {
    return this.confirmations.confirmation(ctx, uuid);
  }
}
