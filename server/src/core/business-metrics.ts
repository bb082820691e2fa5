/**
 * What services tell the metrics: business outcomes (an order placed or refused, a sale synced, a
 * request answered from its idempotency key), never HTTP details. Services reach it through their
 * request context (`ctx.metrics`), so a job or a test that builds its own context gets the no-op one.
 */
import type { ErrorCode, OrderSyncStatus } from '@tijara/schema';

/** created: a new order; replayed: its key answered the stored order; refused: an AppError; failed: anything else. */
export type CheckoutOutcome = 'created' | 'replayed' | 'refused' | 'failed';

/** An entry of a sync batch that threw (the database, a bug): the batch fails and is resent. */
export type SyncEntryOutcome = OrderSyncStatus | 'failed';

export type SyncEntryKind = 'sale' | 'web';

/** Writes answered from their idempotency key (what an offline outbox resends until it gets an answer). */
export type ReplayedWrite = 'checkout' | 'pos_sale' | 'pos_session_open';

export interface BusinessMetrics {
  checkout(outcome: CheckoutOutcome, code?: ErrorCode): void;
  orderSync(outcome: SyncEntryOutcome, kind: SyncEntryKind): void;
  replayed(write: ReplayedWrite): void;
}

export const noBusinessMetrics: BusinessMetrics = {
  checkout: () => undefined,
  orderSync: () => undefined,
  replayed: () => undefined,
};
