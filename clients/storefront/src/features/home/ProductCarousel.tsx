/**
 * The product carousels (products_carousel, discounted_products, bestsellers_products,
 * collection_products, tag_products, category_products_carousel, brands_products_carousel,
 * brand_lines_products_carousel): cards in a product carousel (5/3/2 per view + peek). A
 * staff-composed block brings its cards; a default module (or an old block the server gave none)
 * asks one page of cards of its scope: featured, new arrivals, on sale. A carousel with no product
 * warns in the console and renders nothing (spec §2); while its cards are awaited its box keeps
 * their height.
 */
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import type { ProductCardFieldsFragment } from '../../__generated__/graphql';
import { HomeProductsDocument } from '../../__generated__/graphql';
import { useCatalogQuery } from '../../app/data';
import { Carousel } from '../carousel';
import { ProductCard } from '../product-card';
import { ModuleFrame } from './ModuleFrame';
import { ModuleHeading } from './ModuleHeading';
import { homeProductsVariables, productSourceOf } from './reads';
import type { ProductSource } from './reads';
import { messages } from './messages';
import { itemLimit } from './module-fields';
import type { HomeModuleData } from './modules';

export type { ProductSource };
export type ProductCarouselProps = HomeModuleData;

/** The server's smallest page: a carousel that asks for its cards shows at most this many. */
const PAGE = 12;

/** How wide a card image is drawn: 5.2, 3.2 or 2.2 cards across (see features/carousel). */
const CARD_IMAGE_SIZES = '(min-width: 1280px) 240px, (min-width: 1040px) 20vw, (min-width: 760px) 31vw, 45vw';

/** The title a carousel has when its module gives none: by its products' scope, or by its type. */
const SOURCE_TITLES: Readonly<Record<ProductSource, MessageDescriptor>> = {
  featured: messages.featured,
  newArrivals: messages.newArrivals,
  onSale: messages.onSale,
  bestsellers: messages.bestsellers,
};

function defaultTitle(module: HomeModuleData): MessageDescriptor {
  const source = productSourceOf(module);
  return source ? SOURCE_TITLES[source] : messages.products;
}

export function ProductCarousel(module: ProductCarouselProps) {
  const intl = useIntl();
  const label = module.publicTitle || intl.formatMessage(defaultTitle(module));
  const source = productSourceOf(module);
  const given = module.content?.products;
  if (given || !source || source === 'bestsellers') {
    return <ProductRow module={module} label={label} products={given ?? []} answered loading={false} />;
  }
  return <FetchedProducts module={module} label={label} source={source} />;
}

interface FetchedProps {
  readonly module: HomeModuleData;
  readonly label: string;
  readonly source: Exclude<ProductSource, 'bestsellers'>;
}

function FetchedProducts({ module, label, source }: FetchedProps) {
  const { data, loading } = useCatalogQuery(HomeProductsDocument, homeProductsVariables(source));
  const products = (data?.products.items ?? []).slice(0, itemLimit(module.number, PAGE));
  return (
    <ProductRow
      module={module}
      label={label}
      products={products}
      answered={data !== undefined}
      loading={loading}
    />
  );
}

interface RowProps {
  readonly module: HomeModuleData;
  readonly label: string;
  readonly products: readonly ProductCardFieldsFragment[];
  /** Whether the products were given or answered (a failed request is no reason to warn). */
  readonly answered: boolean;
  readonly loading: boolean;
}

function ProductRow({ module, label, products, answered, loading }: RowProps) {
  const cards = products.slice(0, itemLimit(module.number, products.length));
  const empty = !loading && answered && cards.length === 0;
  useEffect(() => {
    if (empty) console.warn(`The product carousel "${label}" has no products: it is not shown.`);
  }, [empty, label]);

  if (cards.length === 0) {
    return loading ? <div className="home-module home-module--waiting" aria-hidden="true" /> : null;
  }
  const fields = { ...module, publicTitle: label };
  return (
    <ModuleFrame fields={fields}>
      <Carousel
        kind="products"
        label={label}
        perView={module.responsiveNumber}
        header={<ModuleHeading {...fields} />}
      >
        {cards.map((product, index) => (
          <ProductCard
            key={product.id}
            product={product}
            priority={module.priority === true && index === 0}
            imageSizes={CARD_IMAGE_SIZES}
            titleAs="h3"
          />
        ))}
      </Carousel>
    </ModuleFrame>
  );
}
