/**
 * Stock fixtures: a stockable product (plain, or with named combinations) written through the ORM,
 * stock put in through StockLedger (the one writer of figures, so ledger and levels agree), the demo
 * warehouses, and SQL that recomputes the figures from the ledger for the tests' assertions.
 */
import { StockMovementReason } from '@tijara/schema';
import { Category, Combination, PackMode, Product, ProductTranslation } from '../../src/modules/catalog';
import { StockLedger } from '../../src/modules/stock';
import type { StockFigures } from '../../src/modules/stock';
import { sql, uniqueSlug } from './catalog-admin-fixtures';
import type { TestApp } from './test-app';

export interface StockProduct {
  readonly productId: number;
  /** In position order; empty for a plain product. */
  readonly combinationIds: number[];
  readonly uuid: string;
}

export interface StockProductOptions {
  /** How many combinations (named "<name> V1", "V2"...); 0 or absent: a plain product. */
  readonly combinations?: number;
  /** The French name (also written in English with an " EN" suffix); defaults to a unique one. */
  readonly name?: string;
  readonly sku?: string;
  readonly barcode?: string;
  /** A (strict) pack: it holds no stock of its own. */
  readonly pack?: boolean;
}

/** A published product in its own category, with `combinations` named combinations. */
export async function createStockProduct(
  server: TestApp,
  options: StockProductOptions = {},
): Promise<StockProduct> {
  const em = server.orm.em.fork();
  const name = options.name ?? uniqueSlug('Article');
  const category = em.create(Category, { slug: uniqueSlug('stock-category'), names: { fr: 'Stock' } });
  const product = em.create(Product, {
    slug: uniqueSlug('stock-product'),
    mainCategory: category,
    priceHt: 100_000,
    sku: options.sku ?? null,
    barcode: options.barcode ?? null,
    packMode: options.pack ? PackMode.STRICT : null,
  });
  em.create(ProductTranslation, { product, locale: 'fr', name });
  em.create(ProductTranslation, { product, locale: 'en', name: `${name} EN` });
  const combinations = Array.from({ length: options.combinations ?? 0 }, (_, position) =>
    em.create(Combination, {
      product,
      position,
      isDefault: position === 0,
      names: { fr: `V${position + 1}`, en: `V${position + 1} EN` },
    }),
  );
  await em.flush();
  return { productId: product.id, combinationIds: combinations.map((c) => c.id), uuid: product.uuid };
}

export interface DirectStock {
  readonly warehouseId: string;
  readonly productId: number;
  readonly combinationId?: number | null;
  /** Signed: negative takes stock out (unguarded). */
  readonly quantity: number;
  readonly reason?: StockMovementReason;
  readonly reference?: string;
}

/** Moves stock through StockLedger in its own transaction (a purchase by default). */
export async function addStockDirect(server: TestApp, stock: DirectStock): Promise<StockFigures> {
  return server.orm.em.fork().transactional((em) =>
    new StockLedger().move(em, {
      warehouseId: stock.warehouseId,
      productId: stock.productId,
      combinationId: stock.combinationId ?? null,
      quantity: stock.quantity,
      reason: stock.reason ?? StockMovementReason.PURCHASE,
      reference: stock.reference ?? null,
      at: new Date(),
      guard: 'none',
    }),
  );
}

export interface DemoWarehouses {
  /** 'Entrepôt central', the demo shop's default. */
  readonly central: string;
  /** 'Boutique Alger-Centre'. */
  readonly boutique: string;
  readonly shopUuid: string;
}

/** The demo seed's two warehouses and their shop. */
export async function demoWarehouses(server: TestApp): Promise<DemoWarehouses> {
  const rows = await sql<{ id: string; shop_uuid: string; is_shop_default: boolean }>(
    server,
    'select id, shop_uuid, is_shop_default from warehouse order by is_shop_default desc, name',
  );
  const [central, boutique] = rows;
  if (!central || !boutique) throw new Error('The demo seed made fewer than two warehouses');
  return { central: central.id, boutique: boutique.id, shopUuid: central.shop_uuid };
}

export interface LedgerMismatch {
  readonly warehouse_id: string;
  readonly product_id: number;
  readonly combination_id: number | null;
  readonly on_hand: number;
  readonly ledger: number;
  readonly reserved: number;
  readonly held: number;
}

/**
 * Every level (of every warehouse) whose on hand differs from its ledger sum or whose reserved
 * differs from its active reservations, recomputed by SQL; plus ledger lines with no level row.
 */
export function ledgerMismatches(server: TestApp): Promise<LedgerMismatch[]> {
  return sql<LedgerMismatch>(
    server,
    `with ledger as (
       select warehouse_id, product_id, coalesce(combination_id, 0) as c, sum(quantity)::int as total
       from stock_movement group by 1, 2, 3),
     held as (
       select warehouse_id, product_id, coalesce(combination_id, 0) as c, sum(quantity)::int as total
       from stock_reservation where status = 'active' group by 1, 2, 3)
     select coalesce(l.warehouse_id, g.warehouse_id) as warehouse_id, coalesce(l.product_id, g.product_id) as product_id,
       coalesce(l.combination_id, nullif(g.c, 0)) as combination_id, l.on_hand,
       coalesce(g.total, 0) as ledger, l.reserved, coalesce(h.total, 0) as held
     from stock_level l
     full join ledger g on g.warehouse_id = l.warehouse_id and g.product_id = l.product_id
       and g.c = coalesce(l.combination_id, 0)
     left join held h on h.warehouse_id = l.warehouse_id and h.product_id = l.product_id
       and h.c = coalesce(l.combination_id, 0)
     where l.warehouse_id is null or l.on_hand <> coalesce(g.total, 0) or l.reserved <> coalesce(h.total, 0)`,
  );
}
