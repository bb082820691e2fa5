/**
 * Cards in a grid. The generic grid has 1, 2, 3 and 4 columns (extra small, small, medium, large);
 * the listing's 1, 2 and 3 (small, medium, large; the filter sidebar takes the rest). No products:
 * nothing at all, the caller says why.
 */
import { LISTING_CARD_IMAGE_SIZES } from '@tijara/schema';
import type { ProductCardFieldsFragment } from '../../__generated__/graphql';
import { GRID_IMAGE_SIZES, ProductCard } from './ProductCard';

export type GridLayout = 'generic' | 'listing';

/** How wide a listing image is drawn (the server preloads a listing's first one so). */
export const LISTING_IMAGE_SIZES = LISTING_CARD_IMAGE_SIZES;

interface Props {
  readonly products: readonly ProductCardFieldsFragment[];
  readonly layout?: GridLayout;
  readonly titleAs?: 'h2' | 'h3';
  readonly className?: string;
}

/**
 * Only the first card's image is fetched at once, with high priority: it is the page's largest paint
 * (the server preloads it) whatever the layout. The others are lazy even in the first row: they are
 * asked for once the first card is on the screen, a frame later, instead of sharing a phone's line
 * with it (on a phone the listing has one column, and the second card is below the fold).
 */
export function ProductGrid({ products, layout = 'generic', titleAs, className }: Props) {
  if (products.length === 0) return null;
  const sizes = layout === 'listing' ? LISTING_IMAGE_SIZES : GRID_IMAGE_SIZES;
  return (
    <ul className={`product-grid product-grid--${layout}${className ? ` ${className}` : ''}`}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} priority={index === 0} imageSizes={sizes} titleAs={titleAs} />
        </li>
      ))}
    </ul>
  );
}
