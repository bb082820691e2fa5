/**
 * The receive screen (spec sections 2, 4, 5, 8): per part, what was sent, what arrived, what is
 * still expected and the quantity arriving now, checked before sending (more than 0, at most the
 * remainder, else the invalid-data message as a danger alert). The outcome shows in the modal
 * (partReceived, error_receiving_part); the received figures follow the server's answer.
 */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useQuery } from '@apollo/client/react';
import { serverVerdict, useOnlineStatus } from '@tijara/shared';
import type { ExpeditionItemFieldsFragment } from '../../__generated__/graphql';
import { ExpeditionDetailDocument } from '../../__generated__/graphql';
import { ExpeditionHeader, LoadState } from './ExpeditionHeader';
import { ExpeditionTransitions } from './ExpeditionTransitions';
import { isReceivable } from './labels';
import { MessageModal } from './MessageModal';
import { messages } from './messages';
import type { NavigateToExpedition } from './navigation';
import { refusalNotice } from './notice';
import type { Notice, Refusal } from './notice';
import { ReceptionRow } from './ReceptionRow';
import { receivedQuantityOf } from './quantity-rules';
import { useConfirmation } from './use-confirmation';
import { usePartReception } from './use-part-reception';
import './expeditions.css';

interface Props {
  readonly expeditionId: number;
  readonly onNavigate: NavigateToExpedition;
}

export function ExpeditionReception({ expeditionId, onNavigate }: Props) {
  const intl = useIntl();
  const { online } = useOnlineStatus();
  const detail = useQuery(ExpeditionDetailDocument, {
    variables: { id: expeditionId },
    fetchPolicy: 'cache-and-network',
  });
  const expedition = detail.data?.expedition;
  const reception = usePartReception();
  const { ask, dialog } = useConfirmation();
  const [texts, setTexts] = useState<Readonly<Record<number, string>>>({});
  const [invalid, setInvalid] = useState<ReadonlySet<number>>(new Set());
  const [notice, setNotice] = useState<Notice | null>(null);

  if (!expedition) return <LoadState loading={detail.loading} onRetry={() => void detail.refetch()} />;
  const receivable = isReceivable(expedition.status);

  const tell = (next: Notice | Refusal) => {
    setNotice(next);
    if ('stale' in next && next.stale) void detail.refetch();
  };
  const type = (partId: number, text: string) => {
    setTexts((current) => ({ ...current, [partId]: text }));
    setInvalid((current) => new Set([...current].filter((id) => id !== partId)));
  };
  const receive = async (part: ExpeditionItemFieldsFragment) => {
    const quantity = receivedQuantityOf(texts[part.id] ?? '', part.remainingQuantity);
    if (quantity === null) {
      setInvalid((current) => new Set(current).add(part.id));
      return;
    }
    const outcome = await reception.receive(part.id, quantity);
    if (outcome.ok) {
      setTexts((current) => ({ ...current, [part.id]: '' }));
      tell({ tone: 'success', message: messages.keyPartReceived });
    } else if (serverVerdict(outcome.error) === null) {
      // No answer: the same quantity sent again reuses the key (use-part-reception.ts).
      tell({ tone: 'error', message: messages.receiveRetry });
    } else {
      tell(refusalNotice(outcome.error, messages.keyErrorReceivingPart));
    }
  };

  return (
    <section className="page expeditions-page">
      <ExpeditionHeader
        expedition={expedition}
        title={messages.receiveTitle}
        online={online}
        links={
          <>
            <button type="button" className="link-button" onClick={() => onNavigate({ name: 'expeditions' })}>
              {intl.formatMessage(messages.backToList)}
            </button>
            <button
              type="button"
              className="link-button"
              onClick={() => onNavigate({ name: 'expedition', id: expedition.id })}
            >
              {intl.formatMessage(messages.backToEditor)}
            </button>
          </>
        }
      />
      {receivable ? null : <p className="muted">{intl.formatMessage(messages.notReceivable)}</p>}
      <table className="table">
        <thead>
          <tr>
            <th scope="col">{intl.formatMessage(messages.product)}</th>
            <th scope="col">{intl.formatMessage(messages.status)}</th>
            <th scope="col">{intl.formatMessage(messages.sentQuantity)}</th>
            <th scope="col">{intl.formatMessage(messages.receivedQuantity)}</th>
            <th scope="col">{intl.formatMessage(messages.remaining)}</th>
            {receivable ? <th scope="col">{intl.formatMessage(messages.receiveNow)}</th> : null}
          </tr>
        </thead>
        <tbody>
          {expedition.items.map((part) => (
            <ReceptionRow
              key={part.id}
              part={part}
              receivable={receivable}
              enabled={online && !reception.busy}
              text={texts[part.id] ?? ''}
              invalid={invalid.has(part.id)}
              onType={(text) => type(part.id, text)}
              onReceive={() => void receive(part)}
            />
          ))}
        </tbody>
      </table>
      <ExpeditionTransitions
        expedition={expedition}
        offer={['COMPLETED']}
        enabled={online && !reception.busy}
        ask={ask}
        onNotice={tell}
      />
      {dialog}
      <MessageModal notice={notice} onClose={() => setNotice(null)} />
    </section>
  );
}
