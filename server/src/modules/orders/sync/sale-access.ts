/**
 * Who may record a POS sale: `syncOrders` is public (a shopper's queued web orders come through it
 * too), so each sale entry is checked on its own: the actor sells (POS_SALE), acts in the sale's shop
 * (admins everywhere, others where assigned), and records their own sales (the cashier named is the
 * actor, or none is named). A refusal rejects that entry only.
 */
import { Permission } from '@tijara/schema';
import { assertCanActInShop } from '../../../core/access';
import { ForbiddenError } from '../../../core/errors';
import type { Actor } from '../../../core/request-context';
import { SyncReasonCode, reason } from './sync-reasons';
import type { SyncReason } from './sync-reasons';

export type SaleCashier = { readonly cashierId: string } | { readonly refusal: SyncReason };

const forbidden = (message: string, field?: string) => ({
  refusal: reason(SyncReasonCode.FORBIDDEN, message, { field }),
});

export function saleCashier(actor: Actor | null, shopUuid: string, cashierId: string | null): SaleCashier {
  if (!actor?.permissions.has(Permission.POS_SALE)) {
    return forbidden('Recording a sale needs a signed-in member of staff with the POS_SALE permission');
  }
  try {
    assertCanActInShop({ actor }, shopUuid);
  } catch (error) {
    if (error instanceof ForbiddenError) return forbidden(error.message, 'sale.shopUuid');
    throw error;
  }
  if (cashierId !== null && cashierId.trim().toLowerCase() !== actor.staffId.toLowerCase()) {
    return forbidden('A sale is recorded by the cashier who made it', 'cashierId');
  }
  return { cashierId: actor.staffId };
}
