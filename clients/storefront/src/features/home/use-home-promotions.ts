/** The running promotions (banner and discount blocks share one request and one device copy). */
import type { HomePromotionsQuery } from '../../__generated__/graphql';
import { HomePromotionsDocument } from '../../__generated__/graphql';
import { useCatalogQuery } from '../../app/data';
import type { CatalogQueryState } from '../../app/data';

export type HomePromotion = HomePromotionsQuery['storefrontPromotions'][number];

export function useHomePromotions(): CatalogQueryState<HomePromotionsQuery> {
  return useCatalogQuery(HomePromotionsDocument, {});
}
