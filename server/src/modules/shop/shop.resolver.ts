/** GraphQL face of the shop settings. */
import { Permission } from '@tijara/schema';
import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { Public, RequirePermission } from '../../core/guards';
import type { RequestContext } from '../../core/request-context';
import { Shop } from './shop.entity';
import type { ShopService } from './shop.service';

@Resolver(() => Shop)
export class ShopResolver {
  constructor(private readonly service: ShopService) {}

  @Public()
  @Query(() => Shop)
  shop(@Ctx() ctx: RequestContext): Promise<Shop> {
    return this.service.getShop(ctx);
  }

  @RequirePermission(Permission.SHOP_SETTINGS)
  @Mutation(() => Shop, {
    description:
      'After how many days (0 to 90; 0 never) a web order nobody confirmed is cancelled by the system. A shop the actor does not work in is FORBIDDEN.',
  })
  setUnconfirmedOrderDays(
    @Ctx() ctx: RequestContext,
    @Arg('shopUuid', () => ID) shopUuid: string,
    @Arg('days', () => Int) days: number,
  ): Promise<Shop> {
    return this.service.setUnconfirmedOrderDays(ctx, shopUuid, days);
  }
}
