/**
 * The status buttons an expedition screen offers: only the transitions the server lists in
 * allowedTransitions (the server owns the state machine), each confirmed first. The editor offers
 * Send and Cancel, the reception screen Complete.
 */
import { useMutation } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import type {
  ExpeditionStatus,
  ExpeditionSummaryFieldsFragment,
} from '../../__generated__/expeditions/graphql';
import {
  CancelExpeditionDocument,
  CompleteExpeditionDocument,
  SendExpeditionDocument,
} from '../../__generated__/expeditions/graphql';
import { messages } from './messages';
import { refusalNotice } from './notice';
import type { Notice, Refusal } from './notice';

export type ManualTransition = Extract<ExpeditionStatus, 'SENT' | 'CANCELLED' | 'COMPLETED'>;

const TEXTS: Readonly<
  Record<ManualTransition, { label: MessageDescriptor; confirm: MessageDescriptor; done: MessageDescriptor }>
> = {
  SENT: { label: messages.send, confirm: messages.confirmSend, done: messages.sentDone },
  CANCELLED: {
    label: messages.cancelExpedition,
    confirm: messages.confirmCancel,
    done: messages.cancelledDone,
  },
  COMPLETED: { label: messages.complete, confirm: messages.confirmComplete, done: messages.completedDone },
};

interface Props {
  readonly expedition: ExpeditionSummaryFieldsFragment;
  /** Which of the manual transitions this screen offers, in button order. */
  readonly offer: readonly ManualTransition[];
  /** False offline or while another change runs. */
  readonly enabled: boolean;
  readonly ask: (text: string, confirmLabel: string) => Promise<boolean>;
  readonly onNotice: (notice: Notice | Refusal) => void;
}

export function ExpeditionTransitions({ expedition, offer, enabled, ask, onNotice }: Props) {
  const intl = useIntl();
  const [send, sending] = useMutation(SendExpeditionDocument);
  const [cancel, cancelling] = useMutation(CancelExpeditionDocument);
  const [complete, completing] = useMutation(CompleteExpeditionDocument);
  const running = sending.loading || cancelling.loading || completing.loading;
  const run: Record<ManualTransition, () => Promise<unknown>> = {
    SENT: () => send({ variables: { id: expedition.id } }),
    CANCELLED: () => cancel({ variables: { id: expedition.id } }),
    COMPLETED: () => complete({ variables: { id: expedition.id } }),
  };
  const shown = offer.filter((to) => expedition.allowedTransitions.includes(to));
  if (shown.length === 0) return null;

  const go = async (to: ManualTransition) => {
    const text = intl.formatMessage(TEXTS[to].confirm, {
      id: String(expedition.id),
      source: expedition.sourceWarehouseName,
    });
    if (!(await ask(text, intl.formatMessage(TEXTS[to].label)))) return;
    try {
      await run[to]();
      onNotice({ tone: 'success', message: TEXTS[to].done });
    } catch (error) {
      onNotice(refusalNotice(error, messages.transitionFailed));
    }
  };

  return (
    <div className="expeditions-actions">
      {shown.map((to) => (
        <button
          key={to}
          type="button"
          className={to === 'CANCELLED' ? 'button expeditions-danger' : 'button'}
          disabled={!enabled || running}
          onClick={() => void go(to)}
        >
          {intl.formatMessage(TEXTS[to].label)}
        </button>
      ))}
    </div>
  );
}
