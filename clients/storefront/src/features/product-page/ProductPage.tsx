/**
 * The product page (/catalog/product/{categorySlug}/{productSlug}): read by the product's slug alone,
 * Dexie first and the network second, so a product seen once opens offline (with the quiet "from this
 * device" note). A product reached under another category's slug still shows: the server's canonical
 * link says where it lives. An unknown slug is the not-found page.
 */
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { errorMessage, sharedMessages } from '@tijara/shared';
import { ProductPageDocument } from '../../__generated__/graphql';
import { useCatalogQuery } from '../../app/data';
import { usePageTitle } from '../../app/page-title';
import { DeviceCopyNote } from '../device-copy';
import { productCardMessages } from '../product-card';
import { NotFoundPage } from '../shell';
import { messages } from './messages';
import { ProductView } from './ProductView';
import { productPageVariables } from './reads';
import './product-page.css';

export function ProductPage() {
  const intl = useIntl();
  const { productSlug = '' } = useParams();
  const state = useCatalogQuery(ProductPageDocument, productPageVariables(productSlug));
  const detail = state.current ? state.data?.productPage : undefined;
  const name = detail
    ? detail.product.name.trim() || intl.formatMessage(productCardMessages.nameUnavailable)
    : undefined;
  usePageTitle(name);

  if (state.error?.code === 'NOT_FOUND') return <NotFoundPage />;
  if (!detail) {
    if (state.error) {
      return (
        <section className="route-message" role="alert">
          <h1>{intl.formatMessage(messages.loadFailed)}</h1>
          <p>{intl.formatMessage(errorMessage(state.error.verdict))}</p>
          <button type="button" className="button" onClick={state.retry}>
            {intl.formatMessage(sharedMessages.retry)}
          </button>
        </section>
      );
    }
    return (
      <div className="product-page product-page--loading" role="status" aria-live="polite">
        <div className="product-page__placeholder" />
        <p>{intl.formatMessage(sharedMessages.loading)}</p>
      </div>
    );
  }
  return (
    <>
      {state.fromDevice ? <DeviceCopyNote savedAt={state.savedAt} onRetry={state.retry} /> : null}
      <ProductView key={detail.product.uuid} detail={detail} name={name ?? ''} />
    </>
  );
}
