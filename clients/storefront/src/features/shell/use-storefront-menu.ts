/** The categories and brands of the shop (StorefrontMenu), Dexie first: the header and the home share it. */
import type { StorefrontMenuQuery } from '../../__generated__/graphql';
import { StorefrontMenuDocument } from '../../__generated__/graphql';
import { useCatalogQuery } from '../../app/data';
import type { CatalogQueryState } from '../../app/data';

export type StorefrontMenu = StorefrontMenuQuery['storefrontMenu'];
export type MenuCategory = StorefrontMenu['categories'][number];
export type MenuBrand = StorefrontMenu['brands'][number];

export function useStorefrontMenu(): CatalogQueryState<StorefrontMenuQuery> {
  return useCatalogQuery(StorefrontMenuDocument, {});
}
