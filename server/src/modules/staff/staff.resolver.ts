/** GraphQL face of staff administration. */
import { Permission } from '@tijara/schema';
import { Ctx, Query, Resolver } from 'type-graphql';
import { RequirePermission } from '../../core/guards';
import type { RequestContext } from '../../core/request-context';
import { StaffProfile } from './staff.results';
import type { StaffService } from './staff.service';

@Resolver(() => StaffProfile)
export class StaffResolver {
  constructor(private readonly service: StaffService) {}

  @RequirePermission(Permission.STAFF_ADMIN)
  @Query(() => [StaffProfile], { description: 'Every staff account, by email.' })
  staffMembers(@Ctx() ctx: RequestContext): Promise<StaffProfile[]> {
    return this.service.listStaff(ctx);
  }
}
