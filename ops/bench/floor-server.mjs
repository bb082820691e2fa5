#!/usr/bin/env node
/**
 * The bench's floor: the category listing answered as cheaply as Node and PostgreSQL allow, to
 * compare the real server against. A bare node:http server (no framework, no ORM, no cache) answers
 *   GET /floor/category/<slug>?page=1&pageSize=12
 * with ONE prepared SQL statement through `pg` (the server workspace's copy) that builds the whole
 * JSON: the page of published, active products of the shop filed in the category or its
 * subcategories (main or further category; newest first, like the storefront's default sort), each with its translations, combinations
 * (values and image ids), images, brand, main category and tax-inclusive price. The body is the
 * text PostgreSQL produced, sent as is.
 *
 *   FLOOR_DATABASE_URL=postgres://... FLOOR_SHOP_UUID=<uuid> FLOOR_PORT=4100 node ops/bench/floor-server.mjs
 */
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const pg = createRequire(path.join(repoRoot, 'server/package.json'))('pg');

/** $1 category slug, $2 shop uuid, $3 limit, $4 offset. */
export const FLOOR_LISTING_SQL = `
with recursive scope(id) as (
  select id from category where slug = $1 and active
  union select c.id from category c join scope s on c.parent_id = s.id where c.active
), page as (
  select p.id, p.created_at from product p
  where p.status = 'published' and p.active
    and exists (select 1 from product_shop ps where ps.product_id = p.id and ps.shop_uuid = $2::uuid)
    and (p.main_category_id in (select id from scope)
      or exists (select 1 from product_category pc where pc.product_id = p.id and pc.category_id in (select id from scope)))
  order by p.created_at desc, p.id desc limit $3 offset $4
)
select json_build_object('products', coalesce(json_agg(json_build_object(
  'id', p.id, 'uid', p.uuid, 'slug', p.slug, 'sku', p.sku,
  'priceHt', p.price_ht, 'priceTtc', (p.price_ht * (10000 + p.tax_rate_bp) + 5000) / 10000,
  'featured', p.featured, 'onSale', p.on_sale, 'packMode', p.pack_mode,
  'translations', (select json_agg(json_build_object('locale', t.locale, 'name', t.name,
      'shortDescription', t.short_description, 'longDescription', t.long_description))
    from product_translation t where t.product_id = p.id),
  'brand', (select json_build_object('id', b.id, 'uuid', b.uuid, 'slug', b.slug, 'name', b.name, 'logoKey', b.logo_key)
    from brand b where b.id = p.brand_id),
  'mainCategory', (select json_build_object('id', c.id, 'uuid', c.uuid, 'slug', c.slug, 'names', c.names)
    from category c where c.id = p.main_category_id),
  'images', (select json_agg(json_build_object('id', i.id, 'storageKey', i.storage_key, 'isDefault', i.is_default,
      'alts', i.alts) order by i.is_default desc, i.position, i.id) from product_image i where i.product_id = p.id),
  'combinations', (select json_agg(json_build_object('id', cb.id, 'isDefault', cb.is_default,
      'priceImpactHt', cb.price_impact_ht, 'names', cb.names,
      'values', (select json_agg(json_build_object('attributeCode', a.code, 'attributeLabels', a.labels,
          'labels', av.labels, 'color', av.color) order by a.position, av.position)
        from combination_value cv join attribute_value av on av.id = cv.attribute_value_id
        join attribute a on a.id = av.attribute_id where cv.combination_id = cb.id),
      'imageIds', (select json_agg(ci.product_image_id) from combination_image ci where ci.combination_id = cb.id))
    order by cb.position, cb.id) from combination cb where cb.product_id = p.id and cb.active)
) order by page.created_at desc, page.id desc), '[]'::json))::text as body
from page join product p on p.id = page.id`;

function main() {
  const pool = new pg.Pool({ connectionString: process.env.FLOOR_DATABASE_URL, max: 10 });
  const shopUuid = process.env.FLOOR_SHOP_UUID;
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://floor');
    const match = /^\/floor\/category\/([^/]+)$/.exec(url.pathname);
    if (req.method !== 'GET' || !match) {
      res.writeHead(404).end();
      return;
    }
    const pageSize = Number(url.searchParams.get('pageSize') ?? 12);
    const page = Number(url.searchParams.get('page') ?? 1);
    try {
      const { rows } = await pool.query({
        name: 'floor-listing',
        text: FLOOR_LISTING_SQL,
        values: [decodeURIComponent(match[1]), shopUuid, pageSize, (page - 1) * pageSize],
      });
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(rows[0].body);
    } catch (error) {
      res.writeHead(500, { 'content-type': 'text/plain' }).end(String(error));
    }
  });
  server.listen(Number(process.env.FLOOR_PORT ?? 4100), '127.0.0.1');
  const stop = () => server.close(() => pool.end().then(() => process.exit(0)));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
