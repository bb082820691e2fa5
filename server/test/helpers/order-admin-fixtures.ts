/**
 * Fixtures of the staff order management tests: a product with combinations and a plain one, in
 * stock in the demo shop's default warehouse; orders written straight through OrderWriter (any
 * channel, status, date or review flag); the GraphQL operations and a row count over every table an
 * order writes, which refusals must leave as they were.
 */
import { randomInt } from 'node:crypto';
import { OrderStatus, PaymentType, SalesChannel } from '@tijara/schema';
import type {
  OrderFlagKind,
  OrderReviewStatus,
  OrderStatus as OrderStatusValue,
  OrderType,
  PaymentType as PaymentTypeValue,
  SalesChannel as SalesChannelValue,
} from '@tijara/schema';
import { OrderWriter } from '../../src/modules/orders';
import { sql } from './catalog-admin-fixtures';
import { BAB_EZZOUAR, transporterId } from './orders-fixtures';
import { addStockDirect, demoWarehouses } from './stock-fixtures';
import { createSmallListing, createStorefrontCatalogue } from './storefront-fixtures';
import type { TestApp } from './test-app';

export const ALGER = 16;

export interface OrderAdminWorld {
  readonly shopUuid: string;
  /** The shop's default warehouse. */
  readonly central: string;
  /** A dress (210 000 centimes HT, 19 %) and its three combinations, 20 of each in stock. */
  readonly dress: {
    readonly id: number;
    readonly combinationIds: readonly number[];
    readonly priceHt: number;
  };
  /** A plain product (120 000 centimes HT), 20 in stock. */
  readonly plain: { readonly id: number; readonly priceHt: number };
  /** Sahel Express: 40 000 centimes in Alger. */
  readonly sahel: number;
  /** Tell Rapide: serves five wilayas only. */
  readonly tell: number;
  /** A commune of Chlef (wilaya 2), which Tell Rapide does not serve. */
  readonly chlef: { readonly wilayaId: number; readonly communeId: number };
}

export async function orderAdminWorld(server: TestApp): Promise<OrderAdminWorld> {
  const catalogue = await createStorefrontCatalogue(server);
  const robe = catalogue.bySlug.get('robe-01');
  if (!robe) throw new Error('The catalogue has no robe-01');
  const combinations = await sql<{ id: number }>(
    server,
    'select id from combination where product_id = ? order by position',
    [robe.id],
  );
  const plain = (await createSmallListing(server)).product;
  const { central, shopUuid } = await demoWarehouses(server);
  for (const combinationId of combinations.map((c) => c.id)) {
    await addStockDirect(server, { warehouseId: central, productId: robe.id, combinationId, quantity: 20 });
  }
  await addStockDirect(server, { warehouseId: central, productId: plain.id, quantity: 20 });
  const [chlef] = await sql<{ commune_id: number }>(
    server,
    'select commune_id from commune_division where wilaya_id = 2 order by commune_id limit 1',
  );
  if (!chlef) throw new Error('No commune in Chlef');
  return {
    shopUuid,
    central,
    dress: { id: robe.id, combinationIds: combinations.map((c) => c.id), priceHt: robe.priceHt },
    plain: { id: plain.id, priceHt: plain.priceHt },
    sahel: await transporterId(server, 'Sahel Express'),
    tell: await transporterId(server, 'Tell Rapide'),
    chlef: { wilayaId: 2, communeId: chlef.commune_id },
  };
}

/** A fresh mobile number, so customers never collide on the shop's phone index. */
export function somePhone(prefix = '07'): string {
  return `${prefix}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}

export interface OrderSpec {
  readonly shopUuid: string;
  readonly firstname?: string;
  readonly lastname?: string;
  readonly phone?: string;
  readonly channel?: SalesChannelValue;
  readonly orderType?: OrderType | null;
  readonly paymentType?: PaymentTypeValue;
  readonly status?: OrderStatusValue;
  readonly transporterId?: number | null;
  readonly total?: number;
  readonly at?: Date;
  readonly reviewStatus?: OrderReviewStatus | null;
  readonly flags?: readonly {
    kind: OrderFlagKind;
    productId: number;
    combinationId: number | null;
    sold?: number;
    available?: number;
  }[];
  readonly receiptNumber?: string | null;
}

/** An order header (and its first history row) written through OrderWriter, as any channel makes one. */
export async function insertOrder(server: TestApp, spec: OrderSpec): Promise<{ id: number; uuid: string }> {
  const writer = new OrderWriter();
  const at = spec.at ?? new Date();
  return server.orm.em.fork().transactional(async (em) => {
    const customerId = await writer.upsertCustomer(em, {
      shopUuid: spec.shopUuid,
      firstname: spec.firstname ?? 'Amina',
      lastname: spec.lastname ?? 'Benali',
      phone: spec.phone ?? somePhone(),
      email: null,
    });
    const status = spec.status ?? OrderStatus.PENDING;
    const placed = await writer.insertHeader(em, {
      shopUuid: spec.shopUuid,
      customerId,
      channel: spec.channel ?? SalesChannel.PHONE,
      orderType: spec.orderType ?? null,
      paymentType: spec.paymentType ?? PaymentType.TRANSPORTER,
      status,
      source: 'dashboard',
      clientOrderKey: null,
      requestFingerprint: null,
      cartExternalId: null,
      locale: 'fr',
      delivery: {
        address: 'Rue 1',
        wilayaId: ALGER,
        communeId: BAB_EZZOUAR,
        transporterId: spec.transporterId ?? null,
      },
      subtotalHt: 0,
      discountHt: 0,
      deliveryPrice: 0,
      deliveryDiscount: 0,
      total: spec.total ?? 100_000,
      amountPaid: 0,
      origin: spec.receiptNumber
        ? {
            deviceId: 'till-1',
            cashierId: null,
            posSession: 's1',
            deviceSequence: 1,
            receiptNumber: spec.receiptNumber,
            clientCreatedAt: at,
            offline: true,
          }
        : null,
      createdById: null,
      note: null,
      reviewStatus: spec.reviewStatus ?? null,
      flags: spec.flags ?? [],
      at,
      deliveredAt: status === OrderStatus.DELIVERED ? at : null,
    });
    if (!placed) throw new Error('The order was not inserted');
    await writer.recordStatus(em, {
      orderId: placed.id,
      from: null,
      to: status,
      at,
      staffId: null,
      note: null,
    });
    return placed;
  });
}

/** Rows of every table a staff order writes: a refusal must leave them all as they were. */
export async function orderRowCounts(server: TestApp): Promise<Record<string, number>> {
  const tables = [
    'customer',
    'customer_order',
    'order_line',
    'order_payment',
    'order_installment',
    'order_status_change',
    'stock_reservation',
    'stock_movement',
  ];
  const [row] = await sql<Record<string, number>>(
    server,
    `select ${tables.map((t) => `(select count(*)::int from ${t}) as ${t}`).join(', ')}`,
  );
  return row ?? {};
}

export const SUMMARY_FIELDS = `id uuid reference channel orderType paymentType status customerName customerPhone
  wilayaName communeName transporterId transporterName trackingNumber total amountPaid createdAt reviewStatus
  receiptNumber offline`;

export const DETAIL_FIELDS = `${SUMMARY_FIELDS} shopUuid customer { id uuid firstname lastname phone email }
  deliveryAddress wilayaId communeId subtotalHt discountHt deliveryPrice deliveryDiscount balanceDue
  lines { id position productId combinationId productName combinationName sku quantity unitPrice unitPriceAfter
    taxRateBp totalHt totalTtc promotions { promotionId amount } cataloguePrice }
  payments { id method amount paidAt installment } installments { sequence amount dueDate paidAt }
  history { fromStatus toStatus changedAt staffName note }
  flags { kind productId combinationId sold available chargedUnitPrice catalogueUnitPrice }
  clientOrderKey cartExternalId locale source deviceId cashierName posSession deviceSequence clientCreatedAt
  createdByName note reviewedAt reviewedByName reviewNote allowedTransitions deliveredAt`;

export const ORDERS = `query($filter: OrderFilter, $page: Int, $pageSize: Int) {
  orders(filter: $filter, page: $page, pageSize: $pageSize) { totalCount page pageSize items { ${SUMMARY_FIELDS} } } }`;
export const ORDER = `query($uuid: ID!) { order(uuid: $uuid) { ${DETAIL_FIELDS} } }`;
export const REVIEW_QUEUE = `query($shopUuid: ID, $page: Int, $pageSize: Int) {
  orderReviewQueue(shopUuid: $shopUuid, page: $page, pageSize: $pageSize) { totalCount items { uuid reviewStatus } } }`;
export const CHANGE_STATUS = `mutation($input: ChangeOrderStatusInput!) { changeOrderStatus(input: $input) { ${DETAIL_FIELDS} } }`;
export const ASSIGN_TRANSPORTER = `mutation($input: AssignOrderTransporterInput!) {
  assignOrderTransporter(input: $input) { ${DETAIL_FIELDS} } }`;
export const CREATE_STAFF_ORDER = `mutation($input: StaffOrderInput!) { createStaffOrder(input: $input) { ${DETAIL_FIELDS} } }`;
export const RECORD_PAYMENT = `mutation($input: RecordOrderPaymentInput!) { recordOrderPayment(input: $input) { ${DETAIL_FIELDS} } }`;
export const RESOLVE_REVIEW = `mutation($input: ResolveOrderReviewInput!) { resolveOrderReview(input: $input) { ${DETAIL_FIELDS} } }`;

/** The answer's error: status, code, message key and field names. */
export function refusalFields(answer: {
  status: number;
  errors?: { extensions: Record<string, unknown> }[];
}) {
  const extensions = answer.errors?.[0]?.extensions ?? {};
  const fieldErrors = (extensions['fieldErrors'] ?? {}) as Record<string, string[]>;
  return {
    status: answer.status,
    code: extensions['code'],
    messageKey: extensions['messageKey'],
    fields: Object.keys(fieldErrors).sort(),
  };
}

/** A cash-on-delivery phone order to Bab Ezzouar by Sahel Express: 2 dresses (first combination) and 1 plain product. */
export function phoneOrderInput(world: OrderAdminWorld, overrides: Record<string, unknown> = {}) {
  return {
    shopUuid: world.shopUuid,
    channel: 'PHONE',
    orderType: 'PHONE',
    paymentType: 'TRANSPORTER',
    customer: { firstname: 'Nadia', lastname: 'Cherif', phone: somePhone('05'), email: null },
    delivery: {
      address: 'Cité 200 logements, bâtiment B',
      wilayaId: ALGER,
      communeId: BAB_EZZOUAR,
      transporterId: world.sahel,
    },
    lines: [
      { productId: world.dress.id, combinationId: world.dress.combinationIds[0], quantity: 2 },
      { productId: world.plain.id, combinationId: null, quantity: 1 },
    ],
    ...overrides,
  };
}

/** On hand and reserved of one line in one warehouse. */
export async function levelOf(
  server: TestApp,
  warehouseId: string,
  productId: number,
  combinationId: number | null = null,
): Promise<{ onHand: number; reserved: number }> {
  const [row] = await sql<{ on_hand: number; reserved: number }>(
    server,
    'select on_hand, reserved from stock_level where warehouse_id = ? and product_id = ? and coalesce(combination_id, 0) = ?',
    [warehouseId, productId, combinationId ?? 0],
  );
  return { onHand: row?.on_hand ?? 0, reserved: row?.reserved ?? 0 };
}

/** An installment order of 2 plain products (285 600 centimes) picked up in the shop: 85 600 now, then 2 x 100 000. */
export function installmentOrderInput(world: OrderAdminWorld, overrides: Record<string, unknown> = {}) {
  return phoneOrderInput(world, {
    channel: 'INSTALLMENT',
    orderType: 'INSTALLMENT',
    paymentType: 'INSTALLMENT',
    delivery: null,
    lines: [{ productId: world.plain.id, quantity: 2 }],
    firstPayment: 85_600,
    installments: [
      { amount: 100_000, dueDate: '2027-01-15' },
      { amount: 100_000, dueDate: '2027-02-15' },
    ],
    ...overrides,
  });
}
