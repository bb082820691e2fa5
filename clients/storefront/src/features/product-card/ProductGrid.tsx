/**
 * Cards in a grid. The generic grid has 1, 2, 3 and 4 columns (extra small, small, medium, large);
 * the listing's 1, 2 and 3 (small, medium, large; the filter sidebar takes the rest). No products:
 * nothing at all, the caller says why.
 */
import type { ProductCardFieldsFragment } from '../../__generated__/graphql';
import { GRID_IMAGE_SIZES, ProductCard } from './ProductCard';

export type GridLayout = 'generic' | 'listing';

/** How wide a listing image is drawn: 2/5 of a phone's card row, then 2 and 3 columns beside the sidebar. */
export const LISTING_IMAGE_SIZES =
  '(min-width: 1200px) 300px, (min-width: 992px) 25vw, (min-width: 768px) 50vw, 40vw';

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
