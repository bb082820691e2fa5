/** GraphQL inputs of a till's session, as the till's outbox sends them. Money is integer centimes. */
import { ArgsType, Field, ID, InputType, Int } from 'type-graphql';
import { MoneyScalar } from '../../../graphql/money.scalar';
import { MAX_SESSION_NOTE } from './session-rules';

/** posSessions' page: 50 by default, at most 200. */
export const POS_SESSIONS_DEFAULT_LIMIT = 50;
export const POS_SESSIONS_MAX_LIMIT = 200;

@InputType({ description: 'A session opened on a till (sent again as is: the same session).' })
export class OpenPosSessionInput {
  @Field(() => ID, { description: 'Made by the till: the idempotency key.' })
  uuid!: string;

  @Field(() => ID)
  deviceUuid!: string;

  @Field(() => Int, { description: 'From 1, unique on the till.' })
  number!: number;

  @Field(() => Date, { description: "By the till's clock." })
  openedAt!: Date;

  @Field(() => MoneyScalar)
  openingCash!: number;

  @Field(() => ID, { nullable: true, description: 'The signed-in member of staff (default), no one else.' })
  cashierId?: string | null;
}

@InputType({ description: 'The closing count of a session (sent again as is: the same session).' })
export class ClosePosSessionInput {
  @Field(() => ID)
  uuid!: string;

  @Field(() => Date, { description: "By the till's clock." })
  closedAt!: Date;

  @Field(() => MoneyScalar)
  countedCash!: number;

  @Field(() => MoneyScalar, { description: 'What the till computed it should hold.' })
  expectedCash!: number;

  @Field(() => String, { nullable: true, description: `At most ${MAX_SESSION_NOTE} characters.` })
  note?: string | null;
}

@ArgsType()
export class PosSessionsArgs {
  @Field(() => ID)
  shopUuid!: string;

  @Field(() => ID, { nullable: true, description: "Only this till's sessions." })
  deviceUuid?: string | null;

  @Field(() => Int, {
    nullable: true,
    defaultValue: POS_SESSIONS_DEFAULT_LIMIT,
    description: `1 to ${POS_SESSIONS_MAX_LIMIT}.`,
  })
  limit?: number | null;
}
