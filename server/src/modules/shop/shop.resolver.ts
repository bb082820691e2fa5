/** GraphQL face of the shop settings. */
import { Ctx, Query, Resolver } from 'type-graphql';
import { Public } from '../../core/guards';
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
}
