/** GraphQL arguments of customer segments. Amounts are Money: integer centimes of DZD. */
import { Field, InputType, Int } from 'type-graphql';
import { MoneyScalar } from '../../../graphql/money.scalar';
import { SegmentKind } from '../promotions.enums';
import { SEGMENT_NAME_MAX_LENGTH } from './segment-rules';

@InputType({ description: 'MEMBERS: no thresholds. RULE: minOrders (>= 1) and/or minSpent (>= 0).' })
export class CustomerSegmentInput {
  @Field(() => String, { description: `Unique in the shop, at most ${SEGMENT_NAME_MAX_LENGTH} characters.` })
  name!: string;

  @Field(() => SegmentKind, { description: 'Changing a MEMBERS segment into a RULE one empties its list.' })
  kind!: SegmentKind;

  @Field(() => Int, { nullable: true })
  minOrders?: number | null;

  @Field(() => MoneyScalar, { nullable: true })
  minSpent?: number | null;
}
