/** The header and footer menus staff compose (StorefrontNavigation), Dexie first: one answer for both. */
import type { StorefrontNavigationQuery } from '../../__generated__/graphql';
import { StorefrontNavigationDocument } from '../../__generated__/graphql';
import { useCatalogQuery } from '../../app/data';
import type { CatalogQueryState } from '../../app/data';

export function useStorefrontNavigation(): CatalogQueryState<StorefrontNavigationQuery> {
  return useCatalogQuery(StorefrontNavigationDocument, {});
}
