/**
 * The order's life, oldest first: each move with when, who (a member of staff, the customer or the
 * till, or the system) and the note. A move the system made is said in the reader's words from its
 * message key (the server's own note is a developer's sentence).
 */
import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { OrderMessageKey } from '@tijara/schema';
import type { OrderDetailFieldsFragment } from '../../__generated__/order-detail/graphql';
import { messages } from './messages';
import { ORDER_TIME } from './time-formats';
import { useOrderVocabulary } from './vocabulary';

type Step = OrderDetailFieldsFragment['history'][number];

/** The system's reasons this page knows how to say. */
const SYSTEM_REASONS: Readonly<Record<string, MessageDescriptor>> = {
  [OrderMessageKey.AUTO_CANCELLED_UNCONFIRMED]: messages.autoCancelled,
};

export function HistoryCard({ history }: { history: readonly Step[] }) {
  const intl = useIntl();
  const id = useId();
  return (
    <section className="card order-detail__card" aria-labelledby={id}>
      <h2 id={id}>{intl.formatMessage(messages.historyTitle)}</h2>
      <ol className="order-detail__history">
        {history.map((step, index) => (
          <HistoryStep key={`${step.changedAt}-${index}`} step={step} />
        ))}
      </ol>
    </section>
  );
}

function HistoryStep({ step }: { step: Step }) {
  const intl = useIntl();
  const { STATUS_LABELS } = useOrderVocabulary();
  const to = intl.formatMessage(STATUS_LABELS[step.toStatus]);
  const move = step.fromStatus
    ? intl.formatMessage(messages.historyStep, {
        from: intl.formatMessage(STATUS_LABELS[step.fromStatus]),
        to,
      })
    : to;
  const reason = step.messageKey ? SYSTEM_REASONS[step.messageKey] : undefined;
  const who = step.staffName
    ? intl.formatMessage(messages.historyBy, { name: step.staffName })
    : intl.formatMessage(step.messageKey ? messages.historyBySystem : messages.historyByCustomer);
  const note = reason ? intl.formatMessage(reason) : step.note;
  return (
    <li>
      <time dateTime={step.changedAt}>{intl.formatDate(step.changedAt, ORDER_TIME)}</time>
      <span className="order-detail__strong">{move}</span>
      <span className="muted">{who}</span>
      {note ? <span className="order-detail__note">{note}</span> : null}
    </li>
  );
}
