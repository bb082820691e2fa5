/** GraphQL face of the customer desk (CUSTOMERS, and the shop affectation): thin, the service decides. */
import { Permission } from '@tijara/schema';
import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { RequirePermission } from '../../core/guards';
import type { RequestContext } from '../../core/request-context';
import { RegisterCustomerInput } from './customer-desk.inputs';
import { DeskCustomer, RegisteredCustomer } from './customer-desk.results';
import type { CustomerDeskService } from './customer-desk.service';

@Resolver()
export class CustomerDeskResolver {
  constructor(private readonly desk: CustomerDeskService) {}

  @RequirePermission(Permission.CUSTOMERS)
  @Query(() => [DeskCustomer], {
    description:
      "The shop's customers whose first name, last name or phone holds the search (from 3 characters; a number is matched as a phone, +213 accepted), by name, 20 at most.",
  })
  deskCustomers(
    @Ctx() ctx: RequestContext,
    @Arg('shopUuid', () => ID) shopUuid: string,
    @Arg('search', () => String) search: string,
    @Arg('limit', () => Int, { nullable: true }) limit: number | null,
  ): Promise<DeskCustomer[]> {
    return this.desk.find(ctx, shopUuid, search, limit);
  }

  @RequirePermission(Permission.CUSTOMERS)
  @Mutation(() => RegisteredCustomer, {
    description:
      'Registers a customer at the till (the checkout rules); a phone the shop knows answers that customer, unchanged (created: false).',
  })
  async registerCustomer(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => RegisterCustomerInput) input: RegisterCustomerInput,
  ): Promise<RegisteredCustomer> {
    const { row, created } = await this.desk.register(ctx, input);
    return { customer: row, created };
  }
}
