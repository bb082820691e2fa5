/**
 * An order the network could not take (offline, or no answer): written to the device with its outbox
 * entry in ONE Dexie transaction, the key fixed at that moment (OFFLINE.md 2.3 to 2.5). The outbox's
 * sync engine sends it when the connection returns, in this visit or the next one; the local record
 * (its status mirrors the entry's) is what the confirmation page and the pending banner show.
 */
import { enqueue, uuidV4 } from '@tijara/shared';
import type { LocalRecord } from '@tijara/shared';
import type { CartLine } from '../cart';
import type { KeyedOrderRequest } from './order-request';
import { WEB_ORDER_KIND } from '../../app/data/web-order-sender';
import { markQueuedOrders } from './queued-mark';

/** What a queued order keeps for the shopper to see: its request and the lines as they were shown. */
export interface QueuedOrderData {
  readonly request: KeyedOrderRequest;
  /** The spec's cart lines (names, images, prices as shown); the confirmation page lists them. */
  readonly cart: readonly CartLine[];
  readonly itemsTotal: number;
  readonly deliveryPrice: number;
  /** Set when the shopper settled a refusal with a new order (its local id or server uuid). */
  readonly replacedBy?: string;
}

export type QueuedOrder = LocalRecord<QueuedOrderData>;

export async function queueOrder(data: QueuedOrderData): Promise<QueuedOrder> {
  const { deviceDb, startDeviceServices } = await import('../../app/data/device-db');
  const db = deviceDb();
  const record: QueuedOrder = {
    id: uuidV4(),
    kind: WEB_ORDER_KIND,
    data,
    status: 'pending',
    createdAt: Date.now(),
    serverRef: null,
  };
  markQueuedOrders(true);
  await enqueue(
    db,
    {
      kind: WEB_ORDER_KIND,
      payload: data.request,
      idempotencyKey: data.request.clientOrderKey,
      recordId: record.id,
      now: record.createdAt,
    },
    async () => {
      await db.localOrders.add(record);
    },
  );
  // Sends at once if the network is back (and keeps trying on the engine's triggers).
  startDeviceServices();
  return record;
}
