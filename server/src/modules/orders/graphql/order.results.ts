/**
 * GraphQL shapes of orders (the result types several order use cases share), used by staff order
 * management, POS sync and checkout. They are plain classes filled whole by the readers before any
 * field resolves, so no field reads the database. Money is integer centimes (the Money scalar).
 */
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { PageOf } from '../../../graphql/page-of';
import { MoneyScalar } from '../../../graphql/money.scalar';
import { OrderFlagKind, OrderReviewStatus, OrderStatus, OrderType, PaymentType, SalesChannel } from '../data';

@ObjectType({ description: "A promotion's part in a line: centimes HT off the line." })
export class AppliedLinePromotionView {
  @Field(() => Int) promotionId!: number;
  @Field(() => MoneyScalar) amount!: number;
}

@ObjectType({
  description: 'What was sold, frozen when the order was made (later catalogue edits never change it).',
})
export class OrderLineView {
  @Field(() => ID) id!: string;
  @Field(() => Int, { description: '0-based, in the order the lines were given.' }) position!: number;
  @Field(() => Int) productId!: number;
  @Field(() => Int, { nullable: true }) combinationId!: number | null;
  @Field(() => String) productName!: string;
  @Field(() => String, { nullable: true }) combinationName!: string | null;
  @Field(() => String, { nullable: true }) sku!: string | null;
  @Field(() => Int) quantity!: number;
  @Field(() => MoneyScalar, { description: 'HT per unit before promotions.' }) unitPrice!: number;
  @Field(() => MoneyScalar, { description: 'HT per unit after item promotions.' }) unitPriceAfter!: number;
  @Field(() => Int, { description: 'Basis points: 1900 is 19 %.' }) taxRateBp!: number;
  @Field(() => MoneyScalar, { description: 'After every discount.' }) totalHt!: number;
  @Field(() => MoneyScalar) totalTtc!: number;
  @Field(() => [AppliedLinePromotionView]) promotions!: AppliedLinePromotionView[];
  @Field(() => MoneyScalar, {
    nullable: true,
    description: "POS: the catalogue's unit price HT at sync when the till charged another one.",
  })
  cataloguePrice!: number | null;
}

@ObjectType({ description: "One step of an order's life." })
export class OrderStatusChangeView {
  @Field(() => OrderStatus, { nullable: true, description: "Null for the order's first status." })
  fromStatus!: OrderStatus | null;
  @Field(() => OrderStatus) toStatus!: OrderStatus;
  @Field(() => Date) changedAt!: Date;
  @Field(() => String, { nullable: true, description: 'Null: the shopper or the till.' })
  staffName!: string | null;
  @Field(() => String, { nullable: true }) note!: string | null;
  @Field(() => String, {
    nullable: true,
    description:
      'Why the system made this change, as a message key the apps translate (order.auto_cancelled_unconfirmed); null for a change made by a person or a till.',
  })
  messageKey!: string | null;
}

@ObjectType({
  description: 'Money received for an order (a tender, a deposit, a first payment, an installment).',
})
export class OrderPaymentView {
  @Field(() => ID) id!: string;
  @Field(() => PaymentType) method!: PaymentType;
  @Field(() => MoneyScalar) amount!: number;
  @Field(() => Date) paidAt!: Date;
  @Field(() => Int, { nullable: true, description: 'The installment this payment settles.' })
  installment!: number | null;
}

@ObjectType({ description: "One installment of an installment order's plan." })
export class OrderInstallmentView {
  @Field(() => Int, { description: '1, 2, 3... in due order.' }) sequence!: number;
  @Field(() => MoneyScalar) amount!: number;
  @Field(() => String, { description: 'YYYY-MM-DD.' }) dueDate!: string;
  @Field(() => Date, { nullable: true, description: 'Null while unpaid.' }) paidAt!: Date | null;
}

@ObjectType({ description: 'Why a POS sale waits for review, with the figures a reviewer needs.' })
export class OrderFlagView {
  @Field(() => OrderFlagKind) kind!: OrderFlagKind;
  @Field(() => Int) productId!: number;
  @Field(() => Int, { nullable: true }) combinationId!: number | null;
  @Field(() => Int, { nullable: true, description: 'OVERSOLD: units sold.' }) sold!: number | null;
  @Field(() => Int, { nullable: true, description: 'OVERSOLD: units available at sync.' })
  available!: number | null;
  @Field(() => MoneyScalar, { nullable: true, description: 'PRICE_CHANGED: HT per unit the till charged.' })
  chargedUnitPrice!: number | null;
  @Field(() => MoneyScalar, { nullable: true, description: 'PRICE_CHANGED: HT per unit in the catalogue.' })
  catalogueUnitPrice!: number | null;
}

@ObjectType({ description: "The order's customer." })
export class OrderCustomerView {
  @Field(() => Int) id!: number;
  @Field(() => ID) uuid!: string;
  @Field(() => String) firstname!: string;
  @Field(() => String) lastname!: string;
  @Field(() => String, { description: 'Normalised mobile number (0[567] + 8 digits).' }) phone!: string;
  @Field(() => String, { nullable: true }) email!: string | null;
}

@ObjectType({ description: 'One row of an order list.' })
export class OrderSummary {
  @Field(() => Int) id!: number;
  @Field(() => ID) uuid!: string;
  @Field(() => String, { description: 'CMD-000042.' }) reference!: string;
  @Field(() => SalesChannel) channel!: SalesChannel;
  @Field(() => OrderType, { nullable: true }) orderType!: OrderType | null;
  @Field(() => PaymentType) paymentType!: PaymentType;
  @Field(() => OrderStatus) status!: OrderStatus;
  @Field(() => String) customerName!: string;
  @Field(() => String) customerPhone!: string;
  @Field(() => String, { nullable: true }) wilayaName!: string | null;
  @Field(() => String, { nullable: true }) communeName!: string | null;
  @Field(() => Int, { nullable: true }) transporterId!: number | null;
  @Field(() => String, { nullable: true }) transporterName!: string | null;
  @Field(() => String, { nullable: true }) trackingNumber!: string | null;
  @Field(() => MoneyScalar, { description: 'What the customer owes for the whole order.' }) total!: number;
  @Field(() => MoneyScalar) amountPaid!: number;
  @Field(() => Date) createdAt!: Date;
  @Field(() => OrderReviewStatus, { nullable: true, description: 'Null: never flagged.' })
  reviewStatus!: OrderReviewStatus | null;
  @Field(() => String, { nullable: true, description: 'The receipt number a till printed.' })
  receiptNumber!: string | null;
  @Field(() => Boolean, { description: 'Made without a connection and synced later.' }) offline!: boolean;
  @Field(() => Date, {
    nullable: true,
    description:
      "When the system cancels this web order if nobody confirms it first (createdAt + the shop's unconfirmedOrderDays); null when it never will.",
  })
  autoCancelAt!: Date | null;
}

@ObjectType({
  description:
    "The same customer's orders in the same shop, this one included: what an agent weighs before confirming a cash-on-delivery order.",
})
export class OrderCustomerRecord {
  @Field(() => Int) orders!: number;
  @Field(() => Int) delivered!: number;
  @Field(() => Int, { description: 'Refused at the door or brought back.' }) returned!: number;
  @Field(() => Int) cancelled!: number;
}

@ObjectType({ description: 'How many orders a status tab of the orders list holds.' })
export class OrderStatusCount {
  @Field(() => OrderStatus) status!: OrderStatus;
  @Field(() => Int) count!: number;
}

@ObjectType({ description: 'An order with everything staff see on its page.' })
export class OrderDetail extends OrderSummary {
  @Field(() => ID) shopUuid!: string;
  @Field(() => OrderCustomerView) customer!: OrderCustomerView;
  @Field(() => OrderCustomerRecord) customerRecord!: OrderCustomerRecord;
  @Field(() => String, { nullable: true, description: 'Null: pickup in the shop.' })
  deliveryAddress!: string | null;
  @Field(() => Int, { nullable: true }) wilayaId!: number | null;
  @Field(() => Int, { nullable: true }) communeId!: number | null;
  @Field(() => MoneyScalar, { description: 'HT, lines before any promotion.' }) subtotalHt!: number;
  @Field(() => MoneyScalar, { description: 'HT, item and cart promotions.' }) discountHt!: number;
  @Field(() => MoneyScalar, { description: 'Included in total.' }) deliveryPrice!: number;
  @Field(() => MoneyScalar, { description: "A shipping promotion's part of deliveryPrice." })
  deliveryDiscount!: number;
  @Field(() => MoneyScalar, { description: 'total - amountPaid.' }) balanceDue!: number;
  @Field(() => [OrderLineView]) lines!: OrderLineView[];
  @Field(() => [OrderPaymentView], { description: 'Oldest first.' }) payments!: OrderPaymentView[];
  @Field(() => [OrderInstallmentView], { description: 'In due order.' })
  installments!: OrderInstallmentView[];
  @Field(() => [OrderStatusChangeView], { description: 'Oldest first.' }) history!: OrderStatusChangeView[];
  @Field(() => [OrderFlagView]) flags!: OrderFlagView[];
  @Field(() => String, { nullable: true }) clientOrderKey!: string | null;
  @Field(() => String, { nullable: true }) cartExternalId!: string | null;
  @Field(() => String, { nullable: true }) locale!: string | null;
  @Field(() => String, { nullable: true, description: 'cart, quick_order, pos, dashboard.' })
  source!: string | null;
  @Field(() => String, { nullable: true }) deviceId!: string | null;
  @Field(() => String, { nullable: true }) cashierName!: string | null;
  @Field(() => String, { nullable: true }) posSession!: string | null;
  @Field(() => Int, { nullable: true }) deviceSequence!: number | null;
  @Field(() => Date, { nullable: true, description: 'When the device made it (its clock).' })
  clientCreatedAt!: Date | null;
  @Field(() => String, { nullable: true }) createdByName!: string | null;
  @Field(() => String, { nullable: true }) note!: string | null;
  @Field(() => Date, { nullable: true }) reviewedAt!: Date | null;
  @Field(() => String, { nullable: true }) reviewedByName!: string | null;
  @Field(() => String, { nullable: true }) reviewNote!: string | null;
  @Field(() => [OrderStatus], { description: 'Statuses staff may move the order to now.' })
  allowedTransitions!: OrderStatus[];
  @Field(() => Date, { nullable: true }) deliveredAt!: Date | null;
}

@ObjectType({ description: 'One page of orders.' })
export class OrderSummaryPage extends PageOf(OrderSummary) {}
