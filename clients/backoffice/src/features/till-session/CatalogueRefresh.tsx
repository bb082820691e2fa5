/**
 * The catalogue on the tablet (items, customers, stock, promotions), as the session opening shows
 * it: the refresh's progress (phase and counts), when it last went to its end, a warning when that is
 * more than 12 hours ago (prices may have changed: OFFLINE.md 2.7), and a button to refresh now.
 */
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useOnlineStatus } from '@tijara/shared';
import { STALE_AFTER_MS } from '../till-data';
import type { TillRefreshState } from '../till-data';
import { messages } from './messages';
import { TILL_TIME } from './till-time';

export function CatalogueRefresh({ refresh, now }: { refresh: TillRefreshState; now: number }) {
  const intl = useIntl();
  const { online } = useOnlineStatus();
  const titleId = useId();
  const { running, lastRefreshedAt, error } = refresh;
  const stale = lastRefreshedAt !== null && now - lastRefreshedAt > STALE_AFTER_MS;
  return (
    <section className="pos-session__catalogue" aria-labelledby={titleId}>
      <h2 id={titleId}>{intl.formatMessage(messages.catalogueTitle)}</h2>
      {running ? <RefreshProgressBar progress={refresh.progress} /> : null}
      {lastRefreshedAt === null ? (
        <p>{intl.formatMessage(messages.neverRefreshed)}</p>
      ) : (
        <p>
          {intl.formatMessage(messages.lastRefresh, { date: intl.formatDate(lastRefreshedAt, TILL_TIME) })}
        </p>
      )}
      {stale && !running ? (
        <p role="alert" className="note note--offline">
          {intl.formatMessage(messages.staleCatalogue)}
        </p>
      ) : null}
      {error && !running ? (
        <p role="alert" className="note note--error">
          {intl.formatMessage(messages.refreshFailed)}
        </p>
      ) : null}
      {lastRefreshedAt === null && !online ? (
        <p role="status" className="note note--offline">
          {intl.formatMessage(messages.firstLoadNeedsNetwork)}
        </p>
      ) : null}
      <button type="button" className="pos-button" onClick={refresh.refresh} disabled={running || !online}>
        {intl.formatMessage(messages.refreshNow)}
      </button>
    </section>
  );
}

function RefreshProgressBar({ progress }: { progress: TillRefreshState['progress'] }) {
  const intl = useIntl();
  const labelId = useId();
  const label = progress
    ? intl.formatMessage(messages.phase, {
        phase: progress.phase,
        done: progress.done,
        total: progress.total,
      })
    : intl.formatMessage(messages.refreshing);
  return (
    <div className="pos-progress">
      <p id={labelId} aria-live="polite">
        {label}
      </p>
      <progress
        aria-labelledby={labelId}
        value={progress ? progress.done : undefined}
        max={progress && progress.total > 0 ? progress.total : undefined}
      />
    </div>
  );
}
