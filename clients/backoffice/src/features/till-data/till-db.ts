/**
 * The back office's device database with the till's tables. The mirrors (tillItems, tillCustomers,
 * tillStock, tillRules) are written only by the refresh (refresh/*), except the till's own new
 * customers (`new:` keys) and the units it sold (tillStock.sold), which recording writes in the
 * sale's transaction. tillSessions is the till's own record of its sessions.
 */
import type { EntityTable } from 'dexie';
import { TijaraDb } from '@tijara/shared';
import type { PromotionRuleRow, TillCustomer, TillItem, TillSession } from './types';

/** A TillItem as stored, with the words the search and the removals read. */
export type TillItemRow = TillItem;

/** A customer as stored: `words` holds the normalised name words and phone for prefix search. */
export interface TillCustomerRow extends TillCustomer {
  words: string[];
}

/**
 * One stock line of the till's warehouse: `available` as the server's snapshot gave it, `sold` the
 * units this till sold that the snapshot does not count yet (README.md, "Stock").
 */
export interface TillStockRow {
  /** `${productId}:${combinationId ?? 0}`, as TillItem.key. */
  key: string;
  productId: number;
  combinationId: number | null;
  available: number;
  sold: number;
}

/** A session as stored: the sales it holds (for its Z report) and the outbox entry that opens it. */
export interface TillSessionRow extends TillSession {
  /** The device's code when the session opened: its receipts' prefix. */
  deviceCode: string;
  /** Client order ids, in sequence order. */
  saleIds: string[];
  /** The posSessionOpen entry its posSessionClose waits for. */
  openEntryId: string;
}

/**
 * Version 4: the till's tables. Versions 1 and 3 are the shared schema's and 2 the storefront's (one
 * sequence); tables only, so Dexie adds them and leaves every row as it is. A shipped version is
 * never edited: the next change, here or in the shared schema, is 5.
 */
export const TILL_SCHEMA_V4 = {
  tillItems: 'key, productId',
  tillCustomers: 'key, id, phone, *words',
  tillStock: 'key, productId',
  tillRules: 'id',
  tillSessions: 'uuid, deviceUuid, [deviceUuid+status]',
};

export class TillDb extends TijaraDb {
  tillItems!: EntityTable<TillItemRow, 'key'>;
  tillCustomers!: EntityTable<TillCustomerRow, 'key'>;
  tillStock!: EntityTable<TillStockRow, 'key'>;
  tillRules!: EntityTable<PromotionRuleRow, 'id'>;
  tillSessions!: EntityTable<TillSessionRow, 'uuid'>;

  constructor(name: string) {
    super(name);
    this.version(4).stores(TILL_SCHEMA_V4);
  }
}

/** main.tsx creates 'tijara-backoffice' with it. */
export function createTillDb(name: string): TillDb {
  return new TillDb(name);
}
