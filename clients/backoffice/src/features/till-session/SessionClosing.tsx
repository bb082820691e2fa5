/**
 * Closing the session: the cashier counts the drawer (the denomination counter), sees the cash the
 * till expects (opening cash plus cash taken, from the live Z report) and the difference in colour
 * and words (short, over, right), may leave a note, and closes. The closing is recorded on the device
 * and queued for the server, so it works offline; the Z report then shows and prints like a receipt.
 */
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { commonMessages, useFormatMoney } from '@tijara/shared';
import { SubmitButton } from '../../components/SubmitButton';
import { closeSession, useZReport } from '../till-data';
import type { TillDevice, TillSession } from '../till-data';
import { CashCounter } from './CashCounter';
import { ClosedSession } from './ClosedSession';
import { messages } from './messages';
import { TillSessionScope } from './TillSessionScope';
import { useCashCount } from './use-cash-count';
import { useDb } from '../../app/app-services';

interface Props {
  readonly device: TillDevice;
  readonly session: TillSession;
  readonly onClosed: () => void;
  readonly onCancel: () => void;
}

export function SessionClosing(props: Props) {
  return (
    <TillSessionScope>
      <SessionClosingContent {...props} />
    </TillSessionScope>
  );
}

function SessionClosingContent({ device, session, onClosed, onCancel }: Props) {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  const db = useDb();
  const formId = useId();
  const count = useCashCount();
  const [note, setNote] = useState('');
  const [missing, setMissing] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [failed, setFailed] = useState(false);
  const [closed, setClosed] = useState<TillSession | null>(null);
  const counted = typeof count.amount === 'number' ? count.amount : null;
  const report = useZReport(db, session.uuid, counted);

  if (closed) return <ClosedSession device={device} session={closed} onDone={onClosed} />;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (counted === null) {
      setMissing(true);
      return;
    }
    setSubmitting(true);
    setFailed(false);
    try {
      const trimmed = note.trim();
      setClosed(
        await closeSession(db, { session, countedCash: counted, ...(trimmed ? { note: trimmed } : {}) }),
      );
    } catch (error) {
      console.error('The session could not be closed', error);
      setFailed(true);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <section className="pos-session">
      <h1>{intl.formatMessage(messages.closeTitle, { number: session.number })}</h1>
      <p className="muted">
        {intl.formatMessage(messages.sessionLine, {
          code: device.code,
          number: session.number,
          cashier: session.cashier.name,
        })}
      </p>
      <form
        id={formId}
        className="pos-session__columns"
        onSubmit={(event) => void onSubmit(event)}
        noValidate
      >
        <div className="pos-session__form">
          <CashCounter
            id={`${formId}-counted`}
            name="countedCash"
            label={intl.formatMessage(messages.countedCash)}
            count={count}
            errors={missing && counted === null ? [intl.formatMessage(messages.amountRequired)] : undefined}
          />
        </div>
        <div className="pos-session__side">
          <div className="pos-session__expected" aria-live="polite">
            {report ? (
              <>
                <p className="pos-session__figure">
                  <span>{intl.formatMessage(messages.expectedCash)}</span>
                  <strong>{formatMoney(report.expectedCash)}</strong>
                </p>
                <p className="muted">
                  {intl.formatMessage(messages.expectedDetail, {
                    opening: formatMoney(report.openingCash),
                    cashIn: formatMoney(report.cashIn),
                  })}
                </p>
                {report.difference === null ? null : <DifferenceLine difference={report.difference} />}
                {report.unsynced > 0 ? (
                  <p className="note note--offline">
                    {intl.formatMessage(messages.unsyncedAtClose, { count: report.unsynced })}
                  </p>
                ) : null}
              </>
            ) : null}
          </div>
          <label htmlFor={`${formId}-note`}>{intl.formatMessage(messages.closeNote)}</label>
          <textarea
            id={`${formId}-note`}
            name="note"
            rows={2}
            maxLength={500}
            dir="auto"
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
          {failed ? (
            <p role="alert" className="note note--error">
              {intl.formatMessage(messages.closeFailed)}
            </p>
          ) : null}
          <div className="pos-session__actions">
            <SubmitButton submitting={submitting} className="pos-button pos-button--primary">
              {intl.formatMessage(messages.close)}
            </SubmitButton>
            <button type="button" className="pos-button" onClick={onCancel} disabled={submitting}>
              {intl.formatMessage(commonMessages.cancel)}
            </button>
          </div>
        </div>
      </form>
    </section>
  );
}

/** The difference in words and colour: right (green), short (red), over (orange). */
function DifferenceLine({ difference }: { difference: number }) {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  const amount = formatMoney(Math.abs(difference));
  if (difference === 0) {
    return <p className="pos-difference pos-difference--right">{intl.formatMessage(messages.balanced)}</p>;
  }
  return difference < 0 ? (
    <p className="pos-difference pos-difference--short">{intl.formatMessage(messages.short, { amount })}</p>
  ) : (
    <p className="pos-difference pos-difference--over">{intl.formatMessage(messages.over, { amount })}</p>
  );
}
