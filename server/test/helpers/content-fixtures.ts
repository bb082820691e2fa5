/** Content fixtures for e2e tests: the demo shop, a staff client, uploads and the editor's calls. */
import sharp from 'sharp';
import { staffClient } from './catalog-admin-fixtures';
import type { StaffClient } from './catalog-admin-fixtures';
import type { GraphqlResponse, TestApp } from './test-app';

export { staffClient };
export type { StaffClient };

export async function demoShopUuid(server: TestApp): Promise<string> {
  const [row] = await server.orm.em
    .fork()
    .execute<{ uuid: string }[]>('select uuid from shop order by name limit 1');
  if (!row) throw new Error('The test database has no shop');
  return row.uuid;
}

/** Rows of a SQL query on the test database. */
export function sql<T>(server: TestApp, query: string, params: unknown[] = []): Promise<T[]> {
  return server.orm.em.fork().getConnection().execute<T[]>(query, params);
}

export async function count(server: TestApp, table: string): Promise<number> {
  const [row] = await sql<{ n: number }>(server, `select count(*)::int as n from ${table}`);
  return row?.n ?? -1;
}

/** The data of a call that must succeed. */
export function dataOf<T>(result: GraphqlResponse<T>): T {
  if (result.errors || !result.data) throw new Error(`GraphQL failed: ${JSON.stringify(result.errors)}`);
  return result.data;
}

/** The code, field errors and message keys of a refused call. */
export function refusalOf(result: GraphqlResponse<unknown>) {
  const [error] = result.errors ?? [];
  const extensions = (error?.extensions ?? {}) as Record<string, unknown>;
  return {
    code: extensions['code'],
    fieldErrors: extensions['fieldErrors'],
    messageKeys: extensions['messageKeys'],
  };
}

export async function pngOf(width: number, height: number, colour = '#820869'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

export interface UploadedImage {
  readonly mediaKey: string;
  readonly url: string;
  readonly width: number;
  readonly height: number;
}

/** Uploads a picture for the shop's content through the back office's REST call. */
export async function uploadContentImage(
  server: TestApp,
  client: StaffClient,
  shopUuid: string,
  png: Buffer,
): Promise<UploadedImage> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'banner.png');
  const response = await fetch(`${server.url}/dashboard/api/content/${shopUuid}/images`, {
    method: 'POST',
    headers: { cookie: client.signed.cookie, 'x-csrf-token': client.signed.csrfToken },
    body: form,
  });
  const body = (await response.json()) as UploadedImage & { success: boolean };
  if (response.status !== 200) throw new Error(`upload failed: ${response.status} ${JSON.stringify(body)}`);
  return body;
}

export const BLOCK_FIELDS = `id pageId position type knownType active visibleFrom visibleUntil size containerClass
  wrapperCssClass bgColor showTitle link number responsiveNumber responsiveNumberParsed { mobile tablet desktop }
  source target { categoryId brandId brandLineId collectionId tagId blogCategoryId blogPostId ids }
  texts { fr { publicTitle html items } en { publicTitle html items } ar { publicTitle html items } }
  images { mediaKey url width height link alt { fr en ar } }`;

export const SAVE_BLOCK = `mutation ($input: ContentBlockInput!) { saveContentBlock(input: $input) { ${BLOCK_FIELDS} } }`;
export const PAGE_DETAIL = `query ($id: Int!) { contentPage(id: $id) { id slug title { fr en ar } published blockCount blocks { ${BLOCK_FIELDS} } } }`;
export const PAGES = `query ($shopUuid: ID!) { contentPages(shopUuid: $shopUuid) { id slug title { fr } published blockCount } }`;

/** The listing's visibility of product `p` in the shop (the first placeholder). */
const SHOWN = `p.status = 'published' and p.active
  and exists (select 1 from catalog.product_shop ps where ps.product_id = p.id and ps.shop_uuid = ?)`;

/** What blocks of every kind can show in the demo shop: each the one with the most products. */
export interface DemoTargets {
  readonly categoryId: number;
  readonly brandId: number;
  readonly brandLineId: number;
  readonly collectionId: number;
  readonly tagId: number;
  readonly blogPostId: number;
  readonly blogCategoryId: number;
  /** An image the shop uploaded for content. */
  readonly mediaKey: string;
}

async function mostShown(server: TestApp, shopUuid: string, column: string, from: string): Promise<number> {
  const [row] = await sql<{ id: number }>(
    server,
    `select ${column} as id from ${from} where ${SHOWN} and ${column} is not null
      group by ${column} order by count(*) desc, ${column} limit 1`,
    [shopUuid],
  );
  if (!row) throw new Error(`The demo shop shows no product with a ${column}`);
  return row.id;
}

export async function demoTargets(server: TestApp, shopUuid: string): Promise<DemoTargets> {
  const [post] = await sql<{ id: number }>(
    server,
    'select id from blog_post where shop_uuid = ? and published order by id limit 1',
    [shopUuid],
  );
  const [category] = await sql<{ id: number }>(
    server,
    `select c.id from blog_category c where c.shop_uuid = ? and c.active
      order by (select count(*) from blog_post_category pc where pc.category_id = c.id) desc, c.id limit 1`,
    [shopUuid],
  );
  const [image] = await sql<{ mediaKey: string }>(
    server,
    'select media_key as "mediaKey" from content_image where shop_uuid = ? order by media_key limit 1',
    [shopUuid],
  );
  if (!post || !category || !image) throw new Error('The demo shop has no blog or no content image');
  return {
    categoryId: await mostShown(server, shopUuid, 'p.main_category_id', 'catalog.product p'),
    brandId: await mostShown(server, shopUuid, 'p.brand_id', 'catalog.product p'),
    brandLineId: await mostShown(server, shopUuid, 'p.brand_line_id', 'catalog.product p'),
    collectionId: await mostShown(
      server,
      shopUuid,
      'pco.collection_id',
      'catalog.product_collection pco join catalog.product p on p.id = pco.product_id',
    ),
    tagId: await mostShown(
      server,
      shopUuid,
      'pt.tag_id',
      'catalog.product_tag pt join catalog.product p on p.id = pt.product_id',
    ),
    blogPostId: post.id,
    blogCategoryId: category.id,
    mediaKey: image.mediaKey,
  };
}

/** The shop's home page id (made on the first read of the pages). */
export async function homeId(client: StaffClient, shopUuid: string): Promise<number> {
  const { contentPages } = dataOf(
    await client.graphql<{ contentPages: { id: number; slug: string | null }[] }>(PAGES, { shopUuid }),
  );
  const home = contentPages.find((page) => page.slug === null);
  if (!home) throw new Error('No home page');
  return home.id;
}

export const STOREFRONT_PAGE = `query ($slug: String) { storefrontPage(slug: $slug) { id slug title blocks {
  id type publicTitle showTitle size containerClass wrapperCssClass bgColor link number
  responsiveNumber { mobile tablet desktop } source html items
  images { url gridUrl width height link alt }
  products { id slug name priceTtc inStock }
  categories { id slug name productCount imageUrl } brands { id slug name logoUrl }
  brandLines { id slug name brandName }
  blogPosts { slug title thumbnailUrl createdAt categories }
  blogCategories { id slug name description thumbnailUrl } } } }`;

/** An order of `quantity` units of one product, in `status`, written by SQL (no catalogue write). */
export async function insertOrderOf(
  server: TestApp,
  spec: { shopUuid: string; status: string; productId: number; quantity: number },
): Promise<void> {
  const [order] = await sql<{ id: number }>(
    server,
    `with c as (insert into customer (uuid, shop_uuid, firstname, lastname, phone)
        values (gen_random_uuid(), ?, 'Meilleure', 'Vente', '05' || lpad((random() * 1e8)::int::text, 8, '0'))
        returning id)
      insert into customer_order (uuid, shop_uuid, customer_id, channel, payment_type, status, total)
      select gen_random_uuid(), ?, c.id, 'eCommerce', 'transporter_payment', ?, ? from c returning id`,
    [spec.shopUuid, spec.shopUuid, spec.status, 100_000 * spec.quantity],
  );
  await sql(
    server,
    `insert into order_line (order_id, position, product_id, product_name, quantity, unit_price, unit_price_after,
       tax_rate_bp, total_ht, total_ttc) values (?, 0, ?, 'Produit', ?, 100000, 100000, 0, ?, ?)`,
    [order?.id, spec.productId, spec.quantity, 100_000 * spec.quantity, 100_000 * spec.quantity],
  );
}
