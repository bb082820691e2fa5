/**
 * Order fixtures: customers and order headers seeded straight through the ORM (in the demo shop),
 * without the checkout, delivered cash on delivery by default, plus lookups
 * of the demo transporters.
 */
import { randomInt } from 'node:crypto';
import { OrderStatus, PaymentType, SalesChannel } from '@tijara/schema';
import type { OrderStatus as OrderStatusValue, PaymentType as PaymentTypeValue } from '@tijara/schema';
import { Customer } from '../../src/modules/customers';
import { CustomerOrder } from '../../src/modules/orders';
import { Shop } from '../../src/modules/shop';
import { Transporter } from '../../src/modules/transporters';
import type { StaffClient } from './catalog-admin-fixtures';
import type { GraphqlResponse, TestApp } from './test-app';

/** Bab Ezzouar (Alger), served by every demo transporter that delivers. */
export const BAB_EZZOUAR = 1621;

export interface CustomerSpec {
  readonly firstname: string;
  readonly lastname: string;
  readonly phone?: string;
}

export interface DeliveredOrderOptions {
  readonly transporterId: number | null;
  /** Centimes, delivery included. */
  readonly total: number;
  readonly paymentType?: PaymentTypeValue;
  readonly status?: OrderStatusValue;
  readonly customer?: CustomerSpec;
  readonly communeId?: number | null;
  readonly trackingNumber?: string | null;
  readonly deliveredAt?: Date | null;
}

export interface OrderFixture {
  readonly id: number;
  readonly uuid: string;
  readonly total: number;
}

/** A fresh mobile number (06 + 8 digits), so customers never collide on the shop's phone index. */
function somePhone(): string {
  return `06${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}

async function wilayaOf(server: TestApp, communeId: number): Promise<number> {
  const [row] = await server.orm.em
    .fork()
    .getConnection()
    .execute<{ wilaya_id: number }[]>(
      'select wilaya_id from commune_division where commune_id = ? order by valid_from nulls first limit 1',
      [communeId],
    );
  if (!row) throw new Error(`Commune ${communeId} has no wilaya`);
  return row.wilaya_id;
}

export async function createDeliveredOrder(
  server: TestApp,
  options: DeliveredOrderOptions,
): Promise<OrderFixture> {
  const em = server.orm.em.fork();
  const [shop] = await em.find(Shop, {}, { orderBy: { name: 'asc' }, limit: 1 });
  if (!shop) throw new Error('The demo seed made no shop');
  const spec = options.customer ?? { firstname: 'Amina', lastname: 'Benali' };
  const customer = em.create(Customer, { shop, ...spec, phone: spec.phone ?? somePhone() });
  const communeId = options.communeId === undefined ? BAB_EZZOUAR : options.communeId;
  const status = options.status ?? OrderStatus.DELIVERED;
  const order = em.create(CustomerOrder, {
    shop,
    customer,
    channel: SalesChannel.ECOMMERCE,
    paymentType: options.paymentType ?? PaymentType.TRANSPORTER,
    status,
    transporter: options.transporterId,
    commune: communeId,
    wilaya: communeId === null ? null : await wilayaOf(server, communeId),
    deliveryAddress: 'Cité 200 logements, bâtiment B',
    trackingNumber: options.trackingNumber ?? null,
    total: options.total,
    deliveredAt:
      options.deliveredAt !== undefined
        ? options.deliveredAt
        : status === OrderStatus.DELIVERED
          ? new Date()
          : null,
  });
  await em.flush();
  return { id: order.id, uuid: order.uuid, total: order.total };
}

/** A demo transporter's id by name ('Sahel Express', 'Tell Rapide', 'Retrait en boutique'). */
export async function transporterId(server: TestApp, name: string): Promise<number> {
  const transporter = await server.orm.em.fork().findOne(Transporter, { name });
  if (!transporter) throw new Error(`No demo transporter named ${name}`);
  return transporter.id;
}

/** A transporter of the test's own, so other tests' and the seed's orders never show in its lists. */
export async function createTransporter(
  server: TestApp,
  name: string,
  active = true,
): Promise<{ id: number; name: string }> {
  const em = server.orm.em.fork();
  const transporter = em.create(Transporter, { name, price: 50_000, active });
  await em.flush();
  return { id: transporter.id, name };
}

/** The transporter payment operations the tests send. */
export const UNPAID_ORDERS = `query($transporterId: Int!) {
  transporterUnpaidOrders(transporterId: $transporterId) { id uuid deliveryName customerFullName total deliveredAt }
}`;
export const TRANSPORTERS_DUE = '{ transportersDue { transporterId name active unpaidCount unpaidTotal } }';
export const PAYMENT_FIELDS = `id transporterId transporterName total reference note paidAt recordedByName
  orders { orderId deliveryName customerFullName amount }`;
export const PAY_TRANSPORTER = `mutation($input: PayTransporterInput!) { payTransporter(input: $input) { ${PAYMENT_FIELDS} } }`;
export const PAYMENTS = `query($transporterId: Int, $page: Int, $pageSize: Int) {
  transporterPayments(transporterId: $transporterId, page: $page, pageSize: $pageSize) {
    totalCount page pageSize items { ${PAYMENT_FIELDS} }
  }
}`;

export interface UnpaidOrderResult {
  id: number;
  uuid: string;
  deliveryName: string;
  customerFullName: string;
  total: number;
  deliveredAt: string | null;
}

export interface PaymentResult {
  id: number;
  transporterId: number;
  transporterName: string;
  total: number;
  reference: string | null;
  note: string | null;
  paidAt: string;
  recordedByName: string;
  orders: { orderId: number; deliveryName: string; customerFullName: string; amount: number }[];
}

export interface DueResult {
  transporterId: number;
  name: string;
  active: boolean;
  unpaidCount: number;
  unpaidTotal: number;
}

/** A client holding TRANSPORTER_PAYMENTS, with the calls the payment tests make (see catalog-admin-fixtures' staffClient). */
export function paymentCalls(server: TestApp, client: StaffClient) {
  return {
    async unpaid(transporterId: number): Promise<UnpaidOrderResult[]> {
      const answer = await client.graphql<{ transporterUnpaidOrders: UnpaidOrderResult[] }>(UNPAID_ORDERS, {
        transporterId,
      });
      if (answer.errors) throw new Error(`transporterUnpaidOrders failed: ${JSON.stringify(answer.errors)}`);
      return answer.data?.transporterUnpaidOrders ?? [];
    },
    async due(transporterId: number): Promise<DueResult | undefined> {
      const answer = await client.graphql<{ transportersDue: DueResult[] }>(TRANSPORTERS_DUE);
      return answer.data?.transportersDue.find((row) => row.transporterId === transporterId);
    },
    pay(input: Record<string, unknown>) {
      return client.graphql<{ payTransporter: PaymentResult }>(PAY_TRANSPORTER, { input });
    },
    /** How many payments and payment lines exist: refusals must leave both as they were. */
    async writtenRows(): Promise<[number, number]> {
      const [row] = await server.orm.em
        .fork()
        .getConnection()
        .execute<{ payments: number; lines: number }[]>(
          'select (select count(*)::int from transporter_payment) as payments, ' +
            '(select count(*)::int from transporter_payment_order) as lines',
        );
      return [row?.payments ?? 0, row?.lines ?? 0];
    },
  };
}

/** The parts of a GraphQL refusal the payment tests compare. */
export function refusal(answer: GraphqlResponse<unknown>) {
  const [error] = answer.errors ?? [];
  const extensions: Record<string, unknown> = error?.extensions ?? {};
  const { code, messageKey, orderIds, expected, fieldErrors } = extensions;
  return { status: answer.status, code, messageKey, orderIds, expected, fieldErrors };
}
