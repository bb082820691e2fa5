/**
 * The receive screen: per part, what was sent, what arrived, what is
 * still expected and the quantity arriving now, checked before sending (more than 0, at most the
 * remainder, else the invalid-data message as a danger alert). The outcome shows in the modal
 * (partReceived, error_receiving_part); the received figures follow the server's answer.
 */
import { useIntl } from 'react-intl';
import { useOnlineStatus, CatalogueScope } from '@tijara/shared';
import { ExpeditionHeader, LoadState } from './ExpeditionHeader';
import { ExpeditionTransitions } from './ExpeditionTransitions';
import { isReceivable } from './labels';
import { MessageModal } from './MessageModal';
import { messages } from './messages';
import type { NavigateToExpedition } from './navigation';
import { ReceptionTable } from './ReceptionTable';
import { useConfirmation } from './use-confirmation';
import { useExpeditionScreen } from './use-expedition-screen';
import { useReceptionEntries } from './use-reception-entries';
import './expeditions.css';
import type { ComponentProps } from 'react';
import { expeditionTexts } from './texts';

interface Props {
  readonly expeditionId: number;
  readonly onNavigate: NavigateToExpedition;
}

function ExpeditionReceptionContent({ expeditionId, onNavigate }: Props) {
  const { online } = useOnlineStatus();
  const screen = useExpeditionScreen(expeditionId);
  const entries = useReceptionEntries(screen.tell);
  const { ask, dialog } = useConfirmation();
  const { expedition } = screen;
  if (!expedition) return <LoadState loading={screen.loading} onRetry={screen.reload} />;
  const receivable = isReceivable(expedition.status);
  const enabled = online && !entries.busy;
  return (
    <section className="page expeditions-page">
      <ExpeditionHeader
        expedition={expedition}
        title={messages.receiveTitle}
        online={online}
        links={<ReceptionLinks expeditionId={expedition.id} onNavigate={onNavigate} />}
      />
      <NotReceivable receivable={receivable} />
      <ReceptionTable parts={expedition.items} receivable={receivable} enabled={enabled} entries={entries} />
      <ExpeditionTransitions
        expedition={expedition}
        offer={['COMPLETED']}
        enabled={enabled}
        ask={ask}
        onNotice={screen.tell}
      />
      {dialog}
      <MessageModal notice={screen.notice} onClose={screen.closeNotice} />
    </section>
  );
}

function NotReceivable({ receivable }: { receivable: boolean }) {
  const intl = useIntl();
  return receivable ? null : <p className="muted">{intl.formatMessage(messages.notReceivable)}</p>;
}

function ReceptionLinks({
  expeditionId,
  onNavigate,
}: {
  expeditionId: number;
  onNavigate: NavigateToExpedition;
}) {
  const intl = useIntl();
  return (
    <>
      <button type="button" className="link-button" onClick={() => onNavigate({ name: 'expeditions' })}>
        {intl.formatMessage(messages.backToList)}
      </button>
      <button
        type="button"
        className="link-button"
        onClick={() => onNavigate({ name: 'expedition', id: expeditionId })}
      >
        {intl.formatMessage(messages.backToEditor)}
      </button>
    </>
  );
}

/** With its texts (they load with this screen, not with the first page). */
export function ExpeditionReception(props: ComponentProps<typeof ExpeditionReceptionContent>) {
  return (
    <CatalogueScope catalogue={expeditionTexts}>
      <ExpeditionReceptionContent {...props} />
    </CatalogueScope>
  );
}
