/** GraphQL arguments of the back office's customer list (PROMOTIONS). */
import { PAGE_SIZES } from '@tijara/schema';
import { ArgsType, Field, ID, Int } from 'type-graphql';
import { CustomerSortField } from './customer-list.sql';

/** The back office's lists show 24 rows unless asked otherwise. */
export const CUSTOMERS_PAGE_SIZE = 24;

@ArgsType()
export class CustomerListArgs {
  @Field(() => ID, {
    nullable: true,
    description: "One shop's customers; without it, every shop the actor acts in.",
  })
  shopUuid?: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      'A number is matched as a phone (+213, spaces and Arabic-Indic digits accepted); otherwise every word must appear in the first name, last name or phone.',
  })
  search?: string | null;

  @Field(() => CustomerSortField, { nullable: true, defaultValue: CustomerSortField.NAME })
  sortBy?: CustomerSortField | null;

  @Field(() => Boolean, { nullable: true, defaultValue: false })
  descending?: boolean | null;

  @Field(() => Int, { nullable: true, defaultValue: 1, description: 'From 1.' })
  page?: number | null;

  @Field(() => Int, {
    nullable: true,
    defaultValue: CUSTOMERS_PAGE_SIZE,
    description: `One of ${PAGE_SIZES.join(', ')}.`,
  })
  pageSize?: number | null;
}
