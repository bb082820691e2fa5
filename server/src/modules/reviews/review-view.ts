/** Turns review rows into their GraphQL shapes: the moderator's and the shopper's. */
import type { Locale } from '@tijara/schema';
import { productNameIn } from '../catalog';
import { ImageSize, variantUrl } from '../media';
import type { Review } from './review.entity';
import type { ModeratedReview, PublicReview, ReviewImage } from './review.results';

export function reviewImagesOf(imageKey: string | null): ReviewImage[] {
  if (imageKey === null) return [];
  return [
    {
      displayUrl: variantUrl(imageKey, ImageSize.SMALL_PRODUCT),
      largeUrl: variantUrl(imageKey, ImageSize.PRODUCT_PAGE_LARGE),
    },
  ];
}

/** Needs the product loaded with its translations (REVIEW_PRODUCT_POPULATE): uuid, slug and name. */
export function moderatedReviewOf(review: Review, locale: Locale): ModeratedReview {
  const product = review.product.getEntity();
  return {
    id: review.id,
    uuid: review.uuid,
    productId: product.id,
    productUuid: product.uuid,
    productName: productNameIn(product.translations.getItems(), locale),
    productSlug: product.slug,
    shopId: review.shop.uuid,
    authorName: review.authorName,
    email: review.email,
    phone: review.phone,
    purchaseDate: review.purchaseDate,
    rating: review.rating,
    text: review.textHtml,
    boughtHere: review.boughtHere,
    acceptedPolicy: review.acceptedPolicy,
    images: reviewImagesOf(review.imageKey),
    status: review.status,
    createdAt: review.createdAt,
    moderatedAt: review.moderatedAt,
    moderatedById: review.moderatedBy?.id ?? null,
    rejectionReason: review.rejectionReason,
  };
}

export function publicReviewOf(review: Review): PublicReview {
  return {
    id: review.id,
    rating: review.rating,
    text: review.textHtml,
    createdAt: review.createdAt,
    user: review.authorName,
    images: reviewImagesOf(review.imageKey),
  };
}
