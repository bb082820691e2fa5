/**
 * The outbox as the sync screen lists it: every entry the server has not acknowledged, with the sale
 * it carries (its receipt number, and the sale itself to print it again), by state. Acked entries
 * are the server's now and are not listed.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import type { OutboxEntry, OutboxState, TijaraDb } from '@tijara/shared';
import type { TillSale } from '../till-data';

export interface SyncRow {
  readonly entry: OutboxEntry;
  /** The sale a posSale entry carries; null for other kinds or a record no longer on the device. */
  readonly sale: TillSale | null;
}

export type ListedState = Exclude<OutboxState, 'acked'>;

const LISTED: readonly ListedState[] = ['pending', 'sending', 'blocked_auth', 'conflict', 'rejected'];

export type SyncRows = Readonly<Record<ListedState, readonly SyncRow[]>>;

async function readRows(db: TijaraDb): Promise<SyncRows> {
  const entries = await db.outbox.where('state').anyOf(LISTED).toArray();
  entries.sort((a, b) => a.deviceSeq - b.deviceSeq);
  const recordIds = entries.map((entry) => entry.recordId).filter((id): id is string => id !== undefined);
  const records = await db.localOrders.bulkGet(recordIds);
  const sales = new Map(
    records.flatMap((record) =>
      record?.kind === 'posSale' ? [[record.id, record.data as TillSale] as const] : [],
    ),
  );
  const rows: Record<ListedState, SyncRow[]> = {
    pending: [],
    sending: [],
    blocked_auth: [],
    conflict: [],
    rejected: [],
  };
  for (const entry of entries) {
    if (entry.state === 'acked') continue;
    rows[entry.state].push({ entry, sale: (entry.recordId && sales.get(entry.recordId)) || null });
  }
  // What the server judged is read newest first; what waits, in the order it will be sent.
  rows.conflict.reverse();
  rows.rejected.reverse();
  return rows;
}

/** Live; undefined while Dexie answers. */
export function useSyncRows(db: TijaraDb): SyncRows | undefined {
  return useLiveQuery(() => readRows(db), [db]);
}

/** The reasons a sender kept in the entry's details: `{ reasons: [...] }` (till-data) or the list itself. */
function reasonsOf(details: unknown): unknown[] {
  if (Array.isArray(details)) return details;
  const reasons = (details as { reasons?: unknown } | null | undefined)?.reasons;
  return Array.isArray(reasons) ? reasons : [];
}

function codeOf(reason: unknown): string | null {
  const code = (reason as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code !== '' ? code : null;
}

/** The reason codes of a refused or flagged entry: every reason the server gave, else its code. */
export function reasonCodes(entry: OutboxEntry): string[] {
  const fromDetails = reasonsOf(entry.lastError?.details).flatMap((reason) => codeOf(reason) ?? []);
  const codes = fromDetails.length > 0 ? fromDetails : [entry.lastError?.code ?? ''];
  return [...new Set(codes.filter((code) => code !== ''))];
}
