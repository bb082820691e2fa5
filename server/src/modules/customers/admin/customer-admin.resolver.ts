/**
 * GraphQL face of the back office's customer screens (PROMOTIONS, then the shop affectation in the
 * service): thin, one service call per field. A customer's segments are the promotions module's
 * to say (it owns segments and their rules).
 */
import { Permission } from '@tijara/schema';
import { Arg, Args, Ctx, Int, Query, Resolver } from 'type-graphql';
import { RequirePermission } from '../../../core/guards';
import type { RequestContext } from '../../../core/request-context';
import { CustomerListArgs } from './customer-admin.inputs';
import { CustomerDetail, CustomerListPage } from './customer-admin.results';
import type { CustomerAdminService } from './customer-admin.service';

@Resolver()
export class CustomerAdminResolver {
  constructor(private readonly customers: CustomerAdminService) {}

  @RequirePermission(Permission.PROMOTIONS)
  @Query(() => CustomerListPage, {
    description:
      'The customers of the shops the actor acts in, by name unless sorted otherwise, with their orders (neither cancelled nor returned), money spent (delivered orders) and last order. A search starts at 3 characters.',
  })
  customerList(
    @Ctx() ctx: RequestContext,
    @Args(() => CustomerListArgs) args: CustomerListArgs,
  ): Promise<CustomerListPage> {
    return this.customers.list(ctx, args);
  }

  @RequirePermission(Permission.PROMOTIONS)
  @Query(() => CustomerDetail, {
    description: 'NOT_FOUND for an unknown customer and for one of a shop the actor does not act in.',
  })
  customer(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number): Promise<CustomerDetail> {
    return this.customers.get(ctx, id);
  }
}
