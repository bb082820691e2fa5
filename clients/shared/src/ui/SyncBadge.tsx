import { useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import type { TijaraDb } from '../offline/db';
import type { SyncEngine, SyncStatus } from '../offline/sync-options';
import { useOutboxCounts } from '../offline/use-outbox';
import { syncMessages } from '../i18n/sync-messages';
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
 * server refused, what needs review or a sign-in; "sending" while the leader works. Nothing while the
 * database is not open yet (null) or has not answered.
 */
export function SyncBadge({ db, engine }: { db: TijaraDb | null; engine?: SyncEngine }) {
  const intl = useIntl();
  const counts = useOutboxCounts(db);
  const status = useOptionalStatus(engine);
  if (!counts) return null;
  const rows: [MessageDescriptor, number][] = [
    [syncMessages.pending, counts.pending + counts.sending],
    [syncMessages.rejected, counts.rejected],
    [syncMessages.conflict, counts.conflict],
    [syncMessages.blockedAuth, counts.blocked_auth],
  ];
  const shown = rows.filter(([, count]) => count > 0);
  const attention = counts.rejected + counts.conflict + counts.blocked_auth > 0;
  return (
    <span
      role="status"
      aria-live="polite"
      aria-label={intl.formatMessage(syncMessages.label)}
      className={attention ? 'tijara-sync tijara-sync--attention' : 'tijara-sync'}
    >
      {shown.length === 0 ? (
        intl.formatMessage(syncMessages.allSent)
      ) : (
        <ul>
          {shown.map(([descriptor, count]) => (
            <li key={String(descriptor.id)}>{intl.formatMessage(descriptor, { count })}</li>
          ))}
        </ul>
      )}
      {status?.running && counts.pending + counts.sending > 0 ? (
        <span>{intl.formatMessage(syncMessages.running)}</span>
      ) : null}
      {status?.retryAt != null && !status.running ? (
        <span>{intl.formatMessage(syncMessages.retryLater)}</span>
      ) : null}
    </span>
  );
}
