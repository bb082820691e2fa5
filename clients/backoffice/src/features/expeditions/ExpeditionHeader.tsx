/** What both expedition screens open with: number, status, route, a way back, the offline notice. */
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { sharedMessages } from '@tijara/shared';
import type { ExpeditionSummaryFieldsFragment } from '../../__generated__/expeditions/graphql';
import { STATUS_LABELS } from './labels';
import { messages } from './messages';

export function OfflineNotice({ online }: { online: boolean }) {
  const intl = useIntl();
  if (online) return null;
  return (
    <p role="status" className="expeditions-alert expeditions-alert--warning">
      {intl.formatMessage(messages.offline)}
    </p>
  );
}

export function StatusBadge({ status }: { status: ExpeditionSummaryFieldsFragment['status'] }) {
  const intl = useIntl();
  return <span className="expeditions-status">{intl.formatMessage(STATUS_LABELS[status])}</span>;
}

interface Props {
  readonly expedition: ExpeditionSummaryFieldsFragment;
  readonly title: MessageDescriptor;
  readonly online: boolean;
  /** The links back (to the list, to the other screen of the same expedition). */
  readonly links: ReactNode;
}

export function ExpeditionHeader({ expedition, title, online, links }: Props) {
  const intl = useIntl();
  return (
    <header>
      <nav className="expeditions-actions">{links}</nav>
      <h1>
        {intl.formatMessage(title, { id: String(expedition.id) })} <StatusBadge status={expedition.status} />
      </h1>
      <p className="muted">
        {intl.formatMessage(messages.route, {
          source: expedition.sourceWarehouseName,
          destination: expedition.destinationWarehouseName,
        })}
      </p>
      {expedition.note ? <p>{expedition.note}</p> : null}
      <OfflineNotice online={online} />
    </header>
  );
}

/** The state of an expedition query before it has an expedition to show. */
export function LoadState({ loading, onRetry }: { loading: boolean; onRetry: () => void }) {
  const intl = useIntl();
  if (loading) return <p role="status">{intl.formatMessage(sharedMessages.loading)}</p>;
  return (
    <p role="alert" className="expeditions-alert expeditions-alert--danger">
      {intl.formatMessage(messages.expeditionFailed)}{' '}
      <button type="button" className="link-button" onClick={onRetry}>
        {intl.formatMessage(sharedMessages.retry)}
      </button>
    </p>
  );
}
