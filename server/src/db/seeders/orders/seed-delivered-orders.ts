/**
 * Demo orders for the transporter payment screen: twelve delivered cash-on-delivery orders the
 * carriers (Sahel Express, Tell Rapide) have not handed the money of yet, two more already settled by
 * one recorded payment, and a few the screen must leave out (shipped, confirmed, paid by card, picked
 * up in the shop and paid cash). Customers have Algerian names and mobile numbers; each destination
 * is a commune its transporter serves (checked against transporter_commune, so a change of the demo
 * transporters fails the seed instead of seeding orders nobody could carry). The same rows every
 * time; only the dates move with `now`. Set-based: a few lookups, then one flush (one multi-row
 * insert per table). Amounts are integer centimes of DZD, delivery included in the total.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { OrderStatus, PaymentType, SalesChannel } from '@tijara/schema';
import type { OrderStatus as OrderStatusValue, PaymentType as PaymentTypeValue } from '@tijara/schema';
import { Customer } from '../../../modules/customers';
import { CustomerOrder } from '../../../modules/orders';
import type { Shop } from '../../../modules/shop';
import { TransporterPayment, TransporterPaymentOrder } from '../../../modules/transporter-payments';
import type { Transporter } from '../../../modules/transporters';

export interface DemoOrdersOptions {
  readonly shop: Shop;
  readonly transporters: readonly Transporter[];
  readonly now: Date;
}

const SAHEL = 'Sahel Express';
const TELL = 'Tell Rapide';
const PICKUP = 'Retrait en boutique';

interface DemoOrder {
  readonly customer: readonly [firstname: string, lastname: string, phone: string];
  readonly transporter: string;
  /** ONS commune code (1621 Bab Ezzouar, 3101 Oran, ...). */
  readonly commune: number;
  readonly tracking: string | null;
  /** Centimes: goods and delivery. */
  readonly goods: number;
  readonly delivery: number;
  readonly daysAgo: number;
  readonly status?: OrderStatusValue;
  readonly payment?: PaymentTypeValue;
  /** Settled by the demo's recorded payment. */
  readonly paid?: boolean;
}

/* prettier-ignore */
export const DEMO_ORDERS: readonly DemoOrder[] = [
  { customer: ['Yacine', 'Boudiaf', '0550123456'], transporter: SAHEL, commune: 1621, tracking: 'SHL-48213', goods: 390_000, delivery: 40_000, daysAgo: 2 },
  { customer: ['Amina', 'Belkacem', '0661234507'], transporter: SAHEL, commune: 1628, tracking: 'SHL-48257', goods: 1_250_000, delivery: 40_000, daysAgo: 2 },
  { customer: ['Karim', 'Haddad', '0772345618'], transporter: SAHEL, commune: 1618, tracking: null, goods: 245_000, delivery: 40_000, daysAgo: 3 },
  { customer: ['Nassima', 'Cherif', '0553456729'], transporter: SAHEL, commune: 601, tracking: 'SHL-48302', goods: 780_000, delivery: 60_000, daysAgo: 4 },
  { customer: ['Sofiane', 'Mebarki', '0664567830'], transporter: SAHEL, commune: 1501, tracking: 'SHL-48311', goods: 520_000, delivery: 60_000, daysAgo: 4 },
  { customer: ['Lynda', 'Ait Ahmed', '0775678941'], transporter: SAHEL, commune: 2301, tracking: 'SHL-48340', goods: 1_899_000, delivery: 60_000, daysAgo: 6 },
  { customer: ['Mohamed', 'Benaissa', '0556789052'], transporter: TELL, commune: 3101, tracking: 'TLR-102934', goods: 670_000, delivery: 45_000, daysAgo: 1 },
  { customer: ['Fatima', 'Kaddour', '0667890163'], transporter: TELL, commune: 3105, tracking: 'TLR-102951', goods: 320_000, delivery: 45_000, daysAgo: 1 },
  { customer: ['Abdelkader', 'Bensalem', '0778901274'], transporter: TELL, commune: 2501, tracking: 'TLR-102977', goods: 945_000, delivery: 45_000, daysAgo: 3 },
  { customer: ['Meriem', 'Boukhari', '0559012385'], transporter: TELL, commune: 2506, tracking: null, goods: 410_000, delivery: 45_000, daysAgo: 5 },
  { customer: ['Rachid', 'Zerrouki', '0660123496'], transporter: TELL, commune: 1901, tracking: 'TLR-103002', goods: 1_560_000, delivery: 45_000, daysAgo: 5 },
  { customer: ['Samira', 'Hamidi', '0771234587'], transporter: TELL, commune: 901, tracking: 'TLR-103015', goods: 299_000, delivery: 45_000, daysAgo: 7 },
  { customer: ['Walid', 'Saadi', '0552345698'], transporter: SAHEL, commune: 1650, tracking: 'SHL-47980', goods: 610_000, delivery: 40_000, daysAgo: 9, paid: true },
  { customer: ['Imane', 'Larbi', '0663456709'], transporter: SAHEL, commune: 1653, tracking: 'SHL-47991', goods: 445_000, delivery: 40_000, daysAgo: 9, paid: true },
  { customer: ['Houria', 'Mansouri', '0774567810'], transporter: SAHEL, commune: 920, tracking: 'SHL-48355', goods: 350_000, delivery: 60_000, daysAgo: 0, status: OrderStatus.SHIPPED },
  { customer: ['Djamel', 'Ouali', '0555678921'], transporter: TELL, commune: 3103, tracking: null, goods: 880_000, delivery: 45_000, daysAgo: 0, status: OrderStatus.CONFIRMED },
  { customer: ['Ilyes', 'Benmoussa', '0666789032'], transporter: SAHEL, commune: 1623, tracking: 'SHL-48288', goods: 2_150_000, delivery: 40_000, daysAgo: 3, payment: PaymentType.CARD },
  { customer: ['Sarah', 'Khelifi', '0777890143'], transporter: PICKUP, commune: 1601, tracking: null, goods: 125_000, delivery: 0, daysAgo: 2, payment: PaymentType.CASH },
];

/** Who recorded the demo payment: an account that is off and has no password (it cannot sign in). */
const PAYMENT_REFERENCE = 'Relevé SHL-2026-046';
const DAY_MS = 24 * 60 * 60 * 1000;

function byName(transporters: readonly Transporter[], name: string): Transporter {
  const transporter = transporters.find((t) => t.name === name);
  if (!transporter) throw new Error(`Demo orders need the transporter ${name}`);
  return transporter;
}

/** The wilaya each commune belongs to at `now` (from its dated divisions, never from its code). */
async function wilayasAt(
  em: EntityManager,
  communes: readonly number[],
  now: Date,
): Promise<Map<number, number>> {
  const rows = await em.execute<{ commune_id: number; wilaya_id: number }[]>(
    'select commune_id, wilaya_id from commune_division where commune_id in (?) ' +
      'and (valid_from is null or valid_from <= ?) and (valid_until is null or valid_until > ?)',
    [communes, now, now],
  );
  return new Map(rows.map((row) => [row.commune_id, row.wilaya_id]));
}

async function assertServed(em: EntityManager, orders: readonly { transporter: number; commune: number }[]) {
  const rows = await em.execute<{ transporter_id: number; commune_id: number }[]>(
    'select transporter_id, commune_id from transporter_commune where commune_id in (?)',
    [orders.map((order) => order.commune)],
  );
  const served = new Set(rows.map((row) => `${row.transporter_id}:${row.commune_id}`));
  const missing = orders.filter((order) => !served.has(`${order.transporter}:${order.commune}`));
  if (missing.length > 0)
    throw new Error(`Demo orders go where their transporter does not: ${JSON.stringify(missing)}`);
}

interface Planned {
  readonly spec: DemoOrder;
  readonly transporter: Transporter;
}

interface Placed extends Planned {
  readonly order: CustomerOrder;
}

/** The demo's dates, counted back from the seed's `now`. */
function clockAt(now: Date) {
  return (days: number, hours = 0) => new Date(now.getTime() - days * DAY_MS - hours * 3_600_000);
}

interface Placement {
  readonly shop: Shop;
  readonly planned: readonly Planned[];
  /** Commune -> its wilaya at `now`. */
  readonly wilayas: Map<number, number>;
  readonly now: Date;
}

function placeOrders(em: EntityManager, { shop, planned, wilayas, now }: Placement): Placed[] {
  const daysAgo = clockAt(now);
  return planned.map(({ spec, transporter }) => {
    const [firstname, lastname, phone] = spec.customer;
    const status = spec.status ?? OrderStatus.DELIVERED;
    const createdAt = daysAgo(spec.daysAgo + 3);
    const customer = em.create(Customer, { shop, firstname, lastname, phone, createdAt });
    const order = em.create(CustomerOrder, {
      shop,
      customer,
      channel: SalesChannel.ECOMMERCE,
      paymentType: spec.payment ?? PaymentType.TRANSPORTER,
      status,
      deliveryAddress: 'Cité 500 logements, bâtiment C, porte 12',
      commune: spec.commune,
      wilaya: wilayas.get(spec.commune) ?? null,
      transporter,
      trackingNumber: spec.tracking,
      deliveryPrice: spec.delivery,
      total: spec.goods + spec.delivery,
      createdAt,
      deliveredAt: status === OrderStatus.DELIVERED ? daysAgo(spec.daysAgo, 5) : null,
    });
    return { spec, transporter, order };
  });
}

/**
 * One payment settling the `paid` orders (all of one carrier), two days after their delivery,
 * recorded by the system (no staff exists before the first admin is created).
 */
function recordPayment(em: EntityManager, placed: readonly Placed[], now: Date): void {
  const settled = placed.filter(({ spec }) => spec.paid);
  const [first] = settled;
  if (!first) return;
  const payment = em.create(TransporterPayment, {
    transporter: first.transporter,
    total: settled.reduce((sum, { order }) => sum + order.total, 0),
    reference: PAYMENT_REFERENCE,
    paidAt: clockAt(now)(first.spec.daysAgo - 2),
  });
  for (const { order } of settled)
    em.create(TransporterPaymentOrder, { payment, order, amount: order.total });
}

export async function seedDeliveredOrders(
  em: EntityManager,
  { shop, transporters, now }: DemoOrdersOptions,
): Promise<void> {
  const planned = DEMO_ORDERS.map((spec) => ({ spec, transporter: byName(transporters, spec.transporter) }));
  await assertServed(
    em,
    planned.map(({ spec, transporter }) => ({ transporter: transporter.id, commune: spec.commune })),
  );
  const wilayas = await wilayasAt(em, [...new Set(DEMO_ORDERS.map((spec) => spec.commune))], now);
  recordPayment(em, placeOrders(em, { shop, planned, wilayas, now }), now);
  await em.flush();
}
