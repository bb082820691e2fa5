/**
 * GraphQL arguments of staff order management (the back office's order screens).
 * Amounts are Money (integer centimes); values arrive as typed and are checked by the services.
 */
import { ORDER_EXPIRY_WARNING_HOURS, PAGE_SIZES } from '@tijara/schema';
import { ArgsType, Field, ID, InputType, Int } from 'type-graphql';
import { MoneyScalar } from '../../../graphql/money.scalar';
import { OrderReviewStatus, OrderStatus, OrderType, PaymentType, SalesChannel } from '../data';
import { OrderSortField, SortDirection } from '../graphql/order-list.enums';
import { CheckoutCustomerInput } from '../placement/checkout.inputs';
import { InstallmentInput } from '../sync/sync.inputs';
import { MAX_NOTE_LENGTH, MAX_TRACKING_LENGTH, ORDERS_PAGE_SIZE } from './order-rules';

@InputType({ description: 'Which orders to list; every given criterion must hold.' })
export class OrderFilter {
  @Field(() => ID, {
    nullable: true,
    description: "One shop's orders; without it, every shop the actor acts in.",
  })
  shopUuid?: string | null;

  @Field(() => [OrderStatus], { nullable: true, description: 'Any of these statuses.' })
  status?: OrderStatus[] | null;

  @Field(() => [SalesChannel], { nullable: true, description: 'Any of these channels.' })
  channel?: SalesChannel[] | null;

  @Field(() => [PaymentType], { nullable: true, description: 'Any of these payment types.' })
  paymentType?: PaymentType[] | null;

  @Field(() => [OrderType], { nullable: true, description: 'Any of these order types.' })
  orderType?: OrderType[] | null;

  @Field(() => Int, {
    nullable: true,
    description: 'Delivered in this wilaya (the one the order was placed with).',
  })
  wilayaId?: number | null;

  @Field(() => Int, { nullable: true, description: "This customer's orders." })
  customerId?: number | null;

  @Field(() => Date, {
    nullable: true,
    description: `PENDING web orders the system will cancel before this instant (autoCancelAt); now + ${ORDER_EXPIRY_WARNING_HOURS} h lists those about to go.`,
  })
  autoCancelBefore?: Date | null;

  @Field(() => Int, { nullable: true })
  transporterId?: number | null;

  @Field(() => OrderReviewStatus, { nullable: true })
  reviewStatus?: OrderReviewStatus | null;

  @Field(() => String, {
    nullable: true,
    description: 'The reference (CMD-000042 or 42), part of the customer name, or part of the phone number.',
  })
  search?: string | null;

  @Field(() => Date, { nullable: true, description: 'Made at or after this instant.' })
  createdFrom?: Date | null;

  @Field(() => Date, { nullable: true, description: 'Made before this instant.' })
  createdTo?: Date | null;
}

@ArgsType()
class OrderPageArgs {
  @Field(() => Int, { nullable: true, defaultValue: 1, description: 'From 1.' })
  page?: number | null;

  @Field(() => Int, {
    nullable: true,
    defaultValue: ORDERS_PAGE_SIZE,
    description: `One of ${PAGE_SIZES.join(', ')}.`,
  })
  pageSize?: number | null;
}

@ArgsType()
export class OrdersArgs extends OrderPageArgs {
  @Field(() => OrderFilter, { nullable: true })
  filter?: OrderFilter | null;

  @Field(() => OrderSortField, { nullable: true, defaultValue: OrderSortField.CREATED_AT })
  sort?: OrderSortField | null;

  @Field(() => SortDirection, { nullable: true, defaultValue: SortDirection.DESC })
  direction?: SortDirection | null;
}

@ArgsType()
export class OrderStatusCountsArgs {
  @Field(() => OrderFilter, { nullable: true, description: 'Every criterion but `status` applies.' })
  filter?: OrderFilter | null;
}

@ArgsType()
export class OrderReviewQueueArgs extends OrderPageArgs {
  @Field(() => ID, {
    nullable: true,
    description: "One shop's queue; without it, every shop the actor acts in.",
  })
  shopUuid?: string | null;
}

@InputType()
export class ChangeOrderStatusInput {
  @Field(() => ID)
  uuid!: string;

  @Field(() => OrderStatus, { description: "One of the order's allowedTransitions." })
  status!: OrderStatus;

  @Field(() => String, {
    nullable: true,
    description: `Kept in the history, at most ${MAX_NOTE_LENGTH} characters.`,
  })
  note?: string | null;
}

@InputType()
export class AssignOrderTransporterInput {
  @Field(() => ID)
  uuid!: string;

  @Field(() => Int, {
    nullable: true,
    description: "Active, and serving the order's commune when it has one; null takes the transporter off.",
  })
  transporterId?: number | null;

  @Field(() => String, {
    nullable: true,
    description: `The carrier's parcel number, trimmed, at most ${MAX_TRACKING_LENGTH} characters; blank clears it.`,
  })
  trackingNumber?: string | null;
}

@InputType({ description: 'Where a staff order is delivered; the price is the transporter’s there.' })
export class StaffDeliveryInput {
  @Field(() => String)
  address!: string;

  @Field(() => Int)
  wilayaId!: number;

  @Field(() => Int)
  communeId!: number;

  @Field(() => Int, { description: 'Active and serving the commune.' })
  transporterId!: number;
}

@InputType()
export class StaffOrderLineInput {
  @Field(() => Int)
  productId!: number;

  @Field(() => Int, { nullable: true, description: 'Required for a product that has combinations.' })
  combinationId?: number | null;

  @Field(() => Int)
  quantity!: number;
}

@InputType({ description: 'A phone, wholesale or installment order entered by staff; priced on the server.' })
export class StaffOrderInput {
  @Field(() => ID)
  shopUuid!: string;

  @Field(() => SalesChannel, { description: 'PHONE, WHOLESALE or INSTALLMENT.' })
  channel!: SalesChannel;

  @Field(() => OrderType, { description: "The channel's: PHONE, WHOLESALER or INSTALLMENT." })
  orderType!: OrderType;

  @Field(() => PaymentType, {
    description: 'CASH, TRANSPORTER (needs a delivery), DEPOSIT or INSTALLMENT (the INSTALLMENT channel).',
  })
  paymentType!: PaymentType;

  @Field(() => Int, { nullable: true, description: 'A customer of the shop; or give `customer`.' })
  customerId?: number | null;

  @Field(() => CheckoutCustomerInput, {
    nullable: true,
    description: 'Found by phone in the shop (names brought up to date) or created.',
  })
  customer?: CheckoutCustomerInput | null;

  @Field(() => StaffDeliveryInput, { nullable: true, description: 'Null: picked up in the shop.' })
  delivery?: StaffDeliveryInput | null;

  @Field(() => [StaffOrderLineInput])
  lines!: StaffOrderLineInput[];

  @Field(() => [String], { nullable: true })
  couponCodes?: string[] | null;

  @Field(() => MoneyScalar, {
    nullable: true,
    description: 'DEPOSIT: more than 0, at most the total. INSTALLMENT: the first payment (0 or more).',
  })
  firstPayment?: number | null;

  @Field(() => [InstallmentInput], {
    nullable: true,
    description: 'INSTALLMENT: with firstPayment, adds up to the total; due dates increasing.',
  })
  installments?: InstallmentInput[] | null;

  @Field(() => String, { nullable: true, description: `At most ${MAX_NOTE_LENGTH} characters.` })
  note?: string | null;
}

@InputType()
export class RecordOrderPaymentInput {
  @Field(() => ID)
  uuid!: string;

  @Field(() => MoneyScalar, {
    description: "More than 0, at most the balance (an installment's exact amount).",
  })
  amount!: number;

  @Field(() => PaymentType, { description: 'CASH, CARD, MOBILE or OTHER.' })
  method!: PaymentType;

  @Field(() => Int, {
    nullable: true,
    description:
      'The installment this pays (its sequence): required for installment orders, refused otherwise.',
  })
  installment?: number | null;
}

@InputType()
export class ResolveOrderReviewInput {
  @Field(() => ID)
  uuid!: string;

  @Field(() => String, { nullable: true, description: `At most ${MAX_NOTE_LENGTH} characters.` })
  note?: string | null;
}
