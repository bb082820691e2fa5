/**
 * What the load orders, read from the seeded database: the demo shop, its default warehouse, Sahel
 * Express and a few sellable combinations, each stocked up by SQL (with its ledger row, as StockLedger
 * keeps on hand equal to the ledger's sum) so no run ever meets a shortage. Then the two kinds of
 * orders the apps send: a storefront checkout request and a till's POS sale, built from a seeded
 * random source so a run can be replayed.
 */
import type { Postgres } from './postgres';
import type { Random } from './random';

/** Units added to each line: a run's reservations and sales never come near. */
const STOCK_ADDED = 1_000_000;
/** Bab Ezzouar (Alger): Sahel Express delivers there. */
const ADDRESS = { address: 'Cité 200 logements, bâtiment B', wilaya: 16, commune: 1621 };
export const DEVICE_ID = 'ops-till-1';

export interface Line {
  readonly productId: number;
  readonly combinationId: number;
  readonly unitPriceHt: number;
  readonly taxRateBp: number;
}

export interface ShopData {
  readonly shopUuid: string;
  readonly transporterId: number;
  readonly lines: readonly Line[];
}

export async function readShopData(postgres: Postgres, lineCount = 10): Promise<ShopData> {
  const [shop] = await postgres.query<{ shopUuid: string; transporterId: number; warehouseId: string }>(
    `select s.uuid as "shopUuid",
       (select id from transporter where name = 'Sahel Express') as "transporterId",
       (select id from warehouse w where w.shop_uuid = s.uuid and w.is_shop_default) as "warehouseId"
     from shop s order by s.uuid limit 1`,
  );
  if (!shop?.transporterId || !shop.warehouseId) throw new Error('No Sahel Express or default warehouse');
  const lines = await postgres.query<Line>(
    `select distinct on (p.id) p.id as "productId", c.id as "combinationId",
       (p.price_ht + c.price_impact_ht)::int as "unitPriceHt", p.tax_rate_bp as "taxRateBp"
     from product p join combination c on c.product_id = p.id and c.active
     where p.status = 'published' and p.active
       and exists (select 1 from product_shop ps where ps.product_id = p.id and ps.shop_uuid = $1::uuid)
     order by p.id, c.id limit $2`,
    [shop.shopUuid, lineCount],
  );
  if (lines.length < 3) throw new Error(`Only ${lines.length} products with combinations to order`);
  await postgres.query(
    `with levels as (
       insert into stock_level (warehouse_id, product_id, combination_id, on_hand, reserved, updated_at)
       select $1, w.product_id, w.combination_id, $4, 0, now()
       from unnest($2::int[], $3::int[]) as w(product_id, combination_id)
       on conflict (warehouse_id, product_id, coalesce(combination_id, 0))
       do update set on_hand = stock_level.on_hand + excluded.on_hand, updated_at = excluded.updated_at
       returning warehouse_id, product_id, combination_id, on_hand
     )
     insert into stock_movement
       (warehouse_id, product_id, combination_id, quantity, balance_after, reason, note, created_at)
     select warehouse_id, product_id, combination_id, $4, on_hand, 'adjustment', 'ops/multi-instance', now()
     from levels`,
    [shop.warehouseId, lines.map((l) => l.productId), lines.map((l) => l.combinationId), STOCK_ADDED],
  );
  return { shopUuid: shop.shopUuid, transporterId: shop.transporterId, lines };
}

/** 1 to 3 distinct lines of the rotation, quantity 1 each. */
function someLines(data: ShopData, random: Random): Line[] {
  const first = random.int(data.lines.length);
  return Array.from(
    { length: 1 + random.int(3) },
    (_, k) => data.lines[(first + k) % data.lines.length] as Line,
  );
}

/** A storefront order request (POST /web/api/cart/checkout) with a new key; `phone` decides the cooldown. */
export function checkoutRequest(data: ShopData, random: Random, phone = random.phone()) {
  return {
    version: 1,
    channel: 'WEB',
    shopUuid: data.shopUuid,
    cartExternalId: `ops-cart-${random.hex(8)}`,
    customer: { firstname: 'Amina', lastname: 'Benali', phone, email: 'amina@example.dz' },
    deliveryAddress: { ...ADDRESS, transporter: data.transporterId },
    cart: someLines(data, random).map(({ productId, combinationId }) => ({
      productId,
      combinationId,
      quantity: 1,
    })),
    meta: { source: 'cart', locale: 'fr' },
    clientOrderKey: random.hex(64),
  };
}

export type CheckoutRequest = ReturnType<typeof checkoutRequest>;

/** TTC of an HT amount, half up, as priceTtc of @tijara/schema (amounts here are never negative). */
const priceTtc = (ht: number, taxRateBp: number) => Math.floor((ht * (10000 + taxRateBp) + 5000) / 10000);

/** A till's cash sale at the catalogue's prices (walk-in customer), as syncOrders takes it. */
export function posSale(data: ShopData, random: Random) {
  const lines = someLines(data, random).map(({ productId, combinationId, unitPriceHt, taxRateBp }) => ({
    productId,
    combinationId,
    quantity: 1,
    unitPrice: unitPriceHt,
    unitPriceAfter: unitPriceHt,
    totalHt: unitPriceHt,
    totalTtc: priceTtc(unitPriceHt, taxRateBp),
  }));
  const total = lines.reduce((sum, line) => sum + line.totalTtc, 0);
  const clientOrderId = random.uuid();
  return {
    clientOrderId,
    idempotencyKey: clientOrderId,
    deviceId: DEVICE_ID,
    createdAt: new Date().toISOString(),
    sale: {
      shopUuid: data.shopUuid,
      lines,
      paymentType: 'CASH',
      tenders: [{ method: 'CASH', amount: total }],
      total,
    },
  };
}

export type PosSale = ReturnType<typeof posSale>;

/** The storefront's first listing page of each category that shows products (GET, storefront token). */
export async function listingPaths(postgres: Postgres, data: ShopData): Promise<string[]> {
  const rows = await postgres.query<{ slug: string }>(
    `select c.slug from category c
     where c.active and exists (
       select 1 from product_category pc join product p on p.id = pc.product_id
       where pc.category_id = c.id and p.status = 'published' and p.active
         and exists (select 1 from product_shop ps where ps.product_id = p.id and ps.shop_uuid = $1::uuid))
     order by c.slug`,
    [data.shopUuid],
  );
  if (rows.length === 0) throw new Error('No category shows a product');
  return rows.map(({ slug }) => `/web/public/api/category/products/${slug}?page=1&pageSize=12`);
}
