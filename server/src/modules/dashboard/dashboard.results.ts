/**
 * GraphQL shapes of the dashboard home. Each part is null when the actor lacks its permission, so one
 * query serves every role. Amounts are Money (integer centimes of DZD); days are the shop's calendar
 * days in Africa/Algiers, written YYYY-MM-DD.
 */
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { MoneyScalar } from '../../graphql/money.scalar';
import { OrderStatus, SalesChannel } from '../orders';

@ObjectType({ description: 'Orders of one channel over a period: how many, and their totals.' })
export class ChannelSales {
  @Field(() => SalesChannel)
  channel!: SalesChannel;

  @Field(() => Int)
  count!: number;

  @Field(() => MoneyScalar, { description: 'The orders’ totals, delivery included.' })
  total!: number;
}

@ObjectType({ description: "One channel's sales day by day, in the order of DashboardSales.days." })
export class ChannelDailySales {
  @Field(() => SalesChannel)
  channel!: SalesChannel;

  @Field(() => [Int])
  counts!: number[];

  @Field(() => [MoneyScalar])
  totals!: number[];
}

@ObjectType({
  description:
    'Sales: orders made (by creation, Africa/Algiers days) that are neither cancelled nor returned. ' +
    'Every channel is listed, with zeros.',
})
export class DashboardSales {
  @Field(() => String, { description: 'Today in Africa/Algiers, YYYY-MM-DD.' })
  today!: string;

  @Field(() => Int)
  todayCount!: number;

  @Field(() => MoneyScalar)
  todayTotal!: number;

  @Field(() => [ChannelSales])
  todayByChannel!: ChannelSales[];

  @Field(() => [String], { description: 'The last 30 days, oldest first, ending today (YYYY-MM-DD).' })
  days!: string[];

  @Field(() => [ChannelDailySales])
  daily!: ChannelDailySales[];
}

@ObjectType({ description: 'How many orders stand in one status.' })
export class DashboardStatusCount {
  @Field(() => OrderStatus)
  status!: OrderStatus;

  @Field(() => Int)
  count!: number;
}

@ObjectType({ description: 'Orders waiting for staff.' })
export class DashboardOrders {
  @Field(() => [DashboardStatusCount], { description: 'PENDING, CONFIRMED and SHIPPED, in that order.' })
  waiting!: DashboardStatusCount[];

  @Field(() => Int, { description: 'POS sales flagged at sync and still waiting for review.' })
  posToReview!: number;
}

@ObjectType({ description: 'A stock line below the threshold.' })
export class LowStockLine {
  @Field(() => Int)
  productId!: number;

  @Field(() => Int, { nullable: true })
  combinationId!: number | null;

  @Field(() => String, { description: "The product's name in the request's language (French fallback)." })
  productName!: string;

  @Field(() => String, { nullable: true })
  combinationName!: string | null;

  @Field(() => Int, { description: 'On hand - reserved.' })
  available!: number;
}

@ObjectType({ description: "A warehouse's stock lines below the threshold." })
export class WarehouseLowStock {
  @Field(() => ID)
  warehouseId!: string;

  @Field(() => String)
  name!: string;

  @Field(() => Int, { description: 'Every line below the threshold.' })
  count!: number;

  @Field(() => [LowStockLine], { description: 'The first few of them, fewest available first.' })
  lines!: LowStockLine[];
}

@ObjectType({ description: 'Stock below a threshold, per active warehouse the actor works in.' })
export class DashboardStock {
  @Field(() => Int, { description: 'A line is low when fewer than this many units are available.' })
  threshold!: number;

  @Field(() => [WarehouseLowStock], { description: 'By name; warehouses with none are listed with 0.' })
  warehouses!: WarehouseLowStock[];
}

@ObjectType({ description: 'A carrier holding the money of delivered cash-on-delivery orders.' })
export class CarrierHolding {
  @Field(() => Int)
  transporterId!: number;

  @Field(() => String)
  name!: string;

  @Field(() => Int, {
    description: 'Its delivered cash-on-delivery orders not in a transporter payment yet.',
  })
  count!: number;

  @Field(() => MoneyScalar, { description: 'Their totals: what it collected and still holds.' })
  total!: number;
}

@ObjectType({ description: 'The dashboard home: each part is null when the actor lacks its permission.' })
export class Dashboard {
  @Field(() => DashboardSales, { nullable: true, description: 'ORDERS.' })
  sales!: DashboardSales | null;

  @Field(() => DashboardOrders, { nullable: true, description: 'ORDERS.' })
  orders!: DashboardOrders | null;

  @Field(() => DashboardStock, { nullable: true, description: 'STOCK.' })
  stock!: DashboardStock | null;

  @Field(() => [CarrierHolding], {
    nullable: true,
    description:
      'TRANSPORTER_PAYMENTS: the carriers holding money, by name, over every shop (as the transporter ' +
      'payment screen: one statement covers all their parcels).',
  })
  carriers!: CarrierHolding[] | null;
}
