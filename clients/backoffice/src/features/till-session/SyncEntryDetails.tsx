/**
 * One entry's details on the sync screen. Waiting: when it was made, how many tries, sending now or
 * the next try. Judged by the server: its reasons in words; for a sale recorded for review, its order
 * reference and that nothing is to redo; for a refusal, what the cashier can do. A sale's receipt
 * can be printed again from here: the sale stays on the device whatever the server said.
 */
import { useIntl } from 'react-intl';
import type { OutboxEntry } from '@tijara/shared';
import type { TillSale } from '../till-data';
import { actionsFor } from './sync-actions';
import { reasonCodes } from './sync-entries';
import type { SyncRow } from './sync-entries';
import { syncPageMessages as m } from './sync-page-messages';
import { TILL_CLOCK, TILL_TIME } from './till-time';

export function WaitingDetails({ entry }: { entry: OutboxEntry }) {
  const intl = useIntl();
  const parts = [
    intl.formatMessage(m.madeAt, { time: intl.formatDate(entry.createdAt, TILL_TIME) }),
    intl.formatMessage(m.attempts, { count: entry.attempts }),
  ];
  if (entry.state === 'sending') parts.push(intl.formatMessage(m.sending));
  else if (entry.state === 'pending' && entry.attempts > 0) {
    parts.push(intl.formatMessage(m.nextTry, { time: intl.formatDate(entry.nextAttemptAt, TILL_CLOCK) }));
  }
  return <p className="muted">{parts.join(' · ')}</p>;
}

interface JudgedProps {
  readonly row: SyncRow;
  readonly onPrint: (sale: TillSale) => void;
}

export function JudgedDetails({ row, onPrint }: JudgedProps) {
  const intl = useIntl();
  const { entry, sale } = row;
  const codes = reasonCodes(entry);
  const recorded = entry.state === 'conflict';
  return (
    <>
      <p className="muted">
        {intl.formatMessage(m.madeAt, { time: intl.formatDate(entry.createdAt, TILL_TIME) })}
      </p>
      {recorded && entry.serverRef ? (
        <p>{intl.formatMessage(m.orderReference, { reference: entry.serverRef })}</p>
      ) : null}
      <ul className="pos-sync__reasons">
        {codes.map((code) => (
          <li key={code}>{intl.formatMessage(m.reason, { code })}</li>
        ))}
      </ul>
      {recorded ? (
        <p className="pos-sync__action">{intl.formatMessage(m.reviewAction)}</p>
      ) : (
        actionsFor(codes).map((action) => (
          <p key={String(action.id)} className="pos-sync__action">
            {intl.formatMessage(action)}
          </p>
        ))
      )}
      {sale ? (
        <button type="button" className="pos-button" onClick={() => onPrint(sale)}>
          {intl.formatMessage(m.printAgain, { receipt: sale.receiptNumber })}
        </button>
      ) : null}
    </>
  );
}
