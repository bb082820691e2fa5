/** GraphQL shapes of staff promotions. Amounts are Money: integer centimes of DZD. */
import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { PageOf } from '../../../graphql/page-of';
import { PromotionRuleFields } from '../promotion-rule-fields.results';
import { PromotionStatus } from './promotion-status';

@ObjectType('PromotionTexts', { description: 'What shoppers read of a promotion in one language.' })
export class PromotionTextsView {
  @Field(() => String, { description: 'fr, en or ar.' })
  locale!: string;

  @Field(() => String)
  title!: string;

  @Field(() => String)
  subtitle!: string;

  @Field(() => String)
  slogan!: string;

  @Field(() => String, { description: 'Sanitised HTML.' })
  bannerHtml!: string;
}

@ObjectType({ description: 'What a promotion acts on, named in the request language.' })
export class PromotionTarget {
  @Field(() => Int)
  id!: number;

  @Field(() => String, {
    description:
      'Brand name, category / line / collection label, product name or segment name; "#<id>" once deleted.',
  })
  name!: string;
}

@ObjectType('Promotion', { description: 'A promotion of a shop, as staff edit it.' })
export class PromotionView extends PromotionRuleFields {
  @Field(() => ID)
  shopUuid!: string;

  @Field(() => String)
  name!: string;

  @Field(() => [PromotionTextsView], { description: 'fr first, then en and ar when present.' })
  translations!: PromotionTextsView[];

  @Field(() => String, {
    nullable: true,
    description: 'URL of the small variant of the uploaded banner image.',
  })
  bannerThumbUrl!: string | null;

  @Field(() => [PromotionTarget], { description: 'Empty for ALL, CART, SHIPPING and PAYMENT_METHOD.' })
  targets!: PromotionTarget[];

  @Field(() => Boolean)
  active!: boolean;

  @Field(() => Boolean)
  featured!: boolean;

  @Field(() => Float, { description: 'As typed: percent (12.5) or DZD (200.5).' })
  value!: number;

  @Field(() => PromotionStatus)
  status!: PromotionStatus;

  @Field(() => Int, { description: 'Single-use coupons consumed.' })
  redemptionCount!: number;

  @Field(() => Int, { description: 'Send it back to updatePromotion (optimistic lock).' })
  version!: number;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => Date)
  updatedAt!: Date;
}

@ObjectType({ description: 'One page of promotions, newest first.' })
export class PromotionPage extends PageOf(PromotionView) {}
