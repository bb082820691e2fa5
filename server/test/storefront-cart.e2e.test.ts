/**
 * The storefront cart's refresh (`storefrontCartLines`) against real PostgreSQL: each line as asked,
 * in order, with the unit price the product page shows after promotion, the units the shop's default
 * warehouse has (reservations taken off), NOT_SOLD without figures for what the checkout would refuse,
 * the limits on the request, and the statements it costs whatever the number of lines.
 */
import { priceTtc } from '@tijara/schema';
import { StockLedger } from '../src/modules/stock';
import { sql, staffClient } from './helpers/catalog-admin-fixtures';
import type { StaffClient } from './helpers/catalog-admin-fixtures';
import { dataOf, present } from './helpers/graphql-results';
import { createPromotion } from './helpers/pricing-fixtures';
import { addStockDirect, demoWarehouses } from './helpers/stock-fixtures';
import { createStorefrontCatalogue } from './helpers/storefront-fixtures';
import type { StorefrontCatalogue } from './helpers/storefront-fixtures';
import { createTestApp } from './helpers/test-app';
import type { GraphqlResponse, TestApp } from './helpers/test-app';

const HOUR = 3_600_000;
const NOW = new Date('2026-11-21T10:00:00Z');
const RUNNING = { startsAt: new Date(NOW.getTime() - HOUR), endsAt: new Date(NOW.getTime() + 72 * HOUR) };

interface CartLine {
  productId: number;
  combinationId: number | null;
  quantity: number;
  status: 'SELLABLE' | 'OUT_OF_STOCK' | 'NOT_SOLD';
  unitPrice: number | null;
  available: number | null;
}

interface LineInput {
  productId: number;
  combinationId?: number | null;
  quantity: number;
}

const CART_LINES = `query Lines($lines: [StorefrontCartLineInput!]!, $shopUuid: ID) {
  storefrontCartLines(lines: $lines, shopUuid: $shopUuid) {
    productId combinationId quantity status unitPrice available } }`;

let server: TestApp;
let cat: StorefrontCatalogue;
let manager: StaffClient;
let statements: string[] = [];
/** robe-01's combinations by position (S, M, L); robe-02's. */
let robe: number[];
let robe2: number[];
let frigo: number[];

function refresh(
  lines: readonly LineInput[],
  shopUuid?: string,
): Promise<GraphqlResponse<{ storefrontCartLines: CartLine[] }>> {
  return server.graphql<{ storefrontCartLines: CartLine[] }>(CART_LINES, { lines, shopUuid });
}

async function lines(asked: readonly LineInput[], shopUuid?: string): Promise<CartLine[]> {
  return dataOf(await refresh(asked, shopUuid), 'storefrontCartLines');
}

const productId = (slug: string) => present(cat.bySlug.get(slug), slug).id;

/** A product's combinations by position (S, M, L for a dress), listed or not. */
async function combinationsOf(slug: string): Promise<number[]> {
  const rows = await sql<{ id: number }>(
    server,
    'select c.id from combination c join product p on p.id = c.product_id where p.slug = ? order by c.position',
    [slug],
  );
  return rows.map((row) => row.id);
}

beforeAll(async () => {
  server = await createTestApp({ now: NOW, onQuery: (statement) => statements.push(statement) });
  cat = await createStorefrontCatalogue(server, { now: NOW });
  manager = await staffClient(server, { roles: ['MANAGER'], shopIds: [cat.shopUuid] });
  robe = await combinationsOf('robe-01');
  robe2 = await combinationsOf('robe-02');
  frigo = await combinationsOf('frigo-01');
  // 10 % off dresses for everyone; 50 % with a code, which no product page (nor cart line) shows.
  await createPromotion(manager, cat.shopUuid, {
    scope: 'CATEGORY',
    targetIds: [cat.category.dresses.id],
    value: 10,
    ...RUNNING,
  });
  await createPromotion(manager, cat.shopUuid, {
    scope: 'CATEGORY',
    targetIds: [cat.category.dresses.id],
    value: 50,
    couponCode: 'MOITIE',
    ...RUNNING,
  });
  const { central, boutique } = await demoWarehouses(server);
  const put = (warehouseId: string, product: string, combinationId: number | undefined, quantity: number) =>
    addStockDirect(server, { warehouseId, productId: productId(product), combinationId, quantity });
  // robe-01: S 5 units; M 2 units both reserved by an order; L none in the default warehouse, 9 in the
  // boutique (web orders never reserve there). frigo-01's first combination: 1 unit.
  await put(central, 'robe-01', robe[0], 5);
  await put(central, 'robe-01', robe[1], 2);
  await put(boutique, 'robe-01', robe[2], 9);
  await put(central, 'frigo-01', frigo[0], 1);
  await server.orm.em.fork().transactional((em) =>
    new StockLedger().reserve(em, {
      warehouseId: central,
      productId: productId('robe-01'),
      combinationId: robe[1] ?? null,
      quantity: 2,
      reference: 'order:00000000-0000-4000-8000-00000000ca27',
      at: NOW,
    }),
  );
  // robe-02's last combination switched off.
  await sql(server, 'update combination set active = false where id = ?', [robe2[2]]);
});
afterAll(() => server.close());

describe('a sold line', () => {
  it('costs what the product page shows for its combination, after the promotion in force', async () => {
    const page = await server.graphql<{
      productPage: {
        product: {
          combinations: {
            id: number;
            priceTtc: number;
            priceAfterPromotion: number | null;
            available: boolean;
          }[];
        };
      };
    }>(
      '{ productPage(slug: "robe-01") { product { combinations { id priceTtc priceAfterPromotion available } } } }',
    );
    const shown = dataOf(page, 'productPage').product.combinations;
    const answer = await lines(
      robe.map((combinationId) => ({ productId: productId('robe-01'), combinationId, quantity: 1 })),
    );
    expect(answer.map((line) => line.unitPrice)).toEqual(
      shown.map((c) => c.priceAfterPromotion ?? c.priceTtc),
    );
    // 210,000 HT - 10 % = 189,000 HT, 19 % VAT; L adds 500 HT before the promotion. The coupon is not taken.
    expect(answer.map((line) => line.unitPrice)).toEqual([
      priceTtc(189_000, 1900),
      priceTtc(189_000, 1900),
      priceTtc(189_450, 1900),
    ]);
    expect(answer[0]).toEqual({
      productId: productId('robe-01'),
      combinationId: robe[0],
      quantity: 1,
      status: 'SELLABLE',
      unitPrice: priceTtc(189_000, 1900),
      available: null,
    });
    expect(shown.map((c) => c.available)).toEqual(answer.map((line) => line.status === 'SELLABLE'));
  });

  it('costs the price before tax and promotion taxed at its own rate when no promotion reaches it', async () => {
    const [line] = await lines([{ productId: productId('frigo-01'), combinationId: frigo[0], quantity: 1 }]);
    // frigo-01: 6,500,000 HT at 9 %.
    expect(line).toMatchObject({ status: 'SELLABLE', unitPrice: priceTtc(6_500_000, 900), available: null });
  });
});

describe('stock', () => {
  it('is OUT_OF_STOCK with 0 available when orders reserved every unit', async () => {
    const [line] = await lines([{ productId: productId('robe-01'), combinationId: robe[1], quantity: 1 }]);
    expect(line).toMatchObject({ status: 'OUT_OF_STOCK', available: 0, unitPrice: priceTtc(189_000, 1900) });
  });

  it('reads only the warehouse web orders reserve from, and compares with the quantity asked', async () => {
    const answer = await lines([
      { productId: productId('robe-01'), combinationId: robe[2], quantity: 1 },
      { productId: productId('robe-01'), combinationId: robe[0], quantity: 6 },
      { productId: productId('robe-01'), combinationId: robe[0], quantity: 5 },
    ]);
    expect(answer.map((line) => [line.status, line.available])).toEqual([
      ['OUT_OF_STOCK', 0],
      ['OUT_OF_STOCK', 5],
      // Enough: the stock is not told (a public query).
      ['SELLABLE', null],
    ]);
  });
});

describe('a line the shop does not sell', () => {
  it('is NOT_SOLD without price nor stock: unknown, unpublished, inactive, foreign or missing combination', async () => {
    const robeId = productId('robe-01');
    const draft = present(cat.hidden[0], 'robe-brouillon');
    const asked = [
      { productId: 999_999, combinationId: null, quantity: 1 },
      { productId: draft.id, combinationId: null, quantity: 1 },
      { productId: productId('robe-02'), combinationId: robe2[2] ?? null, quantity: 1 },
      { productId: robeId, combinationId: robe2[0] ?? null, quantity: 1 },
      { productId: robeId, combinationId: null, quantity: 1 },
    ];
    const answer = await lines(asked);
    expect(answer).toEqual(
      asked.map((line) => ({ ...line, status: 'NOT_SOLD', unitPrice: null, available: null })),
    );
  });

  it("answers for the shop it names: another shop's product sells there, not in the default shop", async () => {
    const [other] = await sql<{ uuid: string }>(
      server,
      "select uuid from shop where name = 'Zz Autre boutique'",
    );
    const foreign = present(
      cat.hidden.find((p) => p.slug === 'robe-autre-boutique'),
      'robe-autre-boutique',
    );
    const [combinationId] = await combinationsOf('robe-autre-boutique');
    const line = { productId: foreign.id, combinationId, quantity: 1 };
    expect((await lines([line]))[0]?.status).toBe('NOT_SOLD');
    // No promotion and no warehouse of its own in that shop: its list price, nothing available.
    expect((await lines([line], other?.uuid))[0]).toMatchObject({
      status: 'OUT_OF_STOCK',
      unitPrice: priceTtc(10_000, 1900),
      available: 0,
    });
  });
});

describe('the answer', () => {
  it('keeps the order asked, one answer per line, a line asked twice answered twice', async () => {
    const robeId = productId('robe-01');
    const asked = [
      { productId: robeId, combinationId: robe[1], quantity: 1 },
      { productId: 999_998, quantity: 2 },
      { productId: robeId, combinationId: robe[0], quantity: 3 },
      { productId: robeId, combinationId: robe[0], quantity: 7 },
      { productId: productId('frigo-01'), combinationId: frigo[0], quantity: 1 },
    ];
    const answer = await lines(asked);
    expect(answer.map((line) => [line.productId, line.combinationId, line.quantity, line.status])).toEqual([
      [robeId, robe[1], 1, 'OUT_OF_STOCK'],
      [999_998, null, 2, 'NOT_SOLD'],
      [robeId, robe[0], 3, 'SELLABLE'],
      [robeId, robe[0], 7, 'OUT_OF_STOCK'],
      [productId('frigo-01'), frigo[0], 1, 'SELLABLE'],
    ]);
  });

  it('is empty for no line', async () => {
    expect(await lines([])).toEqual([]);
  });
});

describe('limits', () => {
  const fieldErrorsOf = (result: GraphqlResponse<unknown>) => {
    const [error] = result.errors ?? [];
    expect([result.status, error?.extensions.code]).toEqual([400, 'BAD_USER_INPUT']);
    return error?.extensions.fieldErrors;
  };

  it('refuses more than 100 lines', async () => {
    const line = { productId: productId('robe-01'), combinationId: robe[0], quantity: 1 };
    expect((await lines(Array.from({ length: 100 }, () => line))).length).toBe(100);
    const tooMany = await refresh(Array.from({ length: 101 }, () => line));
    expect(fieldErrorsOf(tooMany)).toEqual({ lines: ['A cart has at most 100 lines'] });
  });

  it('names each quantity below 1 and each id that is not positive', async () => {
    const result = await refresh([
      { productId: productId('robe-01'), combinationId: robe[0], quantity: 0 },
      { productId: 0, quantity: 1 },
      { productId: -4, combinationId: -1, quantity: -2 },
    ]);
    expect(fieldErrorsOf(result)).toEqual({
      'lines.0.quantity': [expect.stringContaining('whole number from 1')],
      'lines.1.productId': ['Not a product id'],
      'lines.2.productId': ['Not a product id'],
      'lines.2.combinationId': ['Not a combination id'],
      'lines.2.quantity': [expect.stringContaining('whole number from 1')],
    });
  });

  it('refuses a shop that is not a uuid', async () => {
    const result = await refresh([{ productId: productId('robe-01'), quantity: 1 }], 'boutique');
    expect(fieldErrorsOf(result)).toEqual({ shopUuid: ['must be a uuid'] });
  });
});

describe('statements', () => {
  const line = () => ({ productId: productId('robe-01'), combinationId: robe[0], quantity: 1 });

  async function counted(count: number): Promise<string[]> {
    statements = [];
    const answer = await lines(Array.from({ length: count }, line));
    expect(answer).toHaveLength(count);
    return statements;
  }

  it('costs 2 statements whatever the number of lines, 1 more once promotions changed, none for no line', async () => {
    await counted(1);
    const one = await counted(1);
    const hundred = await counted(100);
    expect([one.length, hundred.length]).toEqual([2, 2]);
    // The lines' facts (the catalogue's published views) and their stock (the stock module's tables).
    expect(hundred.some((s) => s.includes('catalog.product'))).toBe(true);
    expect(hundred.some((s) => s.includes('stock_level'))).toBe(true);
    await createPromotion(manager, cat.shopUuid, { scope: 'ALL', value: 5, couponCode: 'CINQ', ...RUNNING });
    expect((await counted(100)).length).toBe(3);
    expect((await counted(100)).length).toBe(2);
    statements = [];
    await lines([]);
    expect(statements).toHaveLength(0);
  });
});
