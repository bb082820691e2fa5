/**
 * The customer desk: what a till or a phone order needs of a shop's customers, to staff holding
 * CUSTOMERS (cashiers, order agents) in the shops they work in. A search starts at 3 characters
 * (the one typed-search rule, core/search-text.ts) and answers a short list of names and phones,
 * never the shop's whole customer list or what anyone spent (that stays with PROMOTIONS).
 * Registering a phone the shop knows answers that customer unchanged: names typed in a hurry never
 * overwrite a known customer.
 */
import { CustomerFormMessageKey, ErrorCode, Permission } from '@tijara/schema';
import { assertPermission } from '../../core/access';
import { BadUserInputError, RuleError } from '../../core/errors';
import { requireSearch } from '../../core/search-text';
import type { RequestContext } from '../../core/request-context';
import { shopToActIn } from '../shop';
import { customerFormProblems } from './customer-form-problems';
import { customerSearch } from './customer-search';
import { findDeskCustomers, registerDeskCustomer } from './customer-desk.sql';
import type { DeskCustomerRow } from './customer-desk.sql';
import type { RegisterCustomerInput } from './customer-desk.inputs';

export const DESK_SEARCH_LIMIT = 20;

export class CustomerDeskService {
  async find(
    ctx: RequestContext,
    shopUuid: string,
    search: string,
    limit: number | null,
  ): Promise<DeskCustomerRow[]> {
    assertPermission(ctx, Permission.CUSTOMERS);
    const text = requireSearch('search', search);
    const size = limit ?? DESK_SEARCH_LIMIT;
    if (!Number.isInteger(size) || size < 1 || size > DESK_SEARCH_LIMIT) {
      throw new BadUserInputError({ limit: [`must be 1 to ${DESK_SEARCH_LIMIT}`] }, 'Invalid limit');
    }
    await shopToActIn(ctx, ctx.em, shopUuid);
    return findDeskCustomers(ctx.em, shopUuid, customerSearch(text), size);
  }

  async register(
    ctx: RequestContext,
    input: RegisterCustomerInput,
  ): Promise<{ row: DeskCustomerRow; created: boolean }> {
    assertPermission(ctx, Permission.CUSTOMERS);
    const { values, problems } = customerFormProblems({
      firstname: input.firstname,
      lastname: input.lastname,
      phone: input.phone,
      email: input.email ?? '',
    });
    if (problems.length > 0) {
      throw new RuleError(
        ErrorCode.BAD_USER_INPUT,
        CustomerFormMessageKey.MISSING_MANDATORY,
        'The customer is not valid',
        Object.fromEntries(problems.map((p) => [p.field, [p.message]])),
        { messageKeys: Object.fromEntries(problems.map((p) => [p.field, p.messageKey])) },
      );
    }
    await shopToActIn(ctx, ctx.em, input.shopUuid);
    return registerDeskCustomer(ctx.em, input.shopUuid, values);
  }
}
