/**
 * The categories and brands of the shop (StorefrontMenu), Dexie first: the header (while staff have
 * composed no header menu) and the home's default modules share it. `skip`: not asked (the header
 * when a composed menu takes its place).
 */
import type { StorefrontMenuQuery } from '../../__generated__/graphql';
import { StorefrontMenuDocument } from '../../__generated__/graphql';
import { useCatalogQuery } from '../../app/data';
import type { CatalogQueryState } from '../../app/data';

export type StorefrontMenu = StorefrontMenuQuery['storefrontMenu'];
export type MenuCategory = StorefrontMenu['categories'][number];
export type MenuBrand = StorefrontMenu['brands'][number];

export function useStorefrontMenu(
  options: { readonly skip?: boolean } = {},
): CatalogQueryState<StorefrontMenuQuery> {
  return useCatalogQuery(StorefrontMenuDocument, {}, options);
}
