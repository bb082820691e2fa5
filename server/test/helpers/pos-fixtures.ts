/**
 * POS sync fixtures: the checkout's catalogue (robe-01 and robe-02, three combinations each, stocked
 * in the demo shop's default warehouse), a cashier of the demo shop, sale entries as a till sends
 * them (a fresh client order id each, the catalogue's prices unless told), the syncOrders and
 * orderByClientId calls, and row counts to prove what a call wrote.
 */
import { randomUUID } from 'node:crypto';
import { PaymentType, priceTtc } from '@tijara/schema';
import type { StaffRole } from '@tijara/schema';
import { setupCheckout } from './checkout-fixtures';
import type { CheckoutSetup } from './checkout-fixtures';
import { createStaff, login } from './staff';
import type { GraphqlResponse, TestApp } from './test-app';

/** Calls GraphQL as one member of staff (or anonymously). */
export interface Caller {
  readonly staffId: string | null;
  graphql<T>(query: string, variables?: Record<string, unknown>): Promise<GraphqlResponse<T>>;
}

export async function signedCaller(
  server: TestApp,
  roles: readonly StaffRole[],
  shopIds: readonly string[],
): Promise<Caller> {
  const staff = await createStaff(server, { roles, shopIds });
  const { cookie } = await login(server, staff.email);
  return { staffId: staff.id, graphql: (query, variables) => server.graphql(query, variables, { cookie }) };
}

export function anonymousCaller(server: TestApp): Caller {
  return { staffId: null, graphql: (query, variables) => server.graphql(query, variables) };
}

export interface PosSetup extends CheckoutSetup {
  /** A CASHIER assigned to the demo shop. */
  readonly cashier: Caller;
}

export async function setupPos(server: TestApp, stock = 5): Promise<PosSetup> {
  const checkout = await setupCheckout(server, stock);
  return { ...checkout, cashier: await signedCaller(server, ['CASHIER'], [checkout.shopUuid]) };
}

export interface LineSpec {
  readonly dress?: number;
  readonly combination?: number;
  readonly quantity?: number;
  /** HT per unit; the catalogue's by default. */
  readonly unitPrice?: number;
}

/** A till line: robe-0N's combination, at the catalogue's (or the given) price, TTC at its tax rate. */
export function posLine(setup: CheckoutSetup, spec: LineSpec = {}) {
  const dress = setup.dresses[spec.dress ?? 0];
  if (!dress) throw new Error('No such dress in the fixture');
  const position = spec.combination ?? 0;
  const catalogue = dress.product.priceHt + (position === 2 ? 500 : 0);
  const unitPrice = spec.unitPrice ?? catalogue;
  const quantity = spec.quantity ?? 1;
  return {
    productId: dress.product.id,
    combinationId: dress.combinationIds[position] ?? null,
    quantity,
    unitPrice,
    unitPriceAfter: unitPrice,
    totalHt: unitPrice * quantity,
    totalTtc: priceTtc(unitPrice * quantity, dress.product.taxRateBp),
  };
}

export type PosLine = ReturnType<typeof posLine>;

export interface SaleSpec {
  readonly lines?: readonly PosLine[];
  readonly paymentType?: string;
  /** Default: one tender of the payment type for the whole total. */
  readonly tenders?: readonly { method: string; amount: number }[];
  readonly total?: number;
  readonly customer?: Record<string, unknown> | null;
  readonly installments?: readonly { amount: number; dueDate: string }[];
  readonly couponCodes?: readonly string[];
  readonly clientOrderId?: string;
  readonly cashierId?: string;
  readonly createdAt?: Date;
  readonly shopUuid?: string;
}

/** A SyncOrderInput of a POS sale, paid cash by default. */
export function saleEntry(setup: CheckoutSetup, spec: SaleSpec = {}) {
  const lines = spec.lines ?? [posLine(setup)];
  const total = spec.total ?? lines.reduce((sum, line) => sum + line.totalTtc, 0);
  const paymentType = spec.paymentType ?? PaymentType.CASH.toUpperCase();
  const clientOrderId = spec.clientOrderId ?? randomUUID();
  return {
    clientOrderId,
    idempotencyKey: clientOrderId,
    deviceId: 'till-01',
    ...(spec.cashierId === undefined ? {} : { cashierId: spec.cashierId }),
    sessionId: 'S-2026-11-20',
    deviceSequence: 17,
    receiptNumber: 'T01-S20-0017',
    createdAt: (spec.createdAt ?? new Date()).toISOString(),
    sale: {
      shopUuid: spec.shopUuid ?? setup.shopUuid,
      customer: spec.customer ?? null,
      lines,
      paymentType,
      tenders: spec.tenders ?? [{ method: paymentType, amount: total }],
      total,
      ...(spec.installments ? { installments: spec.installments } : {}),
      ...(spec.couponCodes ? { couponCodes: spec.couponCodes } : {}),
    },
  };
}

export const SYNC_ORDERS = `mutation($orders: [SyncOrderInput!]!) {
  syncOrders(orders: $orders) {
    clientOrderId status orderUuid reference orderStatus
    reasons { code message field productId combinationId }
  }
}`;

export const ORDER_BY_CLIENT_ID = `query($shopUuid: ID!, $clientOrderId: ID!) {
  orderByClientId(shopUuid: $shopUuid, clientOrderId: $clientOrderId) {
    uuid reference status total amountPaid reviewStatus flags createdAt receiptNumber
  }
}`;

export interface SyncReasonResult {
  code: string;
  message: string;
  field: string | null;
  productId: number | null;
  combinationId: number | null;
}

export interface SyncResult {
  clientOrderId: string;
  status: 'CREATED' | 'DUPLICATE' | 'CONFLICT' | 'REJECTED';
  orderUuid: string | null;
  reference: string | null;
  orderStatus: string | null;
  reasons: SyncReasonResult[];
}

/** syncOrders' answer, failing loudly on GraphQL errors. */
export async function syncOrders(client: Caller, orders: readonly unknown[]): Promise<SyncResult[]> {
  const answer: GraphqlResponse<{ syncOrders: SyncResult[] }> = await client.graphql(SYNC_ORDERS, { orders });
  if (!answer.data?.syncOrders) throw new Error(`syncOrders failed: ${JSON.stringify(answer.errors)}`);
  return answer.data.syncOrders;
}

export function sqlRows<T>(server: TestApp, query: string, params: unknown[] = []): Promise<T[]> {
  return server.orm.em.fork().getConnection().execute<T[]>(query, params);
}

/** How many rows each order table and the stock ledger hold. */
export async function writtenRows(server: TestApp): Promise<Record<string, number>> {
  const tables = [
    'customer',
    'customer_order',
    'order_line',
    'order_payment',
    'order_installment',
    'order_status_change',
    'stock_movement',
  ];
  const [row] = await sqlRows<Record<string, number>>(
    server,
    `select ${tables.map((t) => `(select count(*)::int from ${t}) as ${t}`).join(', ')}`,
  );
  return row ?? {};
}

/** On hand and reserved of a line in the demo shop's default warehouse. */
export async function levelOf(server: TestApp, setup: CheckoutSetup, line: PosLine) {
  const [row] = await sqlRows<{ on_hand: number; reserved: number }>(
    server,
    'select on_hand, reserved from stock_level where warehouse_id = ? and product_id = ? and coalesce(combination_id, 0) = ?',
    [setup.warehouseId, line.productId, line.combinationId ?? 0],
  );
  return { onHand: row?.on_hand ?? 0, reserved: row?.reserved ?? 0 };
}
