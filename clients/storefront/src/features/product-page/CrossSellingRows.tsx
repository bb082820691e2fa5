/**
 * The cross-selling rows as carousels of product cards (4 per view on a large screen, 3 on a tablet,
 * 1 and a peek on a phone): loaded with the answer, below the fold, so the carousel and the cards
 * never weigh on the product page's first draw.
 */
import { useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import type { CrossSellingQuery } from '../../__generated__/graphql';
import { Carousel } from '../carousel';
import type { SlidesPerView } from '../carousel';
import { ProductCard } from '../product-card';
import { messages } from './messages';

export type CrossSellingGroups = CrossSellingQuery['crossSelling'];

const GROUPS: readonly { key: Exclude<keyof CrossSellingGroups, '__typename'>; title: MessageDescriptor }[] =
  [
    { key: 'related', title: messages.related },
    { key: 'sameBrand', title: messages.sameBrand },
    { key: 'sameCategory', title: messages.sameCategory },
    { key: 'newProducts', title: messages.newProducts },
  ];

/** Spec §9: 4 on large screens, 3 from 768 px, 1 on a phone (the carousel adds the peek). */
const PER_VIEW: SlidesPerView = { desktop: 4, tablet: 3, mobile: 1 };
const CARD_SIZES = '(min-width: 1000px) 25vw, (min-width: 720px) 33vw, 85vw';

export function CrossSellingRows({ groups }: { readonly groups: CrossSellingGroups }) {
  const intl = useIntl();
  return GROUPS.map(({ key, title }) => {
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
  });
}
