/**
 * SEED=demo with DEMO_PRODUCTS: the demo catalogue as the shop and the bench see it: published in the
 * demo shop, one default combination and one default image per product, complete in fr/en/ar,
 * prices within each kind's bounds, valid packs, pictures readable from storage, and seeded once.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { priceTtc } from '@tijara/schema';
import sharp from 'sharp';
import { PRODUCT_KINDS } from '../src/db/seeders/catalogue/plan';
import { IMAGE_SIZES, LocalDiskStorage, originalKey, variantKey } from '../src/modules/media';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

const PRODUCTS = 60;
const mediaDir = mkdtempSync(path.join(tmpdir(), 'tijara-demo-media-'));
const env = { DEMO_PRODUCTS: String(PRODUCTS), MEDIA_DIR: mediaDir };
let server: TestApp;

beforeAll(async () => {
  server = await createTestApp({ env });
});

afterAll(async () => {
  await server.close();
  rmSync(mediaDir, { recursive: true, force: true });
});

function query<T>(sql: string): Promise<T[]> {
  return server.orm.em.fork().getConnection().execute<T[]>(sql);
}

async function count(sql: string): Promise<number> {
  const [row] = await query<{ n: number }>(`select count(*)::int as n from (${sql}) as counted`);
  return row?.n ?? -1;
}

/** Share of letters that are Arabic: template text may quote a brand or a model in Latin letters. */
function arabicShare(html: string): number {
  const letters = html.replace(/<[^>]+>/g, ' ').match(/\p{L}/gu) ?? [];
  return letters.filter((letter) => /\p{Script=Arabic}/u.test(letter)).length / Math.max(1, letters.length);
}

describe('the demo catalogue', () => {
  it('has the products asked for, published and active in the demo shop, six of them packs', async () => {
    expect(await count('select 1 from product')).toBe(PRODUCTS);
    expect(await count("select 1 from product where status = 'published' and active")).toBe(PRODUCTS);
    expect(await count('select 1 from product_shop ps join shop s on s.uuid = ps.shop_uuid')).toBe(PRODUCTS);
    const packs = await query<{ pack_mode: string; n: number }>(
      'select pack_mode, count(*)::int as n from product where pack_mode is not null group by 1 order by 1',
    );
    expect(packs).toEqual([
      { pack_mode: 'flexible', n: 3 },
      { pack_mode: 'strict', n: 3 },
    ]);
    expect(await count('select distinct slug from product')).toBe(PRODUCTS);
    expect(await count('select distinct sku from product where sku is not null')).toBe(PRODUCTS);
  });

  it('gives every product but the packs about three combinations, exactly one of them the default', async () => {
    const perProduct = await query<{ combinations: number; defaults: number; pack_mode: string | null }>(
      `select p.pack_mode, count(c.id)::int as combinations, count(c.id) filter (where c.is_default)::int as defaults
       from product p left join combination c on c.product_id = p.id group by p.id`,
    );
    const regular = perProduct.filter((row) => row.pack_mode === null);
    expect(regular.every((row) => row.defaults === 1 && row.combinations >= 2 && row.combinations <= 4)).toBe(
      true,
    );
    const average = regular.reduce((sum, row) => sum + row.combinations, 0) / regular.length;
    expect(average).toBeGreaterThanOrEqual(2.8);
    expect(average).toBeLessThanOrEqual(3.5);
    expect(perProduct.filter((row) => row.pack_mode !== null).every((row) => row.combinations === 0)).toBe(
      true,
    );
    // Each combination is a colour, plus a size, storage or capacity for every kind but hijabs.
    expect(
      await count(
        'select 1 from combination c where not exists (select 1 from combination_value v where v.combination_id = c.id)',
      ),
    ).toBe(0);
  });

  it('gives every product two or three images, exactly one default, and each combination the image of its colour', async () => {
    const perProduct = await query<{ images: number; defaults: number }>(
      `select count(i.id)::int as images, count(i.id) filter (where i.is_default)::int as defaults
       from product p left join product_image i on i.product_id = p.id group by p.id`,
    );
    expect(perProduct.every((row) => row.defaults === 1 && row.images >= 2 && row.images <= 3)).toBe(true);
    expect(await count('select 1 from combination')).toBe(await count('select 1 from combination_image'));
    const foreign = `select 1 from combination_image ci join combination c on c.id = ci.combination_id
      join product_image i on i.id = ci.product_image_id where i.product_id <> c.product_id`;
    expect(await count(foreign)).toBe(0);
  });

  it('writes every product in French, English and Arabic, the Arabic in Arabic script', async () => {
    const texts = await query<{
      locale: string;
      name: string;
      short_description: string;
      long_description: string;
      seo_title: string;
    }>('select locale, name, short_description, long_description, seo_title from product_translation');
    expect(texts).toHaveLength(PRODUCTS * 3);
    for (const locale of ['fr', 'en', 'ar'])
      expect(texts.filter((row) => row.locale === locale)).toHaveLength(PRODUCTS);
    const arabic = texts.filter((row) => row.locale === 'ar');
    expect(
      arabic.every((row) => arabicShare(row.name) > 0.4 && arabicShare(row.short_description) > 0.7),
    ).toBe(true);
    expect(arabic.every((row) => arabicShare(row.long_description) > 0.7 && row.seo_title !== '')).toBe(true);
    const french = texts.filter((row) => row.locale === 'fr');
    expect(french.every((row) => arabicShare(row.long_description) === 0)).toBe(true);
    const labels = await query<{ labels: { fr: string; en: string; ar: string } }>(
      `select names as labels from category union all select names from collection union all select names from tag
       union all select labels from attribute union all select labels from feature_type union all select "values" from feature_value`,
    );
    expect(labels.every(({ labels: l }) => l.fr !== '' && l.en !== '' && arabicShare(l.ar) > 0)).toBe(true);
  });

  it('files products in a category tree, with brands, lines, collections, tags, features and colours', async () => {
    const [robes] = await query<{ path: string }>(
      `select concat_ws(' > ', g.names->>'fr', p.names->>'fr', c.names->>'fr') as path from category c
       join category p on p.id = c.parent_id join category g on g.id = p.parent_id where c.slug = 'robes'`,
    );
    expect(robes?.path).toBe('Vêtements > Femme > Robes');
    const unfiled = `select 1 from product p where not exists
      (select 1 from product_category pc where pc.product_id = p.id and pc.category_id = p.main_category_id)`;
    expect(await count(unfiled)).toBe(0);
    expect(await count('select 1 from product where brand_id is null and pack_mode is null')).toBe(0);
    expect(await count('select 1 from product where brand_line_id is not null')).toBeGreaterThan(
      PRODUCTS / 2,
    );
    expect(
      await count(
        "select 1 from product_collection pc join collection c on c.id = pc.collection_id where c.slug = 'rentree'",
      ),
    ).toBeGreaterThan(0);
    expect(await count('select 1 from product_tag')).toBeGreaterThan(0);
    expect(await count('select distinct product_id from product_feature_value')).toBe(PRODUCTS - 6);
    const colours = await query<{ color: string }>(
      "select v.color from attribute_value v join attribute a on a.id = v.attribute_id where a.code = 'couleur'",
    );
    expect(colours.every(({ color }) => /^#[0-9A-F]{6}$/.test(color))).toBe(true);
  });

  it('prices every combination within its kind’s bounds, 19 % tax, supply and wholesale below retail', async () => {
    const rows = await query<{
      sku: string;
      price_ht: number;
      impact: number;
      tax_rate_bp: number;
      supply: number;
      wholesale: number;
      moq: number;
    }>(
      `select p.sku, p.price_ht::int, c.price_impact_ht::int as impact, p.tax_rate_bp, p.supply_price_ht::int as supply,
       p.wholesale_price_ht::int as wholesale, p.wholesale_moq as moq
       from product p join combination c on c.product_id = p.id`,
    );
    for (const row of rows) {
      const kind = PRODUCT_KINDS.find((candidate) => row.sku.startsWith(`${candidate.skuPrefix}-`));
      const ttc = priceTtc(row.price_ht + row.impact, row.tax_rate_bp);
      const bounds =
        kind === undefined ? null : [kind.priceTtcDinars.min * 100, kind.priceTtcDinars.max * 100];
      const inBounds = bounds !== null && ttc >= (bounds[0] ?? 0) && ttc <= (bounds[1] ?? 0);
      expect({ sku: row.sku, ttc, inBounds }).toEqual({ sku: row.sku, ttc, inBounds: true });
      expect(row.tax_rate_bp).toBe(1900);
      expect(row.supply).toBeLessThan(row.wholesale);
      expect(row.wholesale).toBeLessThan(row.price_ht);
      expect(row.moq).toBeGreaterThan(1);
    }
    const [tshirt] = await query<{ ht: number }>(
      "select min(price_ht)::int as ht from product where sku like 'TS-%'",
    );
    expect(priceTtc(tshirt?.ht ?? 0, 1900)).toBeLessThanOrEqual(250_000);
  });

  it('makes valid packs: strict ones fix a combination of each component, flexible ones leave it open', async () => {
    const items = await query<{
      pack_mode: string;
      combination_id: number | null;
      owner: number | null;
      component_id: number;
      component_pack: string | null;
    }>(
      `select p.pack_mode, i.combination_id, c.product_id as owner, i.product_id as component_id, cp.pack_mode as component_pack
       from pack_item i join product p on p.id = i.pack_id join product cp on cp.id = i.product_id
       left join combination c on c.id = i.combination_id`,
    );
    expect(items.length).toBeGreaterThanOrEqual(12);
    expect(items.every((item) => item.component_pack === null)).toBe(true);
    const strict = items.filter((item) => item.pack_mode === 'strict');
    expect(strict.length).toBeGreaterThan(0);
    expect(strict.every((item) => item.combination_id !== null && item.owner === item.component_id)).toBe(
      true,
    );
    expect(
      items.filter((item) => item.pack_mode === 'flexible').every((item) => item.combination_id === null),
    ).toBe(true);
    expect(await count('select pack_id from pack_item group by pack_id having count(*) < 2')).toBe(0);
  });

  it('stores a few dozen pictures, every variant readable from storage', async () => {
    const keys = await query<{ storage_key: string }>('select distinct storage_key from product_image');
    expect(keys.length).toBeGreaterThanOrEqual(20);
    expect(keys.length).toBeLessThanOrEqual(60);
    const storage = new LocalDiskStorage(mediaDir);
    for (const { storage_key: key } of keys) {
      for (const object of [originalKey(key), ...IMAGE_SIZES.map((size) => variantKey(key, size))]) {
        const stored = await storage.get(object);
        const chunks: Buffer[] = [];
        for await (const chunk of stored?.body ?? []) chunks.push(chunk as Buffer);
        expect((await sharp(Buffer.concat(chunks)).metadata()).format).toBe('webp');
      }
    }
  });

  it('seeds nothing on a second start', async () => {
    const tables = [
      'product',
      'product_translation',
      'combination',
      'product_image',
      'pack_item',
      'category',
      'brand',
    ];
    const before = await Promise.all(tables.map((table) => count(`select 1 from ${table}`)));
    const uuids = await query<{ uuid: string }>('select uuid from product order by id');
    await server.close();
    server = await createTestApp({ env, database: server.database });
    expect(await Promise.all(tables.map((table) => count(`select 1 from ${table}`)))).toEqual(before);
    expect(await query<{ uuid: string }>('select uuid from product order by id')).toEqual(uuids);
  });
});
