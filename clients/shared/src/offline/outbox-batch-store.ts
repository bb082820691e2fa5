/**
 * Leasing and settling a run of entries sent in one request, each step in ONE Dexie transaction:
 * 500 queued sales drain in 25 requests, not in 1,000 transactions. The rules per entry are the
 * single send's (outbox-store.ts): a lease before the request, an ack always kept, any other
 * outcome dropped when the lease was lost.
 */
import type { TijaraDb } from './db';
import type { OutboxEntry, OutboxState, SendOutcome } from './outbox-types';
import { settlementOf } from './outbox-store';

export interface LeasedRun {
  /** The entries now 'sending', in the candidates' order. */
  leased: OutboxEntry[];
  /** How many candidates were looked at; the next one (if any) must wait for this run to settle. */
  examined: number;
}

/**
 * Leases the candidates (one kind, FIFO order) that are still pending and whose dependency is acked
 * (a missing one was pruned, so acked). One whose dependency is in this run ends it: it goes in
 * the next request, once that dependency's outcome is known. The others that cannot go are skipped,
 * as a single send skips them.
 */
export function leaseBatch(
  db: TijaraDb,
  candidates: readonly OutboxEntry[],
  now: number,
  leaseMs: number,
): Promise<LeasedRun> {
  return db.transaction('rw', db.outbox, async () => {
    const current = await db.outbox.bulkGet(candidates.map((entry) => entry.id));
    const dependencyIds = [...new Set(current.flatMap((entry) => entry?.dependsOn ?? []))];
    const dependencies = await db.outbox.bulkGet(dependencyIds);
    const stateOf = new Map<string, OutboxState>();
    for (const dependency of dependencies) if (dependency) stateOf.set(dependency.id, dependency.state);

    const leased: OutboxEntry[] = [];
    const inRun = new Set<string>();
    let examined = 0;
    for (const entry of current) {
      if (entry?.dependsOn !== undefined && inRun.has(entry.dependsOn)) break;
      examined += 1;
      if (entry?.state !== 'pending') continue;
      const dependencyState = entry.dependsOn === undefined ? undefined : stateOf.get(entry.dependsOn);
      if (dependencyState !== undefined && dependencyState !== 'acked') continue;
      leased.push({ ...entry, state: 'sending', leaseUntil: now + leaseMs, attempts: entry.attempts + 1 });
      inRun.add(entry.id);
    }
    await db.outbox.bulkPut(leased);
    return { leased, examined };
  });
}

export interface BatchSettlement {
  leased: OutboxEntry;
  outcome: SendOutcome;
  retryDelayMs: number;
}

/** Records each entry's own outcome, and its local record's status, in one transaction. */
export function settleBatch(
  db: TijaraDb,
  settlements: readonly BatchSettlement[],
  now: number,
): Promise<void> {
  return db.transaction('rw', db.outbox, db.localOrders, async () => {
    const current = await db.outbox.bulkGet(settlements.map((s) => s.leased.id));
    const entryChanges: { key: string; changes: Partial<OutboxEntry> }[] = [];
    const recordChanges: { key: string; changes: { status: OutboxState; serverRef?: string | null } }[] = [];
    settlements.forEach(({ leased, outcome, retryDelayMs }, i) => {
      const entry = current[i];
      const settlement = settlementOf(entry, leased, outcome, { now, retryDelayMs });
      if (!entry || !settlement) return;
      entryChanges.push({ key: entry.id, changes: settlement.changes });
      if (entry.recordId) recordChanges.push({ key: entry.recordId, changes: settlement.record });
    });
    await db.outbox.bulkUpdate(entryChanges);
    if (recordChanges.length > 0) await db.localOrders.bulkUpdate(recordChanges);
  });
}
