/**
 * The quantities typed on the receive screen, per part, and receiving one: checked first (more than
 * 0, at most the remainder), then sent; the outcome is told in the modal. With no answer at all the
 * same quantity sent again reuses its idempotency key (use-part-reception.ts), so it is said to retry.
 */
import { useState } from 'react';
import { serverVerdict } from '@tijara/shared';
import type { ExpeditionItemFieldsFragment } from '../../__generated__/expeditions/graphql';
import { messages } from './messages';
import { refusalNotice } from './notice';
import type { Notice, Refusal } from './notice';
import { receivedQuantityOf } from './quantity-rules';
import { usePartReception } from './use-part-reception';

export function useReceptionEntries(tell: (notice: Notice | Refusal) => void) {
  const reception = usePartReception();
  const [texts, setTexts] = useState<Readonly<Record<number, string>>>({});
  const [invalid, setInvalid] = useState<ReadonlySet<number>>(new Set());

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
      tell({ tone: 'error', message: messages.receiveRetry });
    } else {
      tell(refusalNotice(outcome.error, messages.keyErrorReceivingPart));
    }
  };

  const textOf = (partId: number) => texts[partId] ?? '';
  const isInvalid = (partId: number) => invalid.has(partId);
  return { type, receive, textOf, isInvalid, busy: reception.busy };
}
