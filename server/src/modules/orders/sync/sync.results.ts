/** GraphQL answers of `syncOrders` and `orderByClientId` (POS and offline order sync). */
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { MoneyScalar } from '../../../graphql/money.scalar';
import { OrderFlagKind, OrderReviewStatus, OrderStatus, OrderSyncStatus } from '../data';

@ObjectType({ description: 'Why an order was rejected or flagged; clients translate by code.' })
export class SyncReason {
  @Field(() => String, {
    description:
      'UNAUTHENTICATED (no session: sign in and send again), FORBIDDEN, BAD_USER_INPUT, KEY_REUSED, UNKNOWN_PRODUCT, TOTAL_MISMATCH, PAYMENTS_MISMATCH, DEPOSIT_ABOVE_TOTAL, INSTALLMENTS_MISMATCH, OVERSOLD, PRICE_CHANGED, COUPON_ALREADY_USED, COOLDOWN, OUT_OF_STOCK, NOT_DELIVERABLE, TRANSPORTER_NOT_SERVING, UNSUPPORTED_VERSION.',
  })
  code!: string;
  @Field(() => String, { description: 'English, for developers and logs.' }) message!: string;
  @Field(() => String, { nullable: true, description: 'The field at fault, a path in the entry.' })
  field!: string | null;
  @Field(() => Int, { nullable: true }) productId!: number | null;
  @Field(() => Int, { nullable: true }) combinationId!: number | null;
}

@ObjectType({ description: 'The outcome of one order of a syncOrders batch.' })
export class SyncOrderResult {
  @Field(() => ID, { description: 'As sent.' }) clientOrderId!: string;
  @Field(() => OrderSyncStatus) status!: OrderSyncStatus;
  @Field(() => ID, { nullable: true, description: 'The order recorded (now or by an earlier send).' })
  orderUuid!: string | null;
  @Field(() => String, { nullable: true, description: 'CMD-000042.' }) reference!: string | null;
  @Field(() => OrderStatus, { nullable: true }) orderStatus!: OrderStatus | null;
  @Field(() => [SyncReason]) reasons!: SyncReason[];
}

@ObjectType({ description: 'The order a client order id made, as a till reconciles it.' })
export class SyncedOrder {
  @Field(() => ID) uuid!: string;
  @Field(() => String) reference!: string;
  @Field(() => OrderStatus) status!: OrderStatus;
  @Field(() => MoneyScalar) total!: number;
  @Field(() => MoneyScalar) amountPaid!: number;
  @Field(() => OrderReviewStatus, { nullable: true }) reviewStatus!: OrderReviewStatus | null;
  @Field(() => [OrderFlagKind]) flags!: OrderFlagKind[];
  @Field(() => Date, { description: 'When the server recorded it.' }) createdAt!: Date;
  @Field(() => String, { nullable: true }) receiptNumber!: string | null;
}
