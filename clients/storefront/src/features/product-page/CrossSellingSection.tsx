/**
 * Related and cross-selling rows under the product: asked once, when the section comes within 200 px
 * of the viewport (spec §4), then shown as carousels of product cards (4 per view on a large screen,
 * 3 on a tablet, 1 and a peek on a phone). A failure is logged and shows nothing, as an empty answer.
 * The page keys it by product, so another product starts over.
 */
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import type { CrossSellingQuery } from '../../__generated__/graphql';
import { CrossSellingDocument } from '../../__generated__/graphql';
import { useCatalogQuery } from '../../app/data';
import { Carousel } from '../carousel';
import type { SlidesPerView } from '../carousel';
import { ProductCard } from '../product-card';
import { messages } from './messages';
import { useNearViewport } from './use-near-viewport';

type Groups = CrossSellingQuery['crossSelling'];

const GROUPS: readonly { key: Exclude<keyof Groups, '__typename'>; title: MessageDescriptor }[] = [
  { key: 'related', title: messages.related },
  { key: 'sameBrand', title: messages.sameBrand },
  { key: 'sameCategory', title: messages.sameCategory },
  { key: 'newProducts', title: messages.newProducts },
];

/** Spec §9: 4 on large screens, 3 from 768 px, 1 on a phone (the carousel adds the peek). */
const PER_VIEW: SlidesPerView = { desktop: 4, tablet: 3, mobile: 1 };
const CARD_SIZES = '(min-width: 1000px) 25vw, (min-width: 720px) 33vw, 85vw';

export function CrossSellingSection({ productUuid }: { productUuid: string }) {
  const intl = useIntl();
  const [ref, near] = useNearViewport<HTMLDivElement>();
  const state = useCatalogQuery(CrossSellingDocument, { productUuid }, { skip: !near });
  const error = state.error;
  useEffect(() => {
    if (error) console.warn('Cross-selling could not be loaded; the section stays empty.', error);
  }, [error]);
  const groups = state.data?.crossSelling;
  return (
    <div ref={ref} className="cross-selling" data-testid="cross-selling">
      {groups
        ? GROUPS.map(({ key, title }) => {
            const products = groups[key];
            if (products.length === 0) return null;
            const label = intl.formatMessage(title);
            return (
              <Carousel
                key={key}
                kind="products"
                label={label}
                perView={PER_VIEW}
                autoplay={false}
                header={<h2 className="cross-selling__title">{label}</h2>}
              >
                {products.map((product) => (
                  <ProductCard key={product.id} product={product} imageSizes={CARD_SIZES} titleAs="h3" />
                ))}
              </Carousel>
            );
          })
        : null}
    </div>
  );
}
