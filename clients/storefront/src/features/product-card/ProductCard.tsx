/**
 * One product in a listing or a carousel: its image (the second one on mouse hover, never on touch),
 * badges, category, name, brand, prices and the add-to-cart button, shown only when the shop sells
 * through a cart (shop.activeAddToCart).
 */
import { useState } from 'react';
import type { PointerEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useFormatMoney } from '@tijara/shared';
import type { ProductCardFieldsFragment } from '../../__generated__/graphql';
import { paths } from '../../app/paths';
import { AddToCartButton } from '../cart';
import { useShop } from '../shop';
import { ProductBadges } from './ProductBadges';
import { ResponsiveImage } from './ResponsiveImage';
import { messages } from './messages';
import './product-card.css';

/** How wide a card image is drawn when the grid does not say (the generic 1/2/3/4-column grid). */
export const GRID_IMAGE_SIZES =
  '(min-width: 992px) 25vw, (min-width: 768px) 33vw, (min-width: 576px) 50vw, 100vw';

interface Props {
  readonly product: ProductCardFieldsFragment;
  /** The first card of a page: its image is fetched at once, with high priority. */
  readonly priority?: boolean;
  /** The sizes attribute of the image (the grid knows how wide a column is). */
  readonly imageSizes?: string;
  /** The title's heading level: h2 under a listing's h1, h3 inside a titled section. */
  readonly titleAs?: 'h2' | 'h3';
}

export function ProductCard({ product, priority = false, imageSizes = GRID_IMAGE_SIZES, titleAs }: Props) {
  const intl = useIntl();
  const shop = useShop();
  const href = paths.product(product.mainCategory.slug, product.slug);
  const name = product.name.trim();
  const shownName = name || intl.formatMessage(messages.nameUnavailable);
  const Title = titleAs ?? 'h3';
  return (
    <article className="product-card">
      <CardImages product={product} href={href} priority={priority} sizes={imageSizes} />
      <ProductBadges product={product} />
      <Link className="product-card__category" to={paths.category(product.mainCategory.slug)}>
        {product.mainCategory.name}
      </Link>
      <Title className="product-card__title">
        <Link to={href}>
          <bdi>{shownName}</bdi>
        </Link>
      </Title>
      <CardBrand brand={product.brand} />
      <CardPrice product={product} />
      {shop?.activeAddToCart ? (
        <div className="product-card__cart" data-slot="add-to-cart" data-product-id={product.id}>
          <AddToCartButton
            slug={product.slug}
            name={shownName}
            soldOut={product.inStock ? null : intl.formatMessage(messages.outOfStock)}
          />
        </div>
      ) : null}
    </article>
  );
}

interface ImagesProps {
  readonly product: ProductCardFieldsFragment;
  readonly href: string;
  readonly priority: boolean;
  readonly sizes: string;
}

/**
 * The image link is a duplicate of the title's for the pointer only (out of the tab order, hidden
 * from screen readers). The second image is requested on the first mouse hover, not before.
 */
function CardImages({ product, href, priority, sizes }: ImagesProps) {
  const [first, second] = product.images;
  const [hovered, setHovered] = useState(false);
  const [secondWanted, setSecondWanted] = useState(false);
  const onEnter = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse' || !second) return;
    setHovered(true);
    setSecondWanted(true);
  };
  return (
    <Link
      className={`product-card__media${hovered ? ' product-card__media--second' : ''}`}
      to={href}
      tabIndex={-1}
      aria-hidden="true"
      onPointerEnter={onEnter}
      onPointerLeave={() => setHovered(false)}
    >
      {first ? (
        <ResponsiveImage
          className="product-card__image"
          variants={first.sizes}
          alt=""
          sizes={sizes}
          priority={priority}
        />
      ) : (
        <span className="product-card__no-image" />
      )}
      {second && secondWanted ? (
        <ResponsiveImage
          className="product-card__image product-card__image--second"
          variants={second.sizes}
          alt=""
          sizes={sizes}
        />
      ) : null}
    </Link>
  );
}

function CardBrand({ brand }: { readonly brand: ProductCardFieldsFragment['brand'] }) {
  if (!brand) return <span className="product-card__brand" />;
  return (
    <Link className="product-card__brand" to={paths.brand(brand.slug)}>
      {brand.logoUrl ? (
        <img src={brand.logoUrl} alt={brand.name} height={24} loading="lazy" decoding="async" />
      ) : (
        brand.name
      )}
    </Link>
  );
}

/** The current price (after promotion when one lowers it), the former one struck through beside it. */
function CardPrice({ product }: { readonly product: ProductCardFieldsFragment }) {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  const reduced = product.priceAfterPromotion !== null && product.priceAfterPromotion < product.priceTtc;
  const current = reduced ? (product.priceAfterPromotion ?? product.priceTtc) : product.priceTtc;
  return (
    <p className="product-card__price">
      {reduced ? (
        <del className="product-card__old-price">
          <span className="tijara-visually-hidden">{intl.formatMessage(messages.oldPrice)} </span>
          {formatMoney(product.priceTtc)}
        </del>
      ) : null}
      <strong className="product-card__current-price">
        <span className="tijara-visually-hidden">{intl.formatMessage(messages.price)} </span>
        {formatMoney(current)}
      </strong>
    </p>
  );
}
