/**
 * Who may see and change which orders: ORDERS, then the order's shop must be one the actor acts in.
 * An order of another shop is answered NOT_FOUND like an unknown one, so its existence does not leak.
 * Every change starts by locking the order row (`select ... for update`) in its transaction, so two
 * clerks moving one order take turns and each applies its rule to the status it read.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { Permission, StaffRole } from '@tijara/schema';
import type { OrderReviewStatus, OrderStatus, PaymentType } from '@tijara/schema';
import { assertPermission } from '../../../core/access';
import { NotFoundError } from '../../../core/errors';
import type { Actor, RequestContext } from '../../../core/request-context';
import { parseUuid } from '../../catalog';

export interface LockedOrder {
  readonly id: number;
  readonly uuid: string;
  readonly shopUuid: string;
  readonly status: OrderStatus;
  readonly paymentType: PaymentType;
  /** Centimes. */
  readonly total: number;
  readonly amountPaid: number;
  readonly transporterId: number | null;
  readonly communeId: number | null;
  readonly reviewStatus: OrderReviewStatus | null;
}

interface Row {
  id: number;
  uuid: string;
  shop_uuid: string;
  status: OrderStatus;
  payment_type: PaymentType;
  total: number;
  amount_paid: number;
  transporter_id: number | null;
  commune_id: number | null;
  review_status: OrderReviewStatus | null;
}

/** The actor holding ORDERS (403 otherwise; 401 without a session). */
export function assertOrdersStaff(ctx: Pick<RequestContext, 'actor'>): Actor {
  return assertPermission(ctx, Permission.ORDERS);
}

export function mayActInShop(actor: Actor, shopUuid: string): boolean {
  return actor.roles.includes(StaffRole.ADMIN) || actor.shopIds.includes(shopUuid);
}

/** The shops whose orders the actor sees: null for every shop (an admin). */
export function visibleShopUuids(actor: Actor): readonly string[] | null {
  return actor.roles.includes(StaffRole.ADMIN) ? null : actor.shopIds;
}

/** Locks the order for the rest of the transaction; NOT_FOUND when unknown or in another shop. */
export async function lockOrder(
  ctx: RequestContext,
  em: EntityManager,
  rawUuid: string,
): Promise<LockedOrder> {
  const actor = assertOrdersStaff(ctx);
  const uuid = parseUuid('uuid', rawUuid);
  const [row] = await em.execute<Row[]>(
    `select id, uuid, shop_uuid, status, payment_type, total, amount_paid, transporter_id, commune_id, review_status
     from customer_order where uuid = ? for update`,
    [uuid],
  );
  if (!row || !mayActInShop(actor, row.shop_uuid)) throw new NotFoundError('Order', uuid);
  return {
    id: row.id,
    uuid: row.uuid,
    shopUuid: row.shop_uuid,
    status: row.status,
    paymentType: row.payment_type,
    total: Number(row.total),
    amountPaid: Number(row.amount_paid),
    transporterId: row.transporter_id,
    communeId: row.commune_id,
    reviewStatus: row.review_status,
  };
}
