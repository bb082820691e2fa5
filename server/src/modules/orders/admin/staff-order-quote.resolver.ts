/**
 * GraphQL face of the staff order quote (ORDERS, then the shop's affectation in the service): the
 * order form asks it as staff type, and sends the same input to createStaffOrder.
 */
import { Permission } from '@tijara/schema';
import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import { RequirePermission } from '../../../core/guards';
import type { RequestContext } from '../../../core/request-context';
import { StaffOrderInput } from './order-admin.inputs';
import { StaffOrderQuote } from './staff-order-quote.results';
import type { StaffOrderQuoteService } from './staff-order-quote.service';

@Resolver()
export class StaffOrderQuoteResolver {
  constructor(private readonly quotes: StaffOrderQuoteService) {}

  @RequirePermission(Permission.ORDERS)
  @Query(() => StaffOrderQuote, {
    description:
      'What createStaffOrder would charge for this input now (lines, promotions, delivery, totals) and the refusal it would give, as data; writes nothing.',
  })
  staffOrderQuote(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => StaffOrderInput) input: StaffOrderInput,
  ): Promise<StaffOrderQuote> {
    return this.quotes.quote(ctx, input);
  }
}
