/** GraphQL face of the till's customer feed (POS_SALE in the shop): thin, the service decides. */
import { Permission } from '@tijara/schema';
import { Arg, Ctx, ID, Int, Query, Resolver } from 'type-graphql';
import { RequirePermission } from '../../../core/guards';
import type { RequestContext } from '../../../core/request-context';
import { PosCustomerPage } from './pos-customers.results';
import { POS_CUSTOMERS_LIMIT } from './pos-customers.service';
import type { PosCustomersService } from './pos-customers.service';

@Resolver()
export class PosCustomersResolver {
  constructor(private readonly customers: PosCustomersService) {}

  @RequirePermission(Permission.POS_SALE)
  @Query(() => PosCustomerPage, {
    description:
      "The shop's customers for the till: all of them without a cursor, then those changed since the cursor of the last page read (limit 1 to 1000).",
  })
  posCustomers(
    @Ctx() ctx: RequestContext,
    @Arg('shopUuid', () => ID) shopUuid: string,
    @Arg('cursor', () => String, { nullable: true }) cursor: string | null | undefined,
    @Arg('limit', () => Int, { nullable: true, defaultValue: POS_CUSTOMERS_LIMIT }) limit: number | null,
  ): Promise<PosCustomerPage> {
    return this.customers.page(ctx, shopUuid, cursor ?? null, limit);
  }
}
