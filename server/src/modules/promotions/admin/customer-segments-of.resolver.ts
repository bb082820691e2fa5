/**
 * A customer's segments on the back office's customer page: `CustomerDetail.segments`, added to the
 * customers module's type here because segments and their membership rule are this module's (the
 * customers module cannot ask: promotions already depends on it). Resolved only under
 * `customer(id)`, which checked PROMOTIONS and the shop's affectation; thin, the service decides.
 */
import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../../core/request-context';
import { CustomerDetail } from '../../customers';
import type { SegmentQueryService } from './segment-query.service';
import { CustomerSegmentView } from './segment.results';

@Resolver(() => CustomerDetail)
export class CustomerSegmentsOfResolver {
  constructor(private readonly query: SegmentQueryService) {}

  @FieldResolver(() => [CustomerSegmentView], {
    description:
      'The members segments listing the customer and the rule segments they match now, by name (two statements).',
  })
  segments(@Ctx() ctx: RequestContext, @Root() customer: CustomerDetail): Promise<CustomerSegmentView[]> {
    return this.query.ofCustomer(ctx, customer);
  }
}
