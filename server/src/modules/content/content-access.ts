/**
 * Who may touch a shop's content: CONTENT, in a shop the actor works in (admins everywhere). A shop
 * named by uuid is checked before anything is read about it (403, then 404 when unknown); a row named
 * by id is found first (404), then its shop is checked (403).
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { Permission } from '@tijara/schema';
import { assertCanActInShop, assertPermission } from '../../core/access';
import { NotFoundError } from '../../core/errors';
import type { RequestContext } from '../../core/request-context';
import { shopToActIn } from '../shop';
import { firstRow } from './content-sql';

export function contentShop(ctx: RequestContext, em: EntityManager, shopUuid: string): Promise<string> {
  assertPermission(ctx, Permission.CONTENT);
  return shopToActIn(ctx, em, shopUuid);
}

/** The tables whose rows carry their shop, and what a missing one is called. */
export const OWNED_TABLES = {
  content_menu: 'Menu',
  content_page: 'Page',
  cms_page: 'CMS page',
  blog_category: 'Blog category',
  blog_post: 'Blog post',
} as const;
export type OwnedTable = keyof typeof OWNED_TABLES;

/**
 * The shop of the row, once the actor may act in it. With `lock`, the row stays locked until the
 * transaction ends (moves and renumbering of the rows it holds take turns behind it).
 */
export async function ownedRowShop(
  ctx: RequestContext,
  em: EntityManager,
  table: OwnedTable,
  id: number,
  lock = false,
): Promise<string> {
  assertPermission(ctx, Permission.CONTENT);
  const row = Number.isSafeInteger(id)
    ? await firstRow<{ shopUuid: string }>(
        em,
        `select shop_uuid as "shopUuid" from ${table} where id = ?${lock ? ' for update' : ''}`,
        [id],
      )
    : null;
  if (!row) throw new NotFoundError(OWNED_TABLES[table], id);
  assertCanActInShop(ctx, row.shopUuid);
  return row.shopUuid;
}
