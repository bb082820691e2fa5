/**
 * The access rules every guard applies, in one place: a permission check that tells "not signed in"
 * (401) from "signed in without the permission" (403), and the employee affectation checks (a
 * member of staff acts only in the shops and warehouses assigned to them). Resolver guards, REST
 * guards and services all call these, so the answers agree.
 */
import { StaffRole } from '@tijara/schema';
import type { Permission } from '@tijara/schema';
import { ForbiddenError, UnauthenticatedError } from './errors';
import type { Actor, RequestContext } from './request-context';

/** How a GraphQL root field or a REST route declares who may call it. */
export type Access =
  | { readonly access: 'public' }
  /** Any signed-in member of staff. */
  | { readonly access: 'staff' }
  | { readonly permission: Permission }
  /** The storefront's shop token in `Authorization: Bearer <token>`. */
  | { readonly bearer: 'storefront' };

export function assertActor(ctx: Pick<RequestContext, 'actor'>): Actor {
  if (!ctx.actor) throw new UnauthenticatedError();
  return ctx.actor;
}

export function assertPermission(ctx: Pick<RequestContext, 'actor'>, permission: Permission): Actor {
  const actor = assertActor(ctx);
  if (!actor.permissions.has(permission)) {
    throw new ForbiddenError(`This needs the ${permission} permission`);
  }
  return actor;
}

/**
 * Admins act everywhere (the bootstrapped admin is assigned nowhere and must still be able to fix
 * things); everyone else, managers included, only in the shops assigned to them.
 */
export function assertCanActInShop(ctx: Pick<RequestContext, 'actor'>, shopId: string): Actor {
  const actor = assertActor(ctx);
  if (!actsInShop(actor, shopId)) throw new ForbiddenError('You are not assigned to this shop');
  return actor;
}

/** The same rule for any member of staff (a colleague a till's sale names), without throwing. */
export function actsInShop(
  staff: { readonly roles: readonly StaffRole[]; readonly shopIds: readonly string[] },
  shopId: string,
): boolean {
  return staff.roles.includes(StaffRole.ADMIN) || staff.shopIds.includes(shopId);
}

export function assertCanActInWarehouse(ctx: Pick<RequestContext, 'actor'>, warehouseId: string): Actor {
  const actor = assertActor(ctx);
  if (actor.roles.includes(StaffRole.ADMIN)) return actor;
  if (!actor.warehouseIds.includes(warehouseId)) {
    throw new ForbiddenError('You are not assigned to this warehouse');
  }
  return actor;
}

/** The warehouses the actor acts in: null for an admin (every one), else those assigned to them. */
export function warehouseScope(actor: Actor): readonly string[] | null {
  return actor.roles.includes(StaffRole.ADMIN) ? null : actor.warehouseIds;
}
