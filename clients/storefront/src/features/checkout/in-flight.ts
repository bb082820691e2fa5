/**
 * Write first, then send (OFFLINE.md 2.1): from the tap until a definite answer, the keyed request is
 * kept under `<shopUuid>.checkout.inFlight`. If the page dies meanwhile (a reload, a closed tab, a
 * crash), the next page load finds it and queues it with its key (PendingOrdersBanner), so an order
 * the server may already hold is sent again as itself, never typed again as a new one.
 */
import { isOrderKey } from '@tijara/schema';
import type { QueuedOrderData } from './queue-order';
import { readStored, shopKey, writeStored } from './shop-storage';

export const IN_FLIGHT = 'checkout.inFlight';

export interface InFlight extends QueuedOrderData {
  /** Epoch ms of the tap. */
  readonly at: number;
}

export function keepInFlight(shopUuid: string, value: InFlight): void {
  writeStored(shopKey(shopUuid, IN_FLIGHT), JSON.stringify(value));
}

export function clearInFlight(shopUuid: string): void {
  writeStored(shopKey(shopUuid, IN_FLIGHT), null);
}

/** The request a page left without an answer, if it is one (anything else is dropped). */
export function readInFlight(shopUuid: string): InFlight | null {
  try {
    const value = JSON.parse(readStored(shopKey(shopUuid, IN_FLIGHT)) ?? 'null') as InFlight | null;
    const key = value?.request?.clientOrderKey;
    if (!value || typeof key !== 'string' || !isOrderKey(key) || !Array.isArray(value.cart)) {
      if (value !== null) clearInFlight(shopUuid);
      return null;
    }
    return value;
  } catch {
    clearInFlight(shopUuid);
    return null;
  }
}
