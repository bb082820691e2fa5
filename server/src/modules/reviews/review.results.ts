/**
 * GraphQL shapes of reviews. Two types on purpose: `Review` is the moderator's view (contact
 * details included, staff only), `PublicReview` the shopper's (author name, rating, text, photo:
 * never an email or a phone), so a public field cannot leak contact details by selecting more.
 */
import { Field, Float, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { ReviewStatus } from './review-status';

registerEnumType(ReviewStatus, {
  name: 'ReviewStatus',
  description: 'Moderation state: only PUBLISHED reviews are shown to shoppers.',
});

@ObjectType({ description: 'The photo attached to a review, as resized variants.' })
export class ReviewImage {
  @Field(() => String, { description: 'SMALL_PRODUCT variant (fits 160 x 160), shown at most 100 x 100.' })
  displayUrl!: string;

  @Field(() => String, { description: 'PRODUCT_PAGE_LARGE variant (fits 1200 x 1200), for a closer look.' })
  largeUrl!: string;
}

@ObjectType('Review', { description: 'A review as moderators see it, contact details included.' })
export class ModeratedReview {
  @Field(() => Int)
  id!: number;

  @Field(() => ID)
  uuid!: string;

  @Field(() => Int)
  productId!: number;

  @Field(() => ID)
  productUuid!: string;

  @Field(() => String, { description: "The product's name in the request's language, else French." })
  productName!: string;

  @Field(() => String, { description: "The product's slug, for links to its pages." })
  productSlug!: string;

  @Field(() => ID, { description: 'The shop whose storefront received it.' })
  shopId!: string;

  @Field(() => String)
  authorName!: string;

  @Field(() => String)
  email!: string;

  @Field(() => String, { description: 'National form: 10 digits starting 05, 06 or 07.' })
  phone!: string;

  @Field(() => String, { description: 'YYYY-MM-DD, as the shopper gave it.' })
  purchaseDate!: string;

  @Field(() => Int)
  rating!: number;

  @Field(() => String, {
    description: 'Sanitised HTML (p, br, strong, em, b, i, ul, ol, li; no attributes).',
  })
  text!: string;

  @Field(() => Boolean)
  boughtHere!: boolean;

  @Field(() => Boolean)
  acceptedPolicy!: boolean;

  @Field(() => [ReviewImage], { description: 'Empty or one photo.' })
  images!: ReviewImage[];

  @Field(() => ReviewStatus)
  status!: ReviewStatus;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => Date, { nullable: true })
  moderatedAt!: Date | null;

  @Field(() => ID, { nullable: true, description: 'The member of staff who last published or rejected it.' })
  moderatedById!: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Why it was rejected (staff only; the shopper is not told); null unless REJECTED.',
  })
  rejectionReason!: string | null;
}

@ObjectType({ description: 'One page of reviews for moderation (newest first unless oldestFirst).' })
export class ReviewPage {
  @Field(() => [ModeratedReview])
  items!: ModeratedReview[];

  @Field(() => Int, { description: 'Reviews matching the filter, over all pages.' })
  totalCount!: number;
}

@ObjectType({ description: 'A published review as shoppers see it.' })
export class PublicReview {
  @Field(() => Int)
  id!: number;

  @Field(() => Int, { description: 'Whole stars, 1 to 5.' })
  rating!: number;

  @Field(() => String, {
    description: 'Sanitised HTML (p, br, strong, em, b, i, ul, ol, li; no attributes).',
  })
  text!: string;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => String, { description: "The author's name as they gave it." })
  user!: string;

  @Field(() => [ReviewImage], { description: 'Empty or one photo.' })
  images!: ReviewImage[];
}

@ObjectType({ description: "One page of a product's published reviews, newest first." })
export class PublicReviewPage {
  @Field(() => [PublicReview])
  items!: PublicReview[];

  @Field(() => Int, { description: 'Published reviews of the product, over all pages.' })
  totalCount!: number;

  @Field(() => Float, {
    nullable: true,
    description: 'Mean rating of all published reviews, to 2 decimals; null when there are none.',
  })
  averageRating!: number | null;
}
