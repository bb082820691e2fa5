import { useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import type { TijaraDb } from '../offline/db';
import type { SyncEngine, SyncStatus } from '../offline/sync-options';
import { useOutboxCounts } from '../offline/use-outbox';
import { sharedDescriptors } from '../i18n/shared-messages';
import './shared-ui.css';

const noSubscribe = () => () => undefined;
const noStatus = () => null;

/** The engine is optional: a screen may show counts without holding the engine. */
function useOptionalStatus(engine: SyncEngine | undefined): SyncStatus | null {
  const getStatus = engine?.getStatus ?? noStatus;
  return useSyncExternalStore(engine?.subscribe ?? noSubscribe, getStatus, getStatus);
}

/**
 * The outbox counter (Odoo's red counter of unsynced orders): what waits to be sent, what the
 * server refused, what needs review or a sign-in; "sending" while the leader works.
 */
export function SyncBadge({ db, engine }: { db: TijaraDb; engine?: SyncEngine }) {
  const intl = useIntl();
  const counts = useOutboxCounts(db);
  const status = useOptionalStatus(engine);
  if (!counts) return null;
  const rows: [MessageDescriptor, number][] = [
    [sharedDescriptors.syncPending, counts.pending + counts.sending],
    [sharedDescriptors.syncRejected, counts.rejected],
    [sharedDescriptors.syncConflict, counts.conflict],
    [sharedDescriptors.syncBlockedAuth, counts.blocked_auth],
  ];
  const shown = rows.filter(([, count]) => count > 0);
  const attention = counts.rejected + counts.conflict + counts.blocked_auth > 0;
  return (
    <span
      role="status"
      aria-live="polite"
      aria-label={intl.formatMessage(sharedDescriptors.syncLabel)}
      className={attention ? 'tijara-sync tijara-sync--attention' : 'tijara-sync'}
    >
      {shown.length === 0 ? (
        intl.formatMessage(sharedDescriptors.syncAllSent)
      ) : (
        <ul>
          {shown.map(([descriptor, count]) => (
            <li key={String(descriptor.id)}>{intl.formatMessage(descriptor, { count })}</li>
          ))}
        </ul>
      )}
      {status?.running && counts.pending + counts.sending > 0 ? (
        <span>{intl.formatMessage(sharedDescriptors.syncRunning)}</span>
      ) : null}
      {status?.retryAt != null && !status.running ? (
        <span>{intl.formatMessage(sharedDescriptors.syncRetryLater)}</span>
      ) : null}
    </span>
  );
}
