/**
 * What the sync answers for one entry, and the throwable form of an answer that must roll the
 * entry's transaction back (a rejection found after something was written, or a replay that must
 * change nothing).
 */
import { OrderSyncStatus } from '@tijara/schema';
import type { OrderStatus } from '@tijara/schema';
import type { SyncReason } from './sync-reasons';

export interface SyncedOrderRef {
  readonly id: number;
  readonly uuid: string;
  readonly status: OrderStatus;
}

export interface SyncOutcome {
  readonly status: OrderSyncStatus;
  /** The order recorded now or earlier; null when rejected (or a web order waiting for the shopper). */
  readonly order: SyncedOrderRef | null;
  readonly reasons: readonly SyncReason[];
}

export function rejected(reasons: readonly SyncReason[]): SyncOutcome {
  return { status: OrderSyncStatus.REJECTED, order: null, reasons };
}

/** Thrown inside an entry's transaction: rolls it back, then answers `outcome`. */
export class EntryOutcome extends Error {
  constructor(readonly outcome: SyncOutcome) {
    super(`Entry settled as ${outcome.status}`);
    this.name = 'EntryOutcome';
  }
}

/** The outcome a transaction threw, or the error when it is anything else. */
export async function settle(attempt: Promise<SyncOutcome>): Promise<SyncOutcome> {
  try {
    return await attempt;
  } catch (error) {
    if (error instanceof EntryOutcome) return error.outcome;
    throw error;
  }
}
