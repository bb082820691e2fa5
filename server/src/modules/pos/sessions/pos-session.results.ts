/** GraphQL shape of a till's session. Money is integer centimes. */
import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { MoneyScalar } from '../../../graphql/money.scalar';

export const PosSessionStatus = { OPEN: 'OPEN', CLOSED: 'CLOSED' } as const;
export type PosSessionStatus = (typeof PosSessionStatus)[keyof typeof PosSessionStatus];

registerEnumType(PosSessionStatus, {
  name: 'PosSessionStatus',
  description: 'OPEN until the till sent its closing count.',
});

@ObjectType({ description: 'The cashier who opened a session.' })
export class PosSessionCashier {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  displayName!: string;
}

/** Named apart from the entity (PosSession), which is no GraphQL type. */
@ObjectType('PosSession', {
  description: "A cashier's session on a till, from the opening cash to the closing count.",
})
export class PosSessionView {
  @Field(() => ID, { description: 'Made by the till.' })
  uuid!: string;

  @Field(() => Int, { description: "The session's number on its till (the receipts' middle part)." })
  number!: number;

  @Field(() => ID)
  deviceUuid!: string;

  @Field(() => String)
  deviceCode!: string;

  @Field(() => ID)
  shopUuid!: string;

  @Field(() => PosSessionCashier)
  cashier!: PosSessionCashier;

  @Field(() => PosSessionStatus)
  status!: PosSessionStatus;

  @Field(() => Date, { description: "By the till's clock." })
  openedAt!: Date;

  @Field(() => MoneyScalar)
  openingCash!: number;

  @Field(() => Date, { nullable: true })
  closedAt!: Date | null;

  @Field(() => MoneyScalar, { nullable: true, description: 'The cash counted at the close.' })
  countedCash!: number | null;

  @Field(() => MoneyScalar, {
    nullable: true,
    description: 'What the till computed: the opening cash plus the cash taken minus the change given.',
  })
  expectedCash!: number | null;

  @Field(() => MoneyScalar, { nullable: true, description: 'countedCash - expectedCash (null while open).' })
  difference!: number | null;

  @Field(() => Int, { description: "The orders synced with this session (the server's figure)." })
  salesCount!: number;

  @Field(() => MoneyScalar, { description: 'Their totals (TTC, what the customers owe).' })
  salesTotal!: number;

  @Field(() => MoneyScalar, { description: 'Their cash tenders taken at the sale.' })
  cashTotal!: number;

  @Field(() => String, { nullable: true })
  note!: string | null;
}
