/**
 * The sync screen's lists, one per state with entries: refused first (the cashier has something to
 * do), then recorded for review, waiting for a sign-in, and waiting to be sent. Each entry says
 * what it is (receipt number, or the session it opens or closes) and its state's details.
 */
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import type { TillSale } from '../till-data';
import { syncPageMessages as m } from './sync-page-messages';
import type { SyncRow, SyncRows } from './sync-entries';
import { JudgedDetails, WaitingDetails } from './SyncEntryDetails';

interface Props {
  readonly rows: SyncRows;
  readonly onPrint: (sale: TillSale) => void;
}

/** At most this many waiting entries are listed: a 500-sale backlog is a count, not a page. */
const WAITING_SHOWN = 50;

export function SyncEntries({ rows, onPrint }: Props) {
  const intl = useIntl();
  const waiting = [...rows.sending, ...rows.pending];
  const empty = waiting.length + rows.blocked_auth.length + rows.conflict.length + rows.rejected.length === 0;
  if (empty) return <p className="muted">{intl.formatMessage(m.empty)}</p>;
  return (
    <div className="pos-sync__lists">
      <EntryList title={m.rejectedTitle} rows={rows.rejected}>
        {(row) => <JudgedDetails row={row} onPrint={onPrint} />}
      </EntryList>
      <EntryList title={m.conflictTitle} rows={rows.conflict}>
        {(row) => <JudgedDetails row={row} onPrint={onPrint} />}
      </EntryList>
      <EntryList title={m.blockedTitle} rows={rows.blocked_auth} note={m.blockedAction}>
        {(row) => <WaitingDetails entry={row.entry} />}
      </EntryList>
      <EntryList
        title={m.pendingTitle}
        rows={waiting.slice(0, WAITING_SHOWN)}
        hidden={waiting.length - WAITING_SHOWN}
      >
        {(row) => <WaitingDetails entry={row.entry} />}
      </EntryList>
    </div>
  );
}

interface ListProps {
  readonly title: MessageDescriptor;
  readonly rows: readonly SyncRow[];
  /** Said once for the whole list. */
  readonly note?: MessageDescriptor;
  /** How many more there are than listed. */
  readonly hidden?: number;
  readonly children: (row: SyncRow) => ReactNode;
}

function EntryList({ title, rows, note, hidden = 0, children }: ListProps) {
  const intl = useIntl();
  if (rows.length === 0) return null;
  return (
    <section className="pos-sync__section">
      <h2>{intl.formatMessage(title, { count: rows.length + Math.max(0, hidden) })}</h2>
      {note ? <p className="note note--offline">{intl.formatMessage(note)}</p> : null}
      <ul className="pos-sync__entries">
        {rows.map((row) => (
          <li key={row.entry.id} className="pos-sync__entry">
            <strong>
              <EntryName row={row} />
            </strong>
            {children(row)}
          </li>
        ))}
      </ul>
      {hidden > 0 ? <p className="muted">{intl.formatMessage(m.more, { count: hidden })}</p> : null}
    </section>
  );
}

function EntryName({ row }: { row: SyncRow }) {
  const intl = useIntl();
  const { entry, sale } = row;
  if (sale) return <>{intl.formatMessage(m.sale, { receipt: sale.receiptNumber })}</>;
  if (entry.kind === 'posSessionOpen') {
    const number = (entry.payload as { number?: unknown } | null)?.number;
    return <>{intl.formatMessage(m.sessionOpen, { number: typeof number === 'number' ? number : 0 })}</>;
  }
  if (entry.kind === 'posSessionClose') return <>{intl.formatMessage(m.sessionClose)}</>;
  return <>{intl.formatMessage(m.otherEntry, { kind: entry.kind })}</>;
}
