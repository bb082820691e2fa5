/**
 * The product editor: header (name, status, storefront link, "save all"), tabs named by the address,
 * and the tab's panel. The forms are filled from the server's first answer, never from an older
 * copy a list left in the cache, so the version they send back is the one they show. The details,
 * price and languages forms stay mounted while another tab is shown: what was typed there is kept
 * and "save all" sends it. A reload (after a conflict) starts every form over from the server.
 */
import { useCallback, useState } from 'react';
import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { Permission } from '@tijara/schema';
import { CatalogueScope, sharedMessages, useOnlineStatus } from '@tijara/shared';
import { ProductEditorDocument } from '../../__generated__/products/graphql';
import type { ProductEditorFieldsFragment } from '../../__generated__/products/graphql';
import { DeviceCopyNote } from '../../components/DeviceCopyNote';
import { EditorPage } from '../../components/EditorPage';
import { useCan } from '../../components/permissions';
import { RetryAlert } from '../../components/RetryAlert';
import { SaveAllProvider } from '../../components/SaveAll';
import { useOfflineCopy } from '../../components/use-offline-copy';
import { CombinationsPanel } from '../product-combinations';
import { FeaturesPanel } from '../product-features';
import { ImagesPanel } from '../product-images';
import type { ProductTab } from '../shell';
import { DetailsTab } from './DetailsTab';
import { LanguagesTab } from './LanguagesTab';
import { messages } from './messages';
import { PackTab } from './PackTab';
import { PriceTab } from './PriceTab';
import type { ProductEditorProps } from './product-editor-props';
import { useProductVersion } from './product-version';
import { ProductHeader } from './ProductHeader';
import { ProductTabs } from './ProductTabs';
import './products.css';
import { StockTab } from './StockTab';
import { productTexts } from './texts';

function ProductEditorContent({ productId, tab, onNavigate }: ProductEditorProps) {
  const intl = useIntl();
  const { online } = useOnlineStatus();
  const canSave = useCan(Permission.CATALOG_WRITE);
  const detail = useQuery(ProductEditorDocument, {
    variables: { id: productId },
    fetchPolicy: 'cache-and-network',
  });
  const [generation, setGeneration] = useState(0);
  const { refetch } = detail;
  const answered = detail.networkStatus !== NetworkStatus.loading || Boolean(detail.error);
  // The last answer stays on the device: opened offline, the forms (and their drafts) still show.
  const copy = useOfflineCopy(`product:${productId}`, answered ? detail.data?.product : undefined);
  const live = answered ? detail.data?.product : undefined;
  const product = live ?? (detail.error || !online ? copy.data : undefined);
  const reload = useCallback(() => {
    void refetch().then(
      () => setGeneration((n) => n + 1),
      () => undefined,
    );
  }, [refetch]);

  let content;
  if (!product) {
    content =
      detail.error && !product ? (
        <RetryAlert message={messages.productFailed} onRetry={() => void refetch().catch(() => undefined)} />
      ) : (
        <p role="status">{intl.formatMessage(sharedMessages.loading)}</p>
      );
  } else {
    content = (
      <SaveAllProvider>
        {live ? null : <DeviceCopyNote savedAt={copy.savedAt} />}
        <ProductHeader product={product} canSave={canSave} online={online} />
        <ProductTabs productId={productId} tab={tab} />
        <ProductPanels key={generation} product={product} tab={tab} onReload={reload} />
      </SaveAllProvider>
    );
  }
  return (
    <EditorPage
      className="products-page"
      online={online}
      backLabel={messages.backToList}
      offline={messages.offline}
      onBack={() => onNavigate({ name: 'products' })}
    >
      {content}
    </EditorPage>
  );
}

interface PanelsProps {
  readonly product: ProductEditorFieldsFragment;
  readonly tab: ProductTab;
  readonly onReload: () => void;
}

function ProductPanels({ product, tab, onReload }: PanelsProps) {
  const versions = useProductVersion(product.version);
  return (
    <div className="products-panel">
      <DetailsTab product={product} versions={versions} onReload={onReload} hidden={tab !== 'details'} />
      <PriceTab product={product} versions={versions} onReload={onReload} hidden={tab !== 'price'} />
      <LanguagesTab product={product} hidden={tab !== 'languages'} />
      {tab === 'images' ? <ImagesPanel productId={product.id} /> : null}
      {tab === 'features' ? <FeaturesPanel productId={product.id} /> : null}
      {tab === 'combinations' ? <CombinationsPanel productId={product.id} /> : null}
      {tab === 'stock' ? <StockTab productId={product.id} /> : null}
      {tab === 'pack' ? <PackTab productId={product.id} packMode={product.packMode} /> : null}
    </div>
  );
}

/** With its texts (they load with this screen, not with the first page). */
export function ProductEditor(props: ProductEditorProps) {
  return (
    <CatalogueScope catalogue={productTexts}>
      <ProductEditorContent {...props} />
    </CatalogueScope>
  );
}
