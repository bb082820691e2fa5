/**
 * Staff management of promotions and customer segments: the GraphQL CRUD, the banner upload the
 * REST route calls, and segment membership (segmentIdsOf) that pricing asks about a customer and
 * the customer's page shows (CustomerDetail.segments).
 * `createPromotionsAdmin` builds the services and resolver instances once for the composition root.
 */
import type { CatalogueChanges } from '../../catalog';
import type { MediaStorage } from '../../media';
import { CustomerSegmentsOfResolver } from './customer-segments-of.resolver';
import { CustomerSegmentsResolver } from './customer-segments.resolver';
import { CustomerSegmentsService } from './customer-segments.service';
import { PromotionBannerService } from './promotion-banner.service';
import { PromotionEditingService } from './promotion-editing.service';
import { PromotionQueryService } from './promotion-query.service';
import { PromotionsResolver } from './promotions.resolver';
import { SegmentQueryService } from './segment-query.service';

export const promotionsAdminResolvers = [
  PromotionsResolver,
  CustomerSegmentsResolver,
  CustomerSegmentsOfResolver,
] as const;

export function createPromotionsAdmin(catalogue: CatalogueChanges, storage: MediaStorage) {
  const promotionQuery = new PromotionQueryService();
  const segmentQuery = new SegmentQueryService();
  const services = {
    promotionQuery,
    promotionEditing: new PromotionEditingService(catalogue, storage, promotionQuery),
    promotionBanner: new PromotionBannerService(catalogue, storage, promotionQuery),
    segmentQuery,
    segmentEditing: new CustomerSegmentsService(catalogue, segmentQuery),
  };
  const resolvers: object[] = [
    new PromotionsResolver({
      query: services.promotionQuery,
      editing: services.promotionEditing,
      banner: services.promotionBanner,
    }),
    new CustomerSegmentsResolver({
      query: services.segmentQuery,
      editing: services.segmentEditing,
    }),
    new CustomerSegmentsOfResolver(services.segmentQuery),
  ];
  return { services, resolvers };
}

export type PromotionsAdmin = ReturnType<typeof createPromotionsAdmin>;
export { PromotionBannerService } from './promotion-banner.service';
export type { BannerUpload, UploadedBanner } from './promotion-banner.service';
export { segmentIdsOf, segmentIdsOfCustomers } from './segment-members.sql';
export { PromotionStatus, statusAt } from './promotion-status';
export { PromotionMessageKey } from './promotion-write';
export type { PromotionView } from './promotion.results';
export type { CustomerSegmentView, SegmentCustomer } from './segment.results';
