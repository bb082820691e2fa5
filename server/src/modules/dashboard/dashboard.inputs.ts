/** Arguments of the dashboard home. */
import { ArgsType, Field, ID, Int } from 'type-graphql';
import { DEFAULT_LOW_STOCK_THRESHOLD, MAX_LOW_STOCK_THRESHOLD } from './dashboard-rules';

@ArgsType()
export class DashboardArgs {
  @Field(() => ID, {
    nullable: true,
    description:
      "One shop's figures (orders, its warehouses); without it, every shop the actor acts in. " +
      'Carriers hold money for every shop and are never narrowed.',
  })
  shopUuid?: string | null;

  @Field(() => Int, {
    nullable: true,
    defaultValue: DEFAULT_LOW_STOCK_THRESHOLD,
    description: `A stock line is low below this many available units: 0 to ${MAX_LOW_STOCK_THRESHOLD}.`,
  })
  lowStockThreshold?: number | null;
}
