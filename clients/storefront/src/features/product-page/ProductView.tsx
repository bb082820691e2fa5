/**
 * One product, laid out for a 412 px phone first (photos, then name, price, options and the buy box,
 * then the delivery estimate and the sections) and in two columns on a wide screen (photos beside
 * the summary). Holds the shopper's choices: the combination (the default preselected) and, in a
 * flexible pack, one combination per component; the buy box slot carries them for the checkout.
 */
import { Suspense, lazy, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { useShop } from '../shop';
import { CombinationSelector } from './CombinationSelector';
import { CrossSellingSection } from './CrossSellingSection';
import { messages } from './messages';
import { PackItems } from './PackItems';
import type { PackChoices } from './PackItems';
import { ProductGallery } from './ProductGallery';
import { ProductPrice } from './ProductPrice';
import { ProductTabs } from './ProductTabs';
import { buyableLine, defaultCombinationId, galleryImages, isOrderable, priceOf } from './product-view';
import { useNearViewport } from './use-near-viewport';
import type { Pack, ProductDetail } from './product-view';

// The buy box (quantity, add to cart, buy now) draws right after the photo and the price: off the
// page's first chunk, its box reserved meanwhile, so the lead photo's paint does not wait for it.
const BuyBox = lazy(async () => ({ default: (await import('./BuyBox')).BuyBox }));

// The delivery estimate (code, texts and the Dexie it reads) loads after the page has drawn.
const DeliveryPicker = lazy(async () => ({
  default: (await (await import('../delivery-picker')).loadDeliveryPicker()).DeliveryPicker,
}));

/**
 * The delivery estimate beside the buy box, loaded once it comes near the viewport: at once on a
 * wide screen, where it sits in view; on a phone, where it is below the photo and the price, not
 * before the shopper scrolls towards it (its chunk and Dexie would otherwise share the 3G line with
 * the product's photo). Its box is reserved meanwhile.
 */
function DeliverySidebar({ label }: { readonly label: string }) {
  const [ref, near] = useNearViewport<HTMLElement>();
  const placeholder = <div className="product-page__delivery-placeholder" />;
  return (
    <aside ref={ref} className="product-page__sidebar" aria-label={label}>
      {near ? (
        <Suspense fallback={placeholder}>
          <DeliveryPicker />
        </Suspense>
      ) : (
        placeholder
      )}
    </aside>
  );
}

interface Props {
  readonly detail: ProductDetail;
  /** The product's name, or the "name unavailable" text. */
  readonly name: string;
}

function initialPackChoices(pack: Pack | null): PackChoices {
  return (pack?.items ?? []).map((item) => item.combinationId ?? defaultCombinationId(item.choices));
}

export function ProductView({ detail, name }: Props) {
  const intl = useIntl();
  const shop = useShop();
  const { product, pack } = detail;
  const [combinationId, setCombinationId] = useState(() => defaultCombinationId(product.combinations));
  const [packChoices, setPackChoices] = useState(() => initialPackChoices(pack));
  const combination = product.combinations.find((c) => c.id === combinationId) ?? null;
  const images = galleryImages(product.images, combination);
  const orderable = isOrderable(product);
  // The quick order asks for the place and carrier itself: the estimate beside it would repeat them.
  const [orderFormShown, setOrderFormShown] = useState(false);

  return (
    <article className="product-page">
      <div className="product-page__top">
        <div className="product-page__gallery">
          {/* Keyed by the images shown: another combination's photos start at their first. */}
          <ProductGallery key={images.map((image) => image.id).join()} images={images} name={name} />
        </div>
        <div className="product-page__summary">
          <Link className="product-page__category" to={paths.category(product.mainCategory.slug)}>
            {product.mainCategory.name}
          </Link>
          <h1 className="product-page__name">{name}</h1>
          {product.brand ? (
            <Link className="product-page__brand" to={paths.brand(product.brand.slug)}>
              {product.brand.logoUrl ? (
                <img
                  src={product.brand.logoUrl}
                  alt={intl.formatMessage(messages.brandLogo, { brand: product.brand.name })}
                  height={32}
                  decoding="async"
                />
              ) : (
                product.brand.name
              )}
            </Link>
          ) : null}
          <ProductPrice price={priceOf(product, combination)} promotion={product.promotion} />
          {orderable ? null : (
            <p className="product-page__stock">{intl.formatMessage(messages.outOfStock)}</p>
          )}
          <CombinationSelector
            combinations={product.combinations}
            selectedId={combinationId}
            onSelect={setCombinationId}
          />
          {pack ? (
            <PackItems
              pack={pack}
              choices={packChoices}
              onChoose={(index, id) => setPackChoices(packChoices.map((c, i) => (i === index ? id : c)))}
            />
          ) : null}
          {detail.shortDescription.trim() ? (
            // Sanitised on the server.
            <div
              className="product-page__short"
              dangerouslySetInnerHTML={{ __html: detail.shortDescription }}
            />
          ) : null}
          <div
            className="product-page__buy-box"
            data-slot="buy-box"
            data-product-id={product.id}
            data-product-uuid={product.uuid}
            data-combination-id={combinationId ?? undefined}
            data-pack-choices={pack ? JSON.stringify(packChoices) : undefined}
            data-add-to-cart={shop?.activeAddToCart ? 'on' : 'off'}
            data-orderable={orderable ? 'yes' : 'no'}
          >
            {shop ? (
              <Suspense fallback={<div className="buy-box buy-box--loading" />}>
                <BuyBox
                  line={buyableLine(product, combination, name, images)}
                  activeAddToCart={shop.activeAddToCart}
                  onFormShown={setOrderFormShown}
                />
              </Suspense>
            ) : null}
          </div>
          {orderFormShown ? null : <DeliverySidebar label={intl.formatMessage(messages.deliveryEstimate)} />}
        </div>
      </div>
      <ProductTabs product={product} longDescription={detail.longDescription} shopUuid={detail.shop.uuid} />
      <CrossSellingSection key={product.uuid} productUuid={product.uuid} />
    </article>
  );
}
