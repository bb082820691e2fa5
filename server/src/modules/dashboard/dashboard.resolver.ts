/** GraphQL face of the dashboard home: any member of staff; each part checks its own permission. */
import { Args, Ctx, Query, Resolver } from 'type-graphql';
import { RequireStaff } from '../../core/guards';
import type { RequestContext } from '../../core/request-context';
import { DashboardArgs } from './dashboard.inputs';
import { Dashboard } from './dashboard.results';
import type { DashboardService } from './dashboard.service';

@Resolver()
export class DashboardResolver {
  constructor(private readonly service: DashboardService) {}

  @RequireStaff()
  @Query(() => Dashboard, {
    description:
      "The back office's home figures: sales of today and of the last 30 days by channel and the orders " +
      'waiting (ORDERS), stock below a threshold (STOCK), money held by carriers (TRANSPORTER_PAYMENTS). ' +
      'A part the actor lacks the permission for is null.',
  })
  dashboard(@Ctx() ctx: RequestContext, @Args(() => DashboardArgs) args: DashboardArgs): Promise<Dashboard> {
    return this.service.dashboard(ctx, args);
  }
}
