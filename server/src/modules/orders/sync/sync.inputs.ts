/** GraphQL inputs of `syncOrders` (POS and offline order sync). Money is integer centimes. */
import { Field, ID, InputType, Int } from 'type-graphql';
import { MoneyScalar } from '../../../graphql/money.scalar';
import { PaymentType } from '../data';
import { PlaceOrderInput } from '../placement';
import type { PosSaleRequest, SyncEntryRequest } from './sync-request';

@InputType({ description: "A promotion's part in a line, as the till applied it: centimes HT off the line." })
export class AppliedLinePromotionInput {
  @Field(() => Int) promotionId!: number;
  @Field(() => MoneyScalar) amount!: number;
}

@InputType({ description: 'A line of a POS sale at the prices the till charged (recorded as sent).' })
export class PosSaleLineInput {
  @Field(() => Int) productId!: number;
  @Field(() => Int, { nullable: true }) combinationId?: number | null;
  @Field(() => Int) quantity!: number;
  @Field(() => MoneyScalar, { description: 'HT per unit the till used, before promotions.' })
  unitPrice!: number;
  @Field(() => MoneyScalar, { description: 'HT per unit after item promotions.' })
  unitPriceAfter!: number;
  @Field(() => MoneyScalar) totalHt!: number;
  @Field(() => MoneyScalar) totalTtc!: number;
  @Field(() => [AppliedLinePromotionInput], { nullable: true })
  promotions?: AppliedLinePromotionInput[] | null;
}

@InputType({ description: 'Money handed over by one means (a mixed payment has several).' })
export class TenderInput {
  @Field(() => PaymentType) method!: PaymentType;
  @Field(() => MoneyScalar) amount!: number;
}

@InputType({ description: 'One installment of a plan: its amount and due date (YYYY-MM-DD).' })
export class InstallmentInput {
  @Field(() => MoneyScalar) amount!: number;
  @Field(() => String) dueDate!: string;
}

@InputType({
  description: 'A known customer (id) or one typed at the till (names and phone, by the checkout rules).',
})
export class PosCustomerInput {
  @Field(() => Int, { nullable: true }) id?: number | null;
  @Field(() => String, { nullable: true }) firstname?: string | null;
  @Field(() => String, { nullable: true }) lastname?: string | null;
  @Field(() => String, { nullable: true }) phone?: string | null;
  @Field(() => String, { nullable: true }) email?: string | null;
}

@InputType({ description: 'A sale made at the till: a fact, recorded at its prices.' })
export class PosSaleInput {
  @Field(() => ID) shopUuid!: string;
  @Field(() => PosCustomerInput, { nullable: true, description: 'Null: a walk-in sale.' })
  customer?: PosCustomerInput | null;
  @Field(() => [PosSaleLineInput]) lines!: PosSaleLineInput[];
  @Field(() => PaymentType) paymentType!: PaymentType;
  @Field(() => [TenderInput]) tenders!: TenderInput[];
  @Field(() => MoneyScalar, { description: 'The lines TTC plus the delivery price.' }) total!: number;
  @Field(() => MoneyScalar, { nullable: true, description: 'Default 0.' }) deliveryPrice?: number | null;
  @Field(() => [String], { nullable: true }) couponCodes?: string[] | null;
  @Field(() => String, { nullable: true }) note?: string | null;
  @Field(() => [InstallmentInput], { nullable: true, description: 'The plan, for INSTALLMENT.' })
  installments?: InstallmentInput[] | null;
}

@InputType({ description: 'One order made offline: a POS sale or a queued web order (exactly one).' })
export class SyncOrderInput {
  @Field(() => ID, { description: 'UUID made with the order: the POS idempotency key.' })
  clientOrderId!: string;
  @Field(() => String, {
    description: "= clientOrderId for a POS sale; a queued web order's clientOrderKey.",
  })
  idempotencyKey!: string;
  @Field(() => String) deviceId!: string;
  @Field(() => ID, { nullable: true, description: 'The cashier: the signed-in actor (default).' })
  cashierId?: string | null;
  @Field(() => String, { nullable: true }) sessionId?: string | null;
  @Field(() => Int, { nullable: true }) deviceSequence?: number | null;
  @Field(() => String, { nullable: true, description: 'What the till printed.' })
  receiptNumber?: string | null;
  @Field(() => Date, { description: "When it was made, by the device's clock." })
  createdAt!: Date;
  @Field(() => PosSaleInput, { nullable: true }) sale?: PosSaleInput | null;
  @Field(() => PlaceOrderInput, { nullable: true }) webOrder?: PlaceOrderInput | null;
}

function saleRequestOf(sale: PosSaleInput): PosSaleRequest {
  const customer = sale.customer;
  return {
    shopUuid: sale.shopUuid,
    customer: customer
      ? {
          id: customer.id ?? null,
          firstname: customer.firstname ?? null,
          lastname: customer.lastname ?? null,
          phone: customer.phone ?? null,
          email: customer.email ?? null,
        }
      : null,
    lines: sale.lines.map((line) => ({
      productId: line.productId,
      combinationId: line.combinationId ?? null,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      unitPriceAfter: line.unitPriceAfter,
      totalHt: line.totalHt,
      totalTtc: line.totalTtc,
      promotions: (line.promotions ?? []).map((p) => ({ promotionId: p.promotionId, amount: p.amount })),
    })),
    paymentType: sale.paymentType,
    tenders: sale.tenders.map((tender) => ({ method: tender.method, amount: tender.amount })),
    total: sale.total,
    deliveryPrice: sale.deliveryPrice ?? 0,
    couponCodes: sale.couponCodes ?? [],
    note: sale.note ?? null,
    installments: (sale.installments ?? []).map((i) => ({ amount: i.amount, dueDate: i.dueDate })),
  };
}

export function syncEntryOf(input: SyncOrderInput): SyncEntryRequest<PlaceOrderInput> {
  return {
    clientOrderId: input.clientOrderId,
    idempotencyKey: input.idempotencyKey,
    deviceId: input.deviceId,
    cashierId: input.cashierId ?? null,
    sessionId: input.sessionId ?? null,
    deviceSequence: input.deviceSequence ?? null,
    receiptNumber: input.receiptNumber ?? null,
    createdAt: input.createdAt,
    sale: input.sale ? saleRequestOf(input.sale) : null,
    webOrder: input.webOrder ?? null,
  };
}
