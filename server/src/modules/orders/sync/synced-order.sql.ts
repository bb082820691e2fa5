/**
 * The till's reconciliation read: the order a shop's client order id made, in one statement, with
 * what a till shows (reference, status, money, review state and the kinds of its flags).
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import type { OrderFlagKind, OrderReviewStatus, OrderStatus } from '@tijara/schema';
import { orderReference } from '../data';
import type { OrderFlag } from '../data';

export interface SyncedOrderRow {
  readonly uuid: string;
  readonly reference: string;
  readonly status: OrderStatus;
  /** Centimes. */
  readonly total: number;
  readonly amountPaid: number;
  readonly reviewStatus: OrderReviewStatus | null;
  /** Each kind once, in the order first flagged. */
  readonly flags: OrderFlagKind[];
  readonly createdAt: Date;
  readonly receiptNumber: string | null;
}

export async function syncedOrderByKey(
  em: EntityManager,
  shopUuid: string,
  clientOrderKey: string,
): Promise<SyncedOrderRow | null> {
  const [row] = await em.execute<
    {
      id: number;
      uuid: string;
      status: OrderStatus;
      total: number;
      amount_paid: number;
      review_status: OrderReviewStatus | null;
      flags: OrderFlag[];
      created_at: Date;
      receipt_number: string | null;
    }[]
  >(
    `select id, uuid, status, total, amount_paid, review_status, flags, created_at, receipt_number
     from customer_order where shop_uuid = ? and client_order_key = ?`,
    [shopUuid, clientOrderKey],
  );
  if (!row) return null;
  return {
    uuid: row.uuid,
    reference: orderReference(row.id),
    status: row.status,
    total: Number(row.total),
    amountPaid: Number(row.amount_paid),
    reviewStatus: row.review_status,
    flags: [...new Set(row.flags.map((flag) => flag.kind))],
    createdAt: new Date(row.created_at),
    receiptNumber: row.receipt_number,
  };
}
