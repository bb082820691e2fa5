/**
 * The customer segment list: name (opens the editor), kind, rule, member count and a delete that
 * asks first. A refused delete (409: live promotions still target the segment) names them. Online only for writes, like the promotions they feed.
 */
import { useState } from 'react';
import type { ComponentProps } from 'react';
import { useIntl } from 'react-intl';
import type { IntlShape } from 'react-intl';
import { useQuery } from '@apollo/client/react';
import { formatMoney } from '@tijara/schema';
import { commonMessages, sharedMessages, useOnlineStatus, CatalogueScope } from '@tijara/shared';
import type { SegmentFieldsFragment } from '../../__generated__/customer-segments/graphql';
import { SegmentListDocument } from '../../__generated__/customer-segments/graphql';
import { ConfirmDelete } from '../../components/ConfirmDelete';
import { ListHeading } from '../../components/ListHeading';
import type { Notice } from '../../components/NoticeLine';
import { NoticeLine } from '../../components/NoticeLine';
import { OfflineNote } from '../../components/OfflineNote';
import { RetryAlert } from '../../components/RetryAlert';
import { KIND_LABELS } from './labels';
import { messages } from './messages';
import type { SegmentNavigate } from './navigation';
import { useDeleteSegment } from './use-segment-writes';
import './segments.css';
import { segmentTexts } from './texts';

/** "at least 3 orders and at least 10 000,00 DA spent"; members segments have no rule. */
export function ruleSummary(intl: IntlShape, segment: SegmentFieldsFragment): string {
  const orders =
    segment.minOrders === null ? null : intl.formatMessage(messages.ruleOrders, { count: segment.minOrders });
  const spent =
    segment.minSpent === null
      ? null
      : intl.formatMessage(messages.ruleSpent, { amount: formatMoney(segment.minSpent, intl.locale) });
  if (segment.kind === 'MEMBERS' || (!orders && !spent)) return intl.formatMessage(messages.noRule);
  return orders && spent ? intl.formatMessage(messages.ruleBoth, { orders, spent }) : (orders ?? spent ?? '');
}

function SegmentsPageContent({ onNavigate }: { onNavigate: SegmentNavigate }) {
  const intl = useIntl();
  const { online } = useOnlineStatus();
  const list = useQuery(SegmentListDocument, { fetchPolicy: 'cache-and-network' });
  const [notice, setNotice] = useState<Notice | null>(null);
  const segments = list.data?.customerSegments;

  return (
    <section className="page segments-page">
      <ListHeading
        title={messages.title}
        intro={messages.intro}
        newLabel={messages.newSegment}
        onNew={() => onNavigate({ name: 'customerSegmentNew' })}
      />
      <OfflineNote online={online} message={messages.offline} />
      <NoticeLine notice={notice} />
      {list.error && !segments ? (
        <RetryAlert
          message={messages.listFailed}
          onRetry={() => void list.refetch().catch(() => undefined)}
        />
      ) : null}
      {list.loading && !segments ? <p role="status">{intl.formatMessage(sharedMessages.loading)}</p> : null}
      {segments && segments.length === 0 ? (
        <p className="muted">{intl.formatMessage(messages.empty)}</p>
      ) : null}
      {segments && segments.length > 0 ? (
        <table className="table">
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage(commonMessages.name)}</th>
              <th scope="col">{intl.formatMessage(messages.colKind)}</th>
              <th scope="col">{intl.formatMessage(messages.colRule)}</th>
              <th scope="col">{intl.formatMessage(messages.colMembers)}</th>
              <th scope="col">{intl.formatMessage(commonMessages.actions)}</th>
            </tr>
          </thead>
          <tbody>
            {segments.map((segment) => (
              <SegmentRow
                key={segment.id}
                segment={segment}
                writable={online}
                onNavigate={onNavigate}
                onNotice={setNotice}
              />
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}

interface RowProps {
  readonly segment: SegmentFieldsFragment;
  readonly writable: boolean;
  readonly onNavigate: SegmentNavigate;
  readonly onNotice: (notice: Notice) => void;
}

function SegmentRow({ segment, writable, onNavigate, onNotice }: RowProps) {
  const intl = useIntl();
  const remove = useDeleteSegment();
  const [busy, setBusy] = useState(false);
  const { id, name } = segment;

  const confirmDelete = async (): Promise<boolean> => {
    setBusy(true);
    const outcome = await remove(id);
    if (outcome.ok) {
      onNotice({ ok: true, text: intl.formatMessage(messages.deleted, { name }) });
      return true;
    }
    setBusy(false);
    const text = outcome.conflictReason
      ? intl.formatMessage(commonMessages.deleteRefused, { reason: outcome.conflictReason })
      : intl.formatMessage(outcome.message, outcome.values);
    onNotice({ ok: false, text });
    return false;
  };

  return (
    <tr>
      <th scope="row">
        <button
          type="button"
          className="link-button"
          aria-label={intl.formatMessage(commonMessages.editOf, { name })}
          onClick={() => onNavigate({ name: 'customerSegment', id })}
        >
          {name}
        </button>
      </th>
      <td>{intl.formatMessage(KIND_LABELS[segment.kind])}</td>
      <td>{ruleSummary(intl, segment)}</td>
      <td>{intl.formatMessage(messages.memberCount, { count: segment.memberCount })}</td>
      <td>
        <ConfirmDelete
          name={name}
          messages={messages}
          disabled={!writable || busy}
          busy={busy}
          onConfirm={confirmDelete}
        />
      </td>
    </tr>
  );
}

/** With its texts (they load with this screen, not with the first page). */
export function SegmentsPage(props: ComponentProps<typeof SegmentsPageContent>) {
  return (
    <CatalogueScope catalogue={segmentTexts}>
      <SegmentsPageContent {...props} />
    </CatalogueScope>
  );
}
