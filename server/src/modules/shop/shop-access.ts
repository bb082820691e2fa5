/**
 * Which shops a member of staff works in (promotions, segments, the till's customers): admins every
 * shop, everyone else only the shops assigned to them (core/access.ts). A shop outside the actor's is 403 before
 * anything is read about it; an unknown shop (or text that is no uuid) is 404.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { StaffRole } from '@tijara/schema';
import { assertActor, assertCanActInShop } from '../../core/access';
import { NotFoundError } from '../../core/errors';
import { isUuid } from '../../core/ids';
import type { RequestContext } from '../../core/request-context';
import { Shop } from './shop.entity';

/** Null for admins (every shop), else the actor's shops. */
export function shopScope(ctx: Pick<RequestContext, 'actor'>): readonly string[] | null {
  const actor = assertActor(ctx);
  return actor.roles.includes(StaffRole.ADMIN) ? null : actor.shopIds;
}

/** The shops a list covers: the one asked (checked; text that is no uuid is 404), else the actor's. */
export function listedShops(
  ctx: Pick<RequestContext, 'actor'>,
  shopUuid?: string | null,
): readonly string[] | null {
  if (shopUuid === undefined || shopUuid === null) return shopScope(ctx);
  assertCanActInShop(ctx, shopUuid);
  if (!isUuid(shopUuid)) throw new NotFoundError('Shop', shopUuid);
  return [shopUuid];
}

/**
 * The shop's uuid once the actor may act in it and it exists, in lower case (as the database writes
 * uuids, and as keys and paths built from it must be) whatever case it was given in.
 */
export async function shopToActIn(ctx: RequestContext, em: EntityManager, shopUuid: string): Promise<string> {
  const uuid = shopUuid.toLowerCase();
  assertCanActInShop(ctx, uuid);
  if (!isUuid(uuid) || (await em.count(Shop, { uuid })) === 0) {
    throw new NotFoundError('Shop', shopUuid);
  }
  return uuid;
}
