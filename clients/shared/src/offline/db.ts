/**
 * The device's database: one per app and origin. Dexie is the source of truth on the device
 * and Apollo is only a transport. Mirror tables (wilayas, communes, deliveryOptions)
 * are written only by refresh code; localOrders and outbox only by the app and by acknowledgements,
 * so either side can be wiped and rebuilt without corrupting the other. drafts (forms as typed) and
 * offlineCopies (the last answer of a screen's read) are the device's own memory of screens: losing
 * them loses typing or an offline view, never a business record.
 */
import Dexie from 'dexie';
import type { EntityTable, Observable, Table } from 'dexie';
import type { OutboxEntry, OutboxState } from './outbox-types';

export interface MetaRow {
  /** 'deviceId', 'deviceSeq', 'cursor:<collection>', 'refreshedAt:<collection>' ... */
  key: string;
  value: unknown;
}

export interface WilayaRow {
  id: number;
  code: string;
  isoCode: string | null;
  name: string;
  nameAr: string;
  deliverable: boolean;
}

export interface CommuneRow {
  id: number;
  wilayaId: number;
  name: string;
  nameAr: string;
  postCode: string | null;
  deliverable: boolean;
}

export interface DeliveryOptionRow {
  communeId: number;
  transporterId: number;
  name: string;
  /** Integer centimes of DZD for this commune; 0 is free delivery. */
  price: number;
  image: string | null;
  logo: string | null;
}

/** A business record created on the device and carried to the server by an outbox entry. */
export interface LocalRecord<D = unknown> {
  /** Client UUID, also the client order id the server keeps unique. */
  id: string;
  kind: string;
  /** The document as the user saw it (lines, prices, catalogue version). */
  data: D;
  /** Mirrors the outbox entry that carries it. */
  status: OutboxState;
  createdAt: number;
  serverRef: string | null;
}

/** A form as the user left it, kept until it is sent (useFormDraft in the back office). */
export interface DraftRow {
  /** Chosen by the screen, naming the entity and the form: 'product:12:details'. */
  key: string;
  /** The form's state, JSON-serialisable. */
  value: unknown;
  /** Epoch ms of the last write. */
  savedAt: number;
}

/** The last answer a screen read from the server, shown again while offline (useOfflineCopy). */
export interface OfflineCopyRow {
  /** Chosen by the screen: 'products:list:page=1'. */
  key: string;
  /** JSON-serialisable. */
  value: unknown;
  /** Epoch ms of the answer. */
  savedAt: number;
}

/**
 * Version 1 of the schema. A change adds `this.version(n).stores({...}).upgrade(...)` below it;
 * a shipped version is never edited (devices in the field hold data in that shape). Exported for
 * the upgrade tests, which open a database as a device on that version holds it.
 */
export const SCHEMA_V1 = {
  outbox: 'id, [state+nextAttemptAt], &deviceSeq, createdAt, state',
  meta: 'key',
  wilayas: 'id',
  communes: 'id, wilayaId',
  deliveryOptions: '[communeId+transporterId], communeId',
  localOrders: 'id, kind, status, createdAt',
};

/**
 * Version 3 adds tables only: Dexie creates them and leaves every existing row as it is, so no
 * upgrade function is needed. Version numbers are one sequence for the shared schema and an app's
 * own (the storefront's version 2 adds catalogQueries, the back office's 4 the till's tables): the next
 * change, here or there, is 5.
 */
const SCHEMA_V3 = {
  drafts: 'key, savedAt',
  offlineCopies: 'key, savedAt',
};

export class TijaraDb extends Dexie {
  outbox!: EntityTable<OutboxEntry, 'id'>;
  meta!: EntityTable<MetaRow, 'key'>;
  wilayas!: EntityTable<WilayaRow, 'id'>;
  communes!: EntityTable<CommuneRow, 'id'>;
  deliveryOptions!: Table<DeliveryOptionRow, [number, number]>;
  localOrders!: EntityTable<LocalRecord, 'id'>;
  drafts!: EntityTable<DraftRow, 'key'>;
  offlineCopies!: EntityTable<OfflineCopyRow, 'key'>;

  constructor(name: string) {
    super(name);
    this.version(1).stores(SCHEMA_V1);
    this.version(3).stores(SCHEMA_V3);
  }

  /**
   * Dexie's live query on this database: answers again whenever a table it read changes, in any tab.
   * A method so that code holding only the database (useLiveRead) never imports Dexie's module: the
   * back office's first route draws before Dexie's chunk has come.
   */
  live<T>(query: () => Promise<T>): Observable<T> {
    return Dexie.liveQuery(query);
  }
}

export function createTijaraDb(name: string): TijaraDb {
  return new TijaraDb(name);
}
