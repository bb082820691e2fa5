/**
 * The product editor's pack tab: whether the product is a pack (strict or flexible) and of what.
 * The form is filled from the server's answer (or the device's draft); saving needs CATALOG_WRITE
 * and the network, while a pack put together offline is kept for later.
 */
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useQuery } from '@apollo/client/react';
import { Permission } from '@tijara/schema';
import { CatalogueScope, sharedMessages, useOnlineStatus } from '@tijara/shared';
import { PackProductDocument } from '../../__generated__/product-pack/graphql';
import { DeviceCopyNote } from '../../components/DeviceCopyNote';
import { OfflineNote } from '../../components/OfflineNote';
import { useCan } from '../../components/permissions';
import { RetryAlert } from '../../components/RetryAlert';
import { useOfflineCopy } from '../../components/use-offline-copy';
import { messages } from './messages';
import { PackForm } from './PackForm';
import './product-pack.css';
import { productPackTexts } from './texts';

export interface PanelProps {
  readonly productId: number;
}

function PackPanelContent({ productId }: PanelProps) {
  const intl = useIntl();
  const titleId = useId();
  const { online } = useOnlineStatus();
  const canWrite = useCan(Permission.CATALOG_WRITE);
  const answer = useQuery(PackProductDocument, {
    variables: { productId },
    fetchPolicy: 'cache-and-network',
  });
  // A reload after a conflict starts the form over from the server's new answer.
  const [generation, setGeneration] = useState(0);
  const { refetch } = answer;
  const reload = () =>
    void refetch().then(
      () => setGeneration((n) => n + 1),
      () => undefined,
    );
  // Offline, the last answer kept on the device. The form starts over when the fresh answer
  // replaces it, so what it sends is measured against the server's pack (a draft survives).
  const copy = useOfflineCopy(`product:${productId}:pack`, answer.data);
  const product = copy.data?.product;

  return (
    <section className="pack-panel" aria-labelledby={titleId}>
      <h2 id={titleId}>{intl.formatMessage(messages.title)}</h2>
      <p className="muted">{intl.formatMessage(messages.intro)}</p>
      {canWrite ? (
        <OfflineNote online={online} message={messages.offline} />
      ) : (
        <p className="note">{intl.formatMessage(messages.readOnly)}</p>
      )}
      <DeviceCopyNote savedAt={copy.fromDevice ? copy.savedAt : null} />
      {!product && answer.error ? <RetryAlert message={messages.loadFailed} onRetry={reload} /> : null}
      {!product && !answer.error ? <p role="status">{intl.formatMessage(sharedMessages.loading)}</p> : null}
      {product ? (
        <PackForm
          key={`${generation}-${copy.fromDevice}`}
          product={product}
          writable={canWrite && online}
          readOnly={!canWrite}
          onReload={reload}
        />
      ) : null}
    </section>
  );
}

export function PackPanel(props: PanelProps) {
  return (
    <CatalogueScope catalogue={productPackTexts}>
      <PackPanelContent {...props} />
    </CatalogueScope>
  );
}
