/**
 * The moves the order may make now (the server's allowedTransitions, from the shared transition
 * table): one button each, named by the status it leads to, with an optional note kept in the
 * history. Cancelling and recording a return give stock back: they ask first. A move someone else
 * made meanwhile is said, with a reload; nothing is sent twice.
 */
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { commonMessages } from '@tijara/shared';
import type { OrderDetailFieldsFragment, OrderStatus } from '../../__generated__/order-detail/graphql';
import { Modal } from '../../components/Modal';
import type { FormOutcome } from '../../components/OutcomeLine';
import { OutcomeLine } from '../../components/OutcomeLine';
import { actionMessages } from './action-messages';
import type { WriteResult } from './use-order-writes';
import { useOrderVocabulary } from './vocabulary';

interface Props {
  readonly order: OrderDetailFieldsFragment;
  readonly writable: boolean;
  readonly onChange: (status: OrderStatus, note: string) => Promise<WriteResult>;
  readonly onReload: () => void;
}

/** Moves that give stock back: asked before they are sent. */
const ASKED: readonly OrderStatus[] = ['CANCELLED', 'RETURNED'];

export function StatusActions({ order, writable, onChange, onReload }: Props) {
  const intl = useIntl();
  const { STATUS_LABELS } = useOrderVocabulary();
  const id = useId();
  const [note, setNote] = useState('');
  const [asking, setAsking] = useState<OrderStatus | null>(null);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<FormOutcome | null>(null);
  const [lines, setLines] = useState<readonly string[]>([]);

  const send = async (status: OrderStatus) => {
    setAsking(null);
    setSending(true);
    const result = await onChange(status, note);
    setSending(false);
    if (result.ok) {
      setNote('');
      setLines([]);
      setOutcome({ kind: 'saved', message: actionMessages.moved });
      return;
    }
    setOutcome(result.outcome);
    // The server's only field refusal of a move: a parcel with no carrier.
    setLines(
      result.fieldErrors['transporterId']
        ? [intl.formatMessage(actionMessages.needsCarrier)]
        : Object.values(result.fieldErrors).flat(),
    );
  };
  const choose = (status: OrderStatus) => (ASKED.includes(status) ? setAsking(status) : void send(status));

  const allowed = order.allowedTransitions;
  // A delivered order leaves with a carrier: shipping waits for one (the server refuses it too).
  const waitsForCarrier = order.communeId !== null && order.transporterId === null;
  const blocked = (status: OrderStatus) => status === 'SHIPPED' && waitsForCarrier;
  return (
    <section className="card order-detail__card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{intl.formatMessage(actionMessages.actionsTitle)}</h2>
      {allowed.length === 0 ? (
        <p className="muted">{intl.formatMessage(actionMessages.finalStatus)}</p>
      ) : (
        <>
          <label htmlFor={`${id}-note`}>{intl.formatMessage(actionMessages.note)}</label>
          <textarea
            id={`${id}-note`}
            name="note"
            rows={2}
            maxLength={500}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
          <div
            className="order-detail__moves"
            role="group"
            aria-label={intl.formatMessage(actionMessages.moveTo)}
          >
            <span aria-hidden="true">{intl.formatMessage(actionMessages.moveTo)}</span>
            {allowed.map((status) => (
              <button
                key={status}
                type="button"
                className={ASKED.includes(status) ? 'button order-detail__move--danger' : 'button'}
                disabled={!writable || sending || blocked(status)}
                aria-busy={sending || undefined}
                onClick={() => choose(status)}
              >
                {intl.formatMessage(STATUS_LABELS[status])}
              </button>
            ))}
          </div>
          {allowed.some(blocked) ? (
            <p className="muted">{intl.formatMessage(actionMessages.needsCarrier)}</p>
          ) : null}
        </>
      )}
      <Moved outcome={outcome} lines={lines} status={order.status} onReload={onReload} />
      <Modal
        open={asking !== null}
        title={intl.formatMessage(commonMessages.confirmTitle)}
        onClose={() => setAsking(null)}
        footer={
          <>
            <button type="button" className="link-button" onClick={() => setAsking(null)}>
              {intl.formatMessage(commonMessages.cancel)}
            </button>
            <button type="button" className="button" onClick={() => asking && void send(asking)}>
              {intl.formatMessage(actionMessages.confirmYes)}
            </button>
          </>
        }
      >
        <p>
          {intl.formatMessage(
            asking === 'RETURNED' ? actionMessages.confirmReturn : actionMessages.confirmCancel,
            {
              reference: order.reference,
            },
          )}
        </p>
      </Modal>
    </section>
  );
}

/** What the last move came to: the new status in words, or the refusal with its lines. */
function Moved({
  outcome,
  lines,
  status,
  onReload,
}: {
  outcome: FormOutcome | null;
  lines: readonly string[];
  status: OrderStatus;
  onReload: () => void;
}) {
  const intl = useIntl();
  const { STATUS_LABELS } = useOrderVocabulary();
  if (outcome?.kind === 'saved') {
    return (
      <p role="status" className="note note--success">
        {intl.formatMessage(actionMessages.moved, { status: intl.formatMessage(STATUS_LABELS[status]) })}
      </p>
    );
  }
  const shown: FormOutcome | null =
    outcome?.kind === 'failed' && lines.length > 0 ? { ...outcome, details: lines } : outcome;
  return <OutcomeLine outcome={shown} staleMessage={actionMessages.stale} onReload={onReload} />;
}
