/**
 * The products_carousel module (and its discounted_products variant): one page of cards of a scope
 * (featured, new arrivals, on sale) in a product carousel (5/3/2 per view + peek). A carousel the
 * server gives no product for warns in the console and renders nothing (spec §2); while the first
 * answer is awaited its box keeps the cards' height.
 */
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { HomeProductsDocument } from '../../__generated__/graphql';
import { useCatalogQuery } from '../../app/data';
import { Carousel } from '../carousel';
import { ProductCard } from '../product-card';
import { ModuleHeading } from './ModuleHeading';
import { homeProductsVariables } from './reads';
import type { ProductSource } from './reads';
import { messages } from './messages';
import { itemLimit } from './module-fields';
import type { ModuleFields } from './module-fields';

export type { ProductSource };

export interface ProductCarouselProps extends ModuleFields {
  readonly source: ProductSource;
  /** The page's lead image is this carousel's first card (no banner image above it). */
  readonly priority?: boolean;
}

/** The server's smallest page: a carousel shows at most this many. */
const PAGE = 12;

/** How wide a card image is drawn: 5.2, 3.2 or 2.2 cards across (see features/carousel). */
const CARD_IMAGE_SIZES = '(min-width: 1280px) 240px, (min-width: 1040px) 20vw, (min-width: 760px) 31vw, 45vw';

/** The title a carousel has when its module gives none. */
const TITLES = { featured: messages.featured, newArrivals: messages.newArrivals, onSale: messages.onSale };

export function ProductCarousel({ source, priority = false, ...props }: ProductCarouselProps) {
  const intl = useIntl();
  const label = props.publicTitle || intl.formatMessage(TITLES[source]);
  const fields = { ...props, publicTitle: label };
  const { data, loading } = useCatalogQuery(HomeProductsDocument, homeProductsVariables(source));
  const products = (data?.products.items ?? []).slice(0, itemLimit(fields.number, PAGE));
  const empty = !loading && data !== undefined && products.length === 0;

  useEffect(() => {
    if (empty) console.warn(`The product carousel "${label}" has no products: it is not shown.`);
  }, [empty, label]);

  if (products.length === 0) {
    return loading ? <div className="home-module home-module--waiting" aria-hidden="true" /> : null;
  }
  return (
    <div className="home-module">
      <Carousel
        kind="products"
        label={label}
        perView={fields.responsiveNumber}
        header={<ModuleHeading {...fields} />}
      >
        {products.map((product, index) => (
          <ProductCard
            key={product.id}
            product={product}
            priority={priority && index === 0}
            imageSizes={CARD_IMAGE_SIZES}
            titleAs="h3"
          />
        ))}
      </Carousel>
    </div>
  );
}
