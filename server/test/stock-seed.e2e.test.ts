/**
 * The demo's opening stock (SEED=demo with DEMO_PRODUCTS): every stockable line of the catalogue has
 * deterministic quantities in the default warehouse (a few at 0), a third of them in the second, as
 * PURCHASE rows referenced 'opening-stock' that agree with the level rows; packs hold none.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from './helpers/catalog-admin-fixtures';
import { demoWarehouses, ledgerMismatches } from './helpers/stock-fixtures';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

const mediaDir = mkdtempSync(path.join(tmpdir(), 'tijara-stock-seed-media-'));
let server: TestApp;

beforeAll(async () => {
  server = await createTestApp({ env: { DEMO_PRODUCTS: '40', MEDIA_DIR: mediaDir } });
});

afterAll(async () => {
  await server.close();
  rmSync(mediaDir, { recursive: true, force: true });
});

interface Stocked {
  warehouse_id: string;
  lines: number;
  stocked: number;
  least: number;
  most: number;
}

describe('the demo opening stock', () => {
  it('stocks the catalogue’s lines in both warehouses, ledger and levels agreeing, packs excluded', async () => {
    const { central, boutique } = await demoWarehouses(server);
    const [{ lines = 0 } = {}] = await sql<{ lines: number }>(
      server,
      'select count(*)::int as lines from product p left join combination c on c.product_id = p.id where p.pack_mode is null',
    );
    expect(lines).toBeGreaterThan(40);
    const rows = await sql<Stocked>(
      server,
      'select l.warehouse_id, ?::int as lines, count(*)::int as stocked, min(l.on_hand) as least, max(l.on_hand) as most ' +
        'from stock_level l group by l.warehouse_id',
      [lines],
    );
    const byWarehouse = Object.fromEntries(rows.map((r) => [r.warehouse_id, r]));
    const main = byWarehouse[central];
    const second = byWarehouse[boutique];
    expect(main?.stocked).toBeLessThan(lines);
    expect(main?.stocked).toBeGreaterThan(lines * 0.8);
    expect([main?.least, main?.most].every((q) => q !== undefined && q >= 3 && q <= 60)).toBe(true);
    expect(second?.stocked).toBeLessThan(lines * 0.5);
    expect(second?.stocked).toBeGreaterThan(0);
    expect([second?.least, second?.most].every((q) => q !== undefined && q >= 1 && q <= 12)).toBe(true);

    const misplaced = await sql(
      server,
      'select l.id from stock_level l join product p on p.id = l.product_id where p.pack_mode is not null ' +
        'or (l.combination_id is null and exists (select 1 from combination c where c.product_id = p.id)) ' +
        'or l.reserved <> 0',
    );
    expect(misplaced).toEqual([]);
    const kinds = await sql(
      server,
      'select reason, reference, count(*)::int as n, bool_and(quantity = balance_after) as opening from stock_movement group by 1, 2',
    );
    expect(kinds).toEqual([
      {
        reason: 'purchase',
        reference: 'opening-stock',
        n: (main?.stocked ?? 0) + (second?.stocked ?? 0),
        opening: true,
      },
    ]);
    expect(await ledgerMismatches(server)).toEqual([]);
  });
});
