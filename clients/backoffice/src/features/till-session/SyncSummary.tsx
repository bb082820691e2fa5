/**
 * The sync screen's head: what waits (live from Dexie, in every tab), the progress while the engine
 * drains it (sent out of what waited when the run began), "sync now", the last successful send and
 * the next automatic try when the server did not answer. Without the engine yet (its chunk loads
 * after the first draw) the counts still show and the button waits for it.
 */
import { useId, useState, useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { useOnlineStatus, unsyncedCount, useOutboxCounts } from '@tijara/shared';
import type { SyncEngine, SyncStatus, TijaraDb } from '@tijara/shared';
import { SubmitButton } from '../../components/SubmitButton';
import { syncPageMessages as m } from './sync-page-messages';
import { TILL_CLOCK, TILL_TIME } from './till-time';

const noSubscribe = () => () => undefined;
const noStatus = () => null;

function useEngineStatus(engine: SyncEngine | null): SyncStatus | null {
  const getStatus = engine?.getStatus ?? noStatus;
  return useSyncExternalStore(engine?.subscribe ?? noSubscribe, getStatus, getStatus);
}

/** How far the current drain went: `total` is the most that waited since the queue was last empty. */
function useDrainProgress(unsynced: number): { done: number; total: number } {
  const [total, setTotal] = useState(unsynced);
  // Adjusted while rendering (React's pattern for state that follows a value): no extra pass.
  if (unsynced === 0 && total !== 0) setTotal(0);
  else if (unsynced > total) setTotal(unsynced);
  return { done: Math.max(0, total - unsynced), total: Math.max(total, unsynced) };
}

export function SyncSummary({ db, engine }: { db: TijaraDb; engine: SyncEngine | null }) {
  const intl = useIntl();
  const { online } = useOnlineStatus();
  const counts = useOutboxCounts(db);
  const status = useEngineStatus(engine);
  const unsynced = unsyncedCount(counts);
  const progress = useDrainProgress(unsynced);
  const [asked, setAsked] = useState(false);
  const progressId = useId();
  const running = Boolean(status?.running) || asked;
  const syncNow = () => {
    if (!engine) return;
    setAsked(true);
    void engine
      .syncNow()
      .catch((error: unknown) => console.error('Sync now failed', error))
      .finally(() => setAsked(false));
  };
  return (
    <div className="pos-sync__summary">
      <p role="status" className="pos-sync__count">
        {counts ? intl.formatMessage(m.unsynced, { count: unsynced }) : null}
      </p>
      {progress.total > 0 && (running || progress.done > 0) ? (
        <div className="pos-progress">
          <label htmlFor={progressId}>{intl.formatMessage(m.progress)}</label>
          <progress id={progressId} value={progress.done} max={progress.total} />
          <span aria-live="polite">{intl.formatMessage(m.progressText, progress)}</span>
        </div>
      ) : null}
      {online ? null : (
        <p role="status" className="note note--offline">
          {intl.formatMessage(m.offline)}
        </p>
      )}
      {status?.retryAt != null && !status.running ? (
        <p className="note note--offline">
          {intl.formatMessage(m.retryAt, { time: intl.formatDate(status.retryAt, TILL_CLOCK) })}
        </p>
      ) : null}
      {status?.lastSyncAt != null ? (
        <p className="muted">
          {intl.formatMessage(m.lastSync, { date: intl.formatDate(status.lastSyncAt, TILL_TIME) })}
        </p>
      ) : null}
      <SubmitButton
        type="button"
        submitting={running}
        disabled={!engine}
        className="pos-button pos-button--primary"
        onClick={syncNow}
      >
        {intl.formatMessage(m.syncNow)}
      </SubmitButton>
    </div>
  );
}
