/**
 * Who may record a POS sale: `syncOrders` is public (a shopper's queued web orders come through it
 * too), so each sale entry is checked on its own: the actor sells (POS_SALE), acts in the sale's shop
 * (admins everywhere, others where assigned), and records their own sales (the cashier named is the
 * actor, or none is named) — or a colleague's made on a till registered in that shop. A tablet keeps
 * the sales of a cashier who signed out before they were sent; the next cashier signed in on it
 * sends them, and they stay that colleague's. Without a registered
 * till nothing vouches for where the sale was made, so only one's own sales go. A refusal rejects
 * that entry only; without any session (expired while the till was offline) the refusal says
 * UNAUTHENTICATED, which the till reads as "sign in and send again", not as a verdict on the sale.
 */
import { Permission } from '@tijara/schema';
import { assertCanActInShop } from '../../../core/access';
import { ForbiddenError } from '../../../core/errors';
import type { Actor } from '../../../core/request-context';
import { worksInShop } from '../../staff';
import type { StaffShops } from '../../staff';
import { SyncReasonCode, reason } from './sync-reasons';
import type { SyncReason } from './sync-reasons';

export type SaleCashier = { readonly cashierId: string } | { readonly refusal: SyncReason };

const forbidden = (message: string, field?: string) => ({
  refusal: reason(SyncReasonCode.FORBIDDEN, message, { field }),
});

export interface SaleVouching {
  /** The sale comes from a till registered in the sale's shop. */
  readonly fromShopTill: boolean;
  /** Where the colleagues the batch names work (lower-case ids). */
  readonly colleagues: ReadonlyMap<string, StaffShops>;
}

export function saleCashier(
  actor: Actor | null,
  shopUuid: string,
  cashierId: string | null,
  vouching: SaleVouching,
): SaleCashier {
  if (!actor) {
    const message = 'Recording a sale needs a signed-in member of staff: sign in and send it again';
    return { refusal: reason(SyncReasonCode.UNAUTHENTICATED, message) };
  }
  if (!actor.permissions.has(Permission.POS_SALE)) {
    return forbidden('Recording a sale needs the POS_SALE permission');
  }
  try {
    assertCanActInShop({ actor }, shopUuid);
  } catch (error) {
    if (error instanceof ForbiddenError) return forbidden(error.message, 'sale.shopUuid');
    throw error;
  }
  const named = cashierId?.trim().toLowerCase() ?? null;
  if (named === null || named === actor.staffId.toLowerCase()) return { cashierId: actor.staffId };
  if (vouching.fromShopTill && worksInShop(vouching.colleagues.get(named), shopUuid)) {
    return { cashierId: named };
  }
  return forbidden(
    "A sale is recorded by the cashier who made it, or sent from one of the shop's registered tills",
    'cashierId',
  );
}
