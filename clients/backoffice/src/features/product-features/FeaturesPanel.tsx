/**
 * The product editor's features tab: the feature types of the catalogue with their values, the
 * product's ticked. The form is filled from the server's answer (or the device's draft); writing
 * needs CATALOG_WRITE and the network, while ticking offline is kept for later.
 */
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Permission } from '@tijara/schema';
import { CatalogueScope, sharedMessages, useOnlineStatus } from '@tijara/shared';
import { FeaturePanelDocument } from '../../__generated__/product-features/graphql';
import { DeviceCopyNote } from '../../components/DeviceCopyNote';
import { OfflineNote } from '../../components/OfflineNote';
import { useCan } from '../../components/permissions';
import { RetryAlert } from '../../components/RetryAlert';
import { useQueryWithCopy } from '../../components/use-query-with-copy';
import { FeatureForm } from './FeatureForm';
import { messages } from './messages';
import './product-features.css';
import { productFeaturesTexts } from './texts';

export interface PanelProps {
  readonly productId: number;
}

function FeaturesPanelContent({ productId }: PanelProps) {
  const intl = useIntl();
  const titleId = useId();
  const { online } = useOnlineStatus();
  const canWrite = useCan(Permission.CATALOG_WRITE);
  const copy = useQueryWithCopy(FeaturePanelDocument, { productId }, `product:${productId}:features`);
  const { generation, reload } = copy;
  const data = copy.data;

  return (
    <section className="features-panel" aria-labelledby={titleId}>
      <h2 id={titleId}>{intl.formatMessage(messages.title)}</h2>
      <p className="muted">{intl.formatMessage(messages.intro)}</p>
      {canWrite ? (
        <OfflineNote online={online} message={messages.offline} />
      ) : (
        <p className="note">{intl.formatMessage(messages.readOnly)}</p>
      )}
      <DeviceCopyNote savedAt={copy.fromDevice ? copy.savedAt : null} />
      {!data && copy.error ? <RetryAlert message={messages.loadFailed} onRetry={reload} /> : null}
      {!data && !copy.error ? <p role="status">{intl.formatMessage(sharedMessages.loading)}</p> : null}
      {data && data.featureTypes.length === 0 ? <p>{intl.formatMessage(messages.noTypes)}</p> : null}
      {data && data.featureTypes.length > 0 ? (
        <FeatureForm
          key={`${generation}-${copy.fromDevice}`}
          productId={productId}
          types={data.featureTypes}
          saved={data.product.featureValues.map((value) => value.id)}
          writable={canWrite && online}
          readOnly={!canWrite}
          onReload={reload}
        />
      ) : null}
    </section>
  );
}

export function FeaturesPanel(props: PanelProps) {
  return (
    <CatalogueScope catalogue={productFeaturesTexts}>
      <FeaturesPanelContent {...props} />
    </CatalogueScope>
  );
}
