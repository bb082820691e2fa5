/** What the product page reads, apart from its components, so the entry can start it before the page's chunk arrives. */
import { ProductPageDocument } from '../../__generated__/graphql';
import type { ProductPageQueryVariables } from '../../__generated__/graphql';
import { catalogRead } from '../../app/data/early-reads';
import type { CatalogRead } from '../../app/data/early-reads';

/** Read by the product's slug alone: a product reached under another category's slug still shows. */
export const productPageVariables = (productSlug: string): ProductPageQueryVariables => ({
  slug: productSlug,
});

export const productReads = (productSlug: string): CatalogRead[] => [
  catalogRead(ProductPageDocument, productPageVariables(productSlug)),
];
