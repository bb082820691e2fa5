/** GraphQL face of warehouses: thin, WarehouseService decides. */
import { Permission } from '@tijara/schema';
import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { RequirePermission, RequireStaff } from '../../core/guards';
import type { RequestContext } from '../../core/request-context';
import { CreateWarehouseInput, UpdateWarehouseInput } from './stock.inputs';
import { WarehouseView } from './stock.results';
import type { WarehouseService } from './warehouse.service';

@Resolver(() => WarehouseView)
export class WarehouseResolver {
  constructor(private readonly service: WarehouseService) {}

  @RequireStaff()
  @Query(() => [WarehouseView], {
    description: 'The warehouses the actor may act in (admins: all), by shop then name.',
  })
  warehouses(
    @Ctx() ctx: RequestContext,
    @Arg('includeInactive', () => Boolean, { nullable: true, defaultValue: false })
    includeInactive: boolean | null,
  ): Promise<WarehouseView[]> {
    return this.service.list(ctx, includeInactive ?? false);
  }

  @RequirePermission(Permission.STOCK)
  @Mutation(() => WarehouseView, { description: 'In a shop the actor is assigned to (admins: any).' })
  createWarehouse(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => CreateWarehouseInput) input: CreateWarehouseInput,
  ): Promise<WarehouseView> {
    return this.service.create(ctx, input);
  }

  @RequirePermission(Permission.STOCK)
  @Mutation(() => WarehouseView)
  updateWarehouse(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => ID) id: string,
    @Arg('input', () => UpdateWarehouseInput) input: UpdateWarehouseInput,
  ): Promise<WarehouseView> {
    return this.service.update(ctx, id, input);
  }
}
