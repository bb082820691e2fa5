/**
 * The till's header: which till and session, online or not, how many sales wait to be synced (a link
 * to the sync screen, with what the server refused or flagged), a warning when nothing has synced for
 * more than 15 minutes, the storage warning, the catalogue's age, and the full screen toggle.
 */
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { OnlineIndicator } from '@tijara/shared';
import { STALE_AFTER_MS } from '../till-data';
import type { TillDevice, TillSession } from '../till-data';
import { FullscreenToggle } from './FullscreenToggle';
import { messages } from './messages';
import { ReconnectNotice } from './ReconnectNotice';
import { StorageWarning } from './StorageWarning';
import { SYNC_STALE_MS, TILL_TIME } from './till-time';
import { TillSessionScope } from './TillSessionScope';
import { useLastRefresh } from './use-last-refresh';
import { useNow } from './use-now';
import { useDb } from '../../app/app-services';
import { useUnsynced } from './use-unsynced';

interface Props {
  readonly device: TillDevice;
  readonly session: TillSession | null;
}

export function TillStatusBar(props: Props) {
  return (
    <TillSessionScope>
      <TillStatusBarContent {...props} />
    </TillSessionScope>
  );
}

function TillStatusBarContent({ device, session }: Props) {
  const intl = useIntl();
  const db = useDb();
  const now = useNow(30_000);
  const outbox = useUnsynced(db);
  const refreshedAt = useLastRefresh(db);
  const syncStale = outbox?.oldestAt != null && now - outbox.oldestAt > SYNC_STALE_MS;
  const catalogueStale = refreshedAt != null && now - refreshedAt > STALE_AFTER_MS;
  return (
    <div className="pos-status" role="region" aria-label={intl.formatMessage(messages.statusBar)}>
      <div className="pos-status__line">
        <span className="pos-status__session">
          {session
            ? intl.formatMessage(messages.sessionLine, {
                code: device.code,
                number: session.number,
                cashier: session.cashier.name,
              })
            : intl.formatMessage(messages.noSession, { code: device.code })}
        </span>
        <OnlineIndicator />
        {outbox ? (
          <Link
            to="/pos/sync"
            className={
              outbox.unsynced > 0 || outbox.attention > 0
                ? 'pos-status__sync pos-status__sync--waiting'
                : 'pos-status__sync'
            }
          >
            {intl.formatMessage(messages.unsyncedLink, { count: outbox.unsynced })}
            {outbox.attention > 0
              ? ` · ${intl.formatMessage(messages.attention, { count: outbox.attention })}`
              : ''}
          </Link>
        ) : null}
        {refreshedAt != null ? (
          <span className={catalogueStale ? 'pos-status__catalogue note--offline' : 'pos-status__catalogue'}>
            {intl.formatMessage(messages.catalogueAge, { date: intl.formatDate(refreshedAt, TILL_TIME) })}
          </span>
        ) : null}
        <FullscreenToggle />
      </div>
      {syncStale ? (
        <p role="alert" className="pos-warning">
          {intl.formatMessage(messages.staleSync)}
        </p>
      ) : null}
      {outbox ? <ReconnectNotice waiting={outbox.blocked} /> : null}
      <StorageWarning />
    </div>
  );
}
