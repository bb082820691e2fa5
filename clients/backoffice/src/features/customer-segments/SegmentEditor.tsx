/**
 * A customer segment's page: its form, then its customers: the members panel for a list segment,
 * who matches now for a rule segment. The panel follows the kind as saved, not as being edited, since
 * the server holds the members. A new segment gets its panel once saved (the editor moves to it).
 */
import { useIntl } from 'react-intl';
import { useQuery } from '@apollo/client/react';
import { sharedMessages, useOnlineStatus, CatalogueScope } from '@tijara/shared';
import type { SegmentFieldsFragment } from '../../__generated__/customer-segments/graphql';
import { SegmentDetailDocument, SegmentShopDocument } from '../../__generated__/customer-segments/graphql';
import { EditorPage } from '../../components/EditorPage';
import { RetryAlert } from '../../components/RetryAlert';
import { ShopGate } from '../../components/ShopGate';
import { CustomerList } from './CustomerList';
import { MembersPanel } from './MembersPanel';
import { messages } from './messages';
import type { SegmentNavigate } from './navigation';
import { SegmentForm } from './SegmentForm';
import './segments.css';
import type { ComponentProps } from 'react';
import { segmentTexts } from './texts';

interface Props {
  /** null: a new segment. */
  readonly segmentId: number | null;
  readonly onNavigate: SegmentNavigate;
}

function SegmentEditorContent({ segmentId, onNavigate }: Props) {
  const { online } = useOnlineStatus();
  return (
    <EditorPage
      className="segments-page"
      online={online}
      backLabel={messages.backToList}
      offline={messages.offline}
      onBack={() => onNavigate({ name: 'customerSegments' })}
    >
      {segmentId === null ? (
        <NewSegment online={online} onNavigate={onNavigate} />
      ) : (
        <SavedSegment id={segmentId} online={online} />
      )}
    </EditorPage>
  );
}

function NewSegment({ online, onNavigate }: { online: boolean; onNavigate: SegmentNavigate }) {
  const intl = useIntl();
  return (
    <>
      <h1>{intl.formatMessage(messages.newSegment)}</h1>
      <ShopGate query={SegmentShopDocument} failed={messages.shopFailed} loading={sharedMessages.loading}>
        {(shopUuid) => (
          <SegmentForm
            segment={null}
            shopUuid={shopUuid}
            writable={online}
            onCreated={(id) => onNavigate({ name: 'customerSegment', id })}
          />
        )}
      </ShopGate>
      <p className="muted">{intl.formatMessage(messages.saveFirst)}</p>
    </>
  );
}

function SavedSegment({ id, online }: { id: number; online: boolean }) {
  const intl = useIntl();
  const detail = useQuery(SegmentDetailDocument, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const segment = detail.data?.customerSegment;
  if (!segment) {
    return detail.error ? (
      <RetryAlert
        message={messages.segmentFailed}
        onRetry={() => void detail.refetch().catch(() => undefined)}
      />
    ) : (
      <p role="status">{intl.formatMessage(sharedMessages.loading)}</p>
    );
  }
  return (
    <>
      <h1>{intl.formatMessage(messages.editTitle, { name: segment.name })}</h1>
      <SegmentForm
        segment={segment}
        shopUuid={segment.shopUuid}
        writable={online}
        onCreated={() => undefined}
      />
      <SegmentCustomers segment={segment} writable={online} />
    </>
  );
}

function SegmentCustomers({ segment, writable }: { segment: SegmentFieldsFragment; writable: boolean }) {
  const intl = useIntl();
  if (segment.kind === 'MEMBERS') return <MembersPanel segment={segment} writable={writable} />;
  return (
    <section className="card segments-panel" aria-labelledby={`segment-${segment.id}-matches`}>
      <h2 id={`segment-${segment.id}-matches`}>{intl.formatMessage(messages.matchesTitle)}</h2>
      <p className="muted">{intl.formatMessage(messages.matchesNote)}</p>
      <CustomerList segmentId={segment.id} emptyText={intl.formatMessage(messages.noMatches)} />
    </section>
  );
}

/** With its texts (they load with this screen, not with the first page). */
export function SegmentEditor(props: ComponentProps<typeof SegmentEditorContent>) {
  return (
    <CatalogueScope catalogue={segmentTexts}>
      <SegmentEditorContent {...props} />
    </CatalogueScope>
  );
}
