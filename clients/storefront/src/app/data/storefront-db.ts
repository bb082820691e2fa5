/**
 * The storefront's device database: the shared tables (outbox, local orders, geography mirrors) and,
 * from version 2, the catalogue mirror: the last answer of each catalogue read (a listing page, a
 * product page, the menu), so a page once seen reloads offline. Rows are keyed by what was asked
 * (operation, its document, language, variables), so a refresh overwrites its row instead of adding
 * one; the oldest rows go past MIRROR_MAX_ROWS (catalog-mirror.ts).
 */
import type { EntityTable } from 'dexie';
import { TijaraDb } from '@tijara/shared';

export interface CatalogQueryRow {
  /** operation:documentHash|locale|variables, see mirror-key.ts. */
  key: string;
  data: unknown;
  savedAt: number;
}

export class StorefrontDb extends TijaraDb {
  catalogQueries!: EntityTable<CatalogQueryRow, 'key'>;

  constructor(name: string) {
    super(name);
    // Versions 1 and 3 are the shared schema's (one sequence); shipped versions are never edited, a
    // change adds version 4.
    this.version(2).stores({ catalogQueries: 'key, savedAt' });
  }
}

export const STOREFRONT_DB_NAME = 'tijara-storefront';
