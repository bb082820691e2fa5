/** The rows of the expedition list, each opening its editor or, while on the road, its reception. */
import { useIntl } from 'react-intl';
import { commonMessages } from '@tijara/shared';
import type { ExpeditionSummaryFieldsFragment } from '../../__generated__/expeditions/graphql';
import { StatusBadge } from './ExpeditionHeader';
import { isReceivable } from './labels';
import { messages } from './messages';
import type { NavigateToExpedition } from './navigation';

interface Props {
  readonly expeditions: readonly ExpeditionSummaryFieldsFragment[];
  readonly onNavigate: NavigateToExpedition;
}

export function ExpeditionTable({ expeditions, onNavigate }: Props) {
  const intl = useIntl();
  if (expeditions.length === 0) return <p className="muted">{intl.formatMessage(messages.empty)}</p>;
  return (
    <table className="table">
      <thead>
        <tr>
          <th scope="col">{intl.formatMessage(messages.id)}</th>
          <th scope="col">{intl.formatMessage(messages.source)}</th>
          <th scope="col">{intl.formatMessage(messages.destination)}</th>
          <th scope="col">{intl.formatMessage(commonMessages.status)}</th>
          <th scope="col">{intl.formatMessage(messages.createdAt)}</th>
          <th scope="col">{intl.formatMessage(commonMessages.by)}</th>
          <th scope="col">{intl.formatMessage(messages.quantities)}</th>
          <th scope="col">{intl.formatMessage(commonMessages.actions)}</th>
        </tr>
      </thead>
      <tbody>
        {expeditions.map((expedition) => (
          <tr key={expedition.id}>
            <td>{expedition.id}</td>
            <td>{expedition.sourceWarehouseName}</td>
            <td>{expedition.destinationWarehouseName}</td>
            <td>
              <StatusBadge status={expedition.status} />
            </td>
            <td>{intl.formatDate(expedition.createdAt, { dateStyle: 'short', timeStyle: 'short' })}</td>
            <td>{expedition.createdByName}</td>
            <td>
              {intl.formatMessage(messages.progress, {
                received: expedition.receivedQuantity,
                total: expedition.totalQuantity,
              })}
            </td>
            <td className="expeditions-stepper">
              <button
                type="button"
                className="link-button"
                aria-label={intl.formatMessage(messages.editorTitle, { id: String(expedition.id) })}
                onClick={() => onNavigate({ name: 'expedition', id: expedition.id })}
              >
                {intl.formatMessage(messages.open)}
              </button>
              {isReceivable(expedition.status) ? (
                <button
                  type="button"
                  className="link-button"
                  aria-label={intl.formatMessage(messages.receiveTitle, { id: String(expedition.id) })}
                  onClick={() => onNavigate({ name: 'expeditionReceive', id: expedition.id })}
                >
                  {intl.formatMessage(messages.goReceive)}
                </button>
              ) : null}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
