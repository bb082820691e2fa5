/**
 * What the promotions engine needs of a till's customer, added to the customers module's PosCustomer
 * here because segments and coupons are this module's (the customers module cannot ask: promotions
 * depends on it): `segmentIds` (listed, or matching a rule now) and `usedPromotionIds` (single-use
 * coupons consumed). Read once for the whole page the customer came in (two statements), under
 * `posCustomers`, which checked POS_SALE and the shop's affectation.
 */
import type { CartCustomer } from '@tijara/schema';
import { Ctx, FieldResolver, Int, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../../core/request-context';
import { PosCustomer } from '../../customers';
import type { PosCustomerBatch } from '../../customers';
import { customersFacts } from './customer-facts.sql';

@Resolver(() => PosCustomer)
export class PosCustomerFactsResolver {
  /** Per answered page (each request makes its own), so a page costs its statements once. */
  private readonly pages = new WeakMap<PosCustomerBatch, Promise<Map<number, CartCustomer>>>();

  private async factsOf(ctx: RequestContext, customer: PosCustomer): Promise<CartCustomer | undefined> {
    let facts = this.pages.get(customer.page);
    if (!facts) {
      facts = customersFacts(ctx.em, customer.page.shopUuid, customer.page.customerIds);
      this.pages.set(customer.page, facts);
    }
    return (await facts).get(customer.id);
  }

  @FieldResolver(() => [Int], {
    description: 'The segments the customer is in: listed, or matching a rule now (CartCustomer.segmentIds).',
  })
  async segmentIds(@Ctx() ctx: RequestContext, @Root() customer: PosCustomer): Promise<number[]> {
    return (await this.factsOf(ctx, customer))?.segmentIds.slice() ?? [];
  }

  @FieldResolver(() => [Int], {
    description:
      'The single-use coupons (promotion ids) the customer already consumed (CartCustomer.usedPromotionIds).',
  })
  async usedPromotionIds(@Ctx() ctx: RequestContext, @Root() customer: PosCustomer): Promise<number[]> {
    return (await this.factsOf(ctx, customer))?.usedPromotionIds.slice() ?? [];
  }
}
