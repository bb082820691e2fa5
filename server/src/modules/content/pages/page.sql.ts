/**
 * The page editor's statements: a shop's pages with their block counts, one page with every block
 * (images with their upload's size), and the writes. Block positions are renumbered in one statement
 * from the ordered ids; the unique (page, position) is checked at commit.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { firstRow, intArray, rows } from '../content-sql';
import type { Texts } from '../texts';
import type { BlockImageRow, BlockTarget, BlockTextsRow } from './block-row';
import type { CleanBlock } from './block-rules';

/** The home's title when a shop's home is first made. */
export const HOME_TITLE: Texts = { fr: 'Accueil', en: 'Home', ar: 'الرئيسية' };

export interface PageRow {
  readonly id: number;
  readonly shopUuid: string;
  readonly slug: string | null;
  readonly title: Texts;
  readonly published: boolean;
  readonly blockCount: number;
  readonly updatedAt: string;
}

export interface StoredImage extends BlockImageRow {
  readonly width: number | null;
  readonly height: number | null;
}

export interface BlockRow {
  readonly id: number;
  readonly pageId: number;
  readonly position: number;
  readonly type: string;
  readonly active: boolean;
  readonly visibleFrom: string | null;
  readonly visibleUntil: string | null;
  readonly size: string;
  readonly containerClass: string;
  readonly wrapperCssClass: string;
  readonly bgColor: string;
  readonly showTitle: boolean;
  readonly link: string | null;
  readonly number: number | null;
  readonly responsiveNumber: string | null;
  readonly source: string | null;
  readonly target: BlockTarget;
  readonly texts: BlockTextsRow;
  readonly images: readonly StoredImage[];
  readonly updatedAt: string;
}

export interface PageDetailRow extends PageRow {
  readonly blocks: readonly BlockRow[];
}

const PAGE_COLUMNS = `p.id, p.shop_uuid as "shopUuid", p.slug, p.title, p.published, p.updated_at as "updatedAt",
  (select count(*)::int from content_block b where b.page_id = p.id) as "blockCount"`;

/** The block's images with the size of their upload (null when the key names no upload of the shop). */
const IMAGES_JSON = `coalesce((select json_agg(e.image || jsonb_build_object('width', ci.width, 'height', ci.height) order by e.ord)
  from jsonb_array_elements(b.images) with ordinality as e(image, ord)
  left join content_image ci on ci.shop_uuid = p.shop_uuid and ci.media_key = e.image->>'mediaKey'), '[]'::json)`;

const BLOCK_JSON = `json_build_object('id', b.id, 'pageId', b.page_id, 'position', b.position, 'type', b.type,
  'active', b.active, 'visibleFrom', b.visible_from, 'visibleUntil', b.visible_until, 'size', b.size,
  'containerClass', b.container_class, 'wrapperCssClass', b.wrapper_css_class, 'bgColor', b.bg_color,
  'showTitle', b.show_title, 'link', b.link, 'number', b.number, 'responsiveNumber', b.responsive_number,
  'source', b.source, 'target', b.target, 'texts', b.texts, 'images', ${IMAGES_JSON}, 'updatedAt', b.updated_at)`;

export async function ensureHome(em: EntityManager, shopUuid: string): Promise<void> {
  await em.execute(
    'insert into content_page (shop_uuid, slug, title) values (?, null, ?::jsonb) on conflict on constraint content_page_shop_slug_unique do nothing',
    [shopUuid, JSON.stringify(HOME_TITLE)],
  );
}

/** The home first, then landing pages by French title. */
export function selectPages(em: EntityManager, shopUuid: string): Promise<PageRow[]> {
  return rows<PageRow>(
    em,
    `select ${PAGE_COLUMNS} from content_page p where p.shop_uuid = ? order by p.slug is null desc, lower(p.title->>'fr'), p.id`,
    [shopUuid],
  );
}

export function selectPageDetail(em: EntityManager, id: number): Promise<PageDetailRow | null> {
  return firstRow<PageDetailRow>(
    em,
    `select ${PAGE_COLUMNS}, coalesce((select json_agg(${BLOCK_JSON} order by b.position, b.id)
      from content_block b where b.page_id = p.id), '[]'::json) as blocks from content_page p where p.id = ?`,
    [id],
  );
}

export async function insertPage(
  em: EntityManager,
  page: { shopUuid: string; slug: string; title: Texts; published: boolean },
): Promise<number> {
  const row = await firstRow<{ id: number }>(
    em,
    'insert into content_page (shop_uuid, slug, title, published) values (?, ?, ?::jsonb, ?) returning id',
    [page.shopUuid, page.slug, JSON.stringify(page.title), page.published],
  );
  return row?.id ?? 0;
}

export async function updatePage(
  em: EntityManager,
  id: number,
  page: { slug: string | null; title: Texts; published: boolean },
): Promise<void> {
  await em.execute(
    'update content_page set slug = ?, title = ?::jsonb, published = ?, updated_at = now() where id = ?',
    [page.slug, JSON.stringify(page.title), page.published, id],
  );
}

/** The page and, by the foreign key's cascade, its blocks. */
export async function deletePage(em: EntityManager, id: number): Promise<void> {
  await em.execute('delete from content_page where id = ?', [id]);
}

export function selectBlockPage(em: EntityManager, id: number): Promise<{ pageId: number } | null> {
  return firstRow(em, 'select page_id as "pageId" from content_block where id = ?', [id]);
}

export async function selectBlockIds(em: EntityManager, pageId: number): Promise<number[]> {
  const found = await rows<{ id: number }>(
    em,
    'select id from content_block where page_id = ? order by position, id',
    [pageId],
  );
  return found.map((row) => row.id);
}

/** Positions 0..n-1 in the order of `ids`; only rows whose position moves are written. */
export async function renumberBlocks(em: EntityManager, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await em.execute(
    `update content_block b set position = v.ord - 1, updated_at = now()
      from unnest(?::int[]) with ordinality as v(id, ord) where b.id = v.id and b.position <> v.ord - 1`,
    [intArray(ids)],
  );
}

function blockValues(block: CleanBlock): unknown[] {
  return [
    block.type,
    block.active,
    block.visibleFrom,
    block.visibleUntil,
    block.size,
    block.containerClass,
    block.wrapperCssClass,
    block.bgColor,
    block.showTitle,
    block.link,
    block.number,
    block.responsiveNumber,
    block.source,
    JSON.stringify(block.target),
    JSON.stringify(block.texts),
    JSON.stringify(block.images),
  ];
}

const BLOCK_COLUMNS =
  'type, active, visible_from, visible_until, size, container_class, wrapper_css_class, bg_color, show_title, link, number, responsive_number, source, target, texts, images';
const BLOCK_PLACEHOLDERS = '?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?::jsonb, ?::jsonb, ?::jsonb';

export async function insertBlock(
  em: EntityManager,
  pageId: number,
  position: number,
  block: CleanBlock,
): Promise<number> {
  const row = await firstRow<{ id: number }>(
    em,
    `insert into content_block (page_id, position, ${BLOCK_COLUMNS}) values (?, ?, ${BLOCK_PLACEHOLDERS}) returning id`,
    [pageId, position, ...blockValues(block)],
  );
  return row?.id ?? 0;
}

export async function updateBlock(em: EntityManager, id: number, block: CleanBlock): Promise<void> {
  await em.execute(
    `update content_block set (${BLOCK_COLUMNS}, updated_at) = (${BLOCK_PLACEHOLDERS}, now()) where id = ?`,
    [...blockValues(block), id],
  );
}

export async function deleteBlock(em: EntityManager, id: number): Promise<void> {
  await em.execute('delete from content_block where id = ?', [id]);
}

export async function touchPage(em: EntityManager, pageId: number): Promise<void> {
  await em.execute('update content_page set updated_at = now() where id = ?', [pageId]);
}
