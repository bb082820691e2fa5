/**
 * The product editor's pack tab: whether the product is a pack (strict or flexible) and of what.
 * The form is filled from the server's answer (or the device's draft); saving needs CATALOG_WRITE
 * and the network, while a pack put together offline is kept for later.
 */
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Permission } from '@tijara/schema';
import { CatalogueScope, sharedMessages, useOnlineStatus } from '@tijara/shared';
import { PackProductDocument } from '../../__generated__/product-pack/graphql';
import { DeviceCopyNote } from '../../components/DeviceCopyNote';
import { OfflineNote } from '../../components/OfflineNote';
import { useCan } from '../../components/permissions';
import { RetryAlert } from '../../components/RetryAlert';
import { useQueryWithCopy } from '../../components/use-query-with-copy';
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
  const copy = useQueryWithCopy(PackProductDocument, { productId }, `product:${productId}:pack`);
  const { generation, reload } = copy;
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
      {!product && copy.error ? <RetryAlert message={messages.loadFailed} onRetry={reload} /> : null}
      {!product && !copy.error ? <p role="status">{intl.formatMessage(sharedMessages.loading)}</p> : null}
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
