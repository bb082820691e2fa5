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

/** Cards of the first row on the widest layout: their images are above the fold. */
export const FIRST_ROW: Readonly<Record<GridLayout, number>> = { generic: 4, listing: 3 };

interface Props {
  readonly products: readonly ProductCardFieldsFragment[];
  readonly layout?: GridLayout;
  /** Cards whose image is fetched at once with high priority; default: the first row. */
  readonly priorityCount?: number;
  readonly titleAs?: 'h2' | 'h3';
  readonly className?: string;
}

export function ProductGrid({ products, layout = 'generic', priorityCount, titleAs, className }: Props) {
  if (products.length === 0) return null;
  const first = priorityCount ?? FIRST_ROW[layout];
  const sizes = layout === 'listing' ? LISTING_IMAGE_SIZES : GRID_IMAGE_SIZES;
  return (
    <ul className={`product-grid product-grid--${layout}${className ? ` ${className}` : ''}`}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} priority={index < first} imageSizes={sizes} titleAs={titleAs} />
        </li>
      ))}
    </ul>
  );
}
