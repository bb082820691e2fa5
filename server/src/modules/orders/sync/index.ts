/** Offline order sync: POS sales and queued web orders recorded exactly once, and the till's lookup. */
export { OrderSyncResolver } from './order-sync.resolver';
export { MAX_SYNC_BATCH, OrderSyncService } from './order-sync.service';
export type { WebEntryRecorder } from './order-sync.service';
export { PosSaleService, WALK_IN_CUSTOMER } from './pos-sale.service';
export { WebEntrySync } from './web-entry';
export { SyncReasonCode } from './sync-reasons';
export type { SyncReason } from './sync-reasons';
export type { SyncOutcome } from './sync-outcome';
export { posSessionSalesSql } from './pos-session-sales.sql';
