/**
 * The till's top: till-session's status bar (online state, unsynced sales linking to the sync
 * screen, storage, full screen), then the cashier's ways out: reprint the last sale of the session,
 * closing the session, and back to the back office.
 */
import { useIntl } from 'react-intl';
import { useSessionSales } from '../till-data';
import type { TillDb, TillDevice, TillSale, TillSession } from '../till-data';
import { TillStatusBar } from '../till-session';
import { messages } from './messages';

interface Props {
  readonly db: TillDb;
  readonly device: TillDevice;
  readonly session: TillSession;
  readonly onReprint: (sale: TillSale) => void;
  readonly onCloseSession: () => void;
  readonly onExit: () => void;
}

/** The session's last sale, newest by its sequence; null before the first one. */
function useLastSale(db: TillDb, sessionUuid: string): TillSale | null {
  const rows = useSessionSales(db, sessionUuid);
  let last: TillSale | null = null;
  for (const { sale } of rows ?? []) if (!last || sale.sequence > last.sequence) last = sale;
  return last;
}

export function TillTopBar({ db, device, session, onReprint, onCloseSession, onExit }: Props) {
  const intl = useIntl();
  const last = useLastSale(db, session.uuid);
  return (
    <header className="till-top">
      <div className="till-top__status">
        <TillStatusBar device={device} session={session} />
      </div>
      <nav className="till-top__actions" aria-label={intl.formatMessage(messages.actions)}>
        <button
          type="button"
          className="pos-button pos-button--quiet pos-button--stacked"
          disabled={!last}
          onClick={() => last && onReprint(last)}
        >
          {intl.formatMessage(messages.reprintLast)}{' '}
          <small dir="ltr">{last ? last.receiptNumber : intl.formatMessage(messages.noSaleYet)}</small>
        </button>
        <button type="button" className="pos-button pos-button--quiet" onClick={onCloseSession}>
          {intl.formatMessage(messages.closeSession)}
        </button>
        <button type="button" className="pos-button pos-button--quiet" onClick={onExit}>
          {intl.formatMessage(messages.exit)}
        </button>
      </nav>
    </header>
  );
}
