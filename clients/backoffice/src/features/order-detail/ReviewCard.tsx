/**
 * A till sale the server accepted but flagged (sold beyond the stock, or at another price than the
 * catalogue's while offline): each flag with the figures a reviewer needs, and, while the review is
 * pending, closing it with a note (ORDERS). A closed review says who closed it, when, and why.
 */
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useFormatMoney } from '@tijara/shared';
import type { OrderDetailFieldsFragment } from '../../__generated__/order-detail/graphql';
import type { FormOutcome } from '../../components/OutcomeLine';
import { OutcomeLine } from '../../components/OutcomeLine';
import { SubmitButton } from '../../components/SubmitButton';
import { actionMessages } from './action-messages';
import { messages } from './messages';
import { lineNameOf } from './order-figures';
import { ORDER_TIME } from './time-formats';
import type { WriteResult } from './use-order-writes';
import { useOrderVocabulary } from './vocabulary';

interface Props {
  readonly order: OrderDetailFieldsFragment;
  readonly canAct: boolean;
  readonly writable: boolean;
  readonly onResolve: (note: string) => Promise<WriteResult>;
  readonly onReload: () => void;
}

type Flag = OrderDetailFieldsFragment['flags'][number];

export function ReviewCard({ order, canAct, writable, onResolve, onReload }: Props) {
  const intl = useIntl();
  const { REVIEW_LABELS } = useOrderVocabulary();
  const id = useId();
  if (order.reviewStatus === null && order.flags.length === 0) return null;
  return (
    <section className="card order-detail__card order-detail__review" aria-labelledby={id}>
      <h2 id={id}>
        {intl.formatMessage(messages.reviewTitle)}
        {order.reviewStatus ? ` · ${intl.formatMessage(REVIEW_LABELS[order.reviewStatus])}` : ''}
      </h2>
      <ul>
        {order.flags.map((flag, index) => (
          <FlagLine
            key={`${flag.kind}-${flag.productId}-${flag.combinationId ?? 0}-${index}`}
            flag={flag}
            order={order}
          />
        ))}
      </ul>
      {order.reviewStatus === 'RESOLVED' ? (
        <p>
          {intl.formatMessage(messages.resolvedBy, {
            name: order.reviewedByName ?? '—',
            date: order.reviewedAt ? intl.formatDate(order.reviewedAt, ORDER_TIME) : '—',
          })}
          {order.reviewNote ? (
            <span className="order-detail__note" dir="auto">
              {order.reviewNote}
            </span>
          ) : null}
        </p>
      ) : null}
      {order.reviewStatus === 'PENDING' && canAct ? (
        <ResolveForm writable={writable} onResolve={onResolve} onReload={onReload} />
      ) : null}
    </section>
  );
}

function FlagLine({ flag, order }: { flag: Flag; order: OrderDetailFieldsFragment }) {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  const { FLAG_LABELS } = useOrderVocabulary();
  const product =
    lineNameOf(order.lines, flag) ?? intl.formatMessage(messages.productNumber, { id: flag.productId });
  const detail =
    flag.kind === 'OVERSOLD'
      ? intl.formatMessage(messages.flagOversold, {
          product,
          sold: flag.sold ?? 0,
          available: flag.available ?? 0,
        })
      : intl.formatMessage(messages.flagPriceChanged, {
          product,
          charged: formatMoney(flag.chargedUnitPrice ?? 0),
          catalogue: formatMoney(flag.catalogueUnitPrice ?? 0),
        });
  return (
    <li>
      <strong>{intl.formatMessage(FLAG_LABELS[flag.kind])}</strong> · {detail}
    </li>
  );
}

function ResolveForm({
  writable,
  onResolve,
  onReload,
}: {
  writable: boolean;
  onResolve: (note: string) => Promise<WriteResult>;
  onReload: () => void;
}) {
  const intl = useIntl();
  const id = useId();
  const [note, setNote] = useState('');
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<FormOutcome | null>(null);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSending(true);
    const result = await onResolve(note);
    setSending(false);
    setOutcome(result.ok ? { kind: 'saved', message: actionMessages.resolved } : result.outcome);
  };
  return (
    <form
      className="order-detail__form"
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => void submit(event)}
    >
      <h3 id={`${id}-title`}>{intl.formatMessage(actionMessages.resolveTitle)}</h3>
      <label htmlFor={`${id}-note`}>{intl.formatMessage(actionMessages.resolveNote)}</label>
      <textarea
        id={`${id}-note`}
        name="reviewNote"
        rows={2}
        maxLength={500}
        value={note}
        onChange={(event) => setNote(event.target.value)}
      />
      <SubmitButton submitting={sending} disabled={!writable}>
        {intl.formatMessage(actionMessages.resolve)}
      </SubmitButton>
      <OutcomeLine outcome={outcome} staleMessage={actionMessages.stale} onReload={onReload} />
    </form>
  );
}
