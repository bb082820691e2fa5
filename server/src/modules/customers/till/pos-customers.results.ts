/**
 * GraphQL shapes of the till's customer feed. Who a customer is comes from this module; what the
 * promotions engine needs of them (`segmentIds`, `usedPromotionIds`) is added to PosCustomer by the
 * promotions module, which owns segments and coupons (this module cannot ask it: promotions depends
 * on it). It reads them for the whole page at once through `page`.
 */
import { Extensions, Field, Int, ObjectType } from 'type-graphql';
import { PRECOMPUTED } from '../../../graphql/limits';

/** The customers of one answered page: what the promotions module reads their facts for, at once. */
export interface PosCustomerBatch {
  readonly shopUuid: string;
  readonly customerIds: readonly number[];
}

@ObjectType({
  description: 'A customer of the shop as the till keeps one to sell offline.',
  simpleResolvers: true,
})
export class PosCustomer {
  @Field(() => Int, { description: 'What a POS sale names the customer by.' })
  id!: number;

  @Field(() => String)
  firstname!: string;

  @Field(() => String)
  lastname!: string;

  @Field(() => String, { description: 'Normalised mobile number, 0 and 9 digits.' })
  phone!: string;

  @Field(() => String, { nullable: true })
  email!: string | null;

  /** Not a field: the page this customer came in, shared by every customer of it. */
  page!: PosCustomerBatch;
}

@ObjectType({
  description: 'A page of the till’s customers: a first load, or those changed since a cursor.',
  simpleResolvers: true,
})
// Bounded whatever is selected: the page in one statement, the promotion facts of all of it in two.
@Extensions(PRECOMPUTED)
export class PosCustomerPage {
  @Field(() => [PosCustomer], {
    description: 'The shop’s customers changed since the cursor (every one when the cursor is null), by id.',
  })
  customers!: PosCustomer[];

  @Field(() => String, {
    description: 'Give it back for the next page, or, when hasMore is false, for the next refresh.',
  })
  nextCursor!: string;

  @Field(() => Boolean)
  hasMore!: boolean;

  @Field(() => Int, {
    description:
      'How many customers this delta holds in all (counted by its first page; the same on every page).',
  })
  total!: number;
}
