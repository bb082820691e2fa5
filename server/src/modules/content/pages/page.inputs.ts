/**
 * GraphQL inputs of the page and block editor. Type, size, source and responsiveNumber are text, so
 * a wrong value is a field error with its message key rather than a GraphQL validation failure.
 */
import { Field, ID, InputType, Int } from 'type-graphql';
import { LabelsInput, PartialLabelsInput } from '../../catalog';

@InputType('ContentPageInput', {
  description:
    'Creates a landing page (no id: shopUuid required) or updates one; the home keeps its null slug and stays published (published: false is refused).',
})
export class ContentPageInput {
  @Field(() => Int, { nullable: true })
  id?: number | null;

  @Field(() => ID, { nullable: true })
  shopUuid?: string | null;

  @Field(() => String, { nullable: true, description: 'Made from the French title when empty.' })
  slug?: string | null;

  @Field(() => LabelsInput)
  title!: LabelsInput;

  @Field(() => Boolean, { nullable: true })
  published?: boolean | null;
}

@InputType('BlockTargetInput', {
  description: 'What the block shows; only the keys its type reads are kept.',
})
export class BlockTargetInput {
  @Field(() => Int, { nullable: true })
  categoryId?: number;

  @Field(() => Int, { nullable: true })
  brandId?: number;

  @Field(() => Int, { nullable: true })
  brandLineId?: number;

  @Field(() => Int, { nullable: true })
  collectionId?: number;

  @Field(() => Int, { nullable: true })
  tagId?: number;

  @Field(() => Int, { nullable: true })
  blogCategoryId?: number;

  @Field(() => Int, { nullable: true })
  blogPostId?: number;

  @Field(() => [Int], {
    nullable: true,
    description: 'The categories, brands, brand lines or blog categories to show, in order.',
  })
  ids?: number[];
}

@InputType('BlockTextInput')
export class BlockTextInput {
  @Field(() => String, { nullable: true })
  publicTitle?: string | null;

  @Field(() => String, { nullable: true, description: 'html_block, banner caption: sanitised.' })
  html?: string | null;

  @Field(() => [String], { nullable: true, description: 'text_carousel slides (HTML): sanitised.' })
  items?: string[] | null;
}

@InputType('BlockTextsInput')
export class BlockTextsInput {
  @Field(() => BlockTextInput, { nullable: true })
  fr?: BlockTextInput | null;

  @Field(() => BlockTextInput, { nullable: true })
  en?: BlockTextInput | null;

  @Field(() => BlockTextInput, { nullable: true })
  ar?: BlockTextInput | null;
}

@InputType('BlockImageInput')
export class BlockImageInput {
  @Field(() => String, { description: 'The key the content image upload answered.' })
  mediaKey!: string;

  @Field(() => String, { nullable: true })
  link?: string | null;

  @Field(() => PartialLabelsInput, { nullable: true })
  alt?: PartialLabelsInput | null;
}

@InputType('ContentBlockInput', {
  description:
    'Creates a block (no id: pageId required, added last) or updates one (moveContentBlock moves).',
})
export class ContentBlockInput {
  @Field(() => Int, { nullable: true })
  id?: number | null;

  @Field(() => Int, { nullable: true })
  pageId?: number | null;

  @Field(() => String, { description: 'One of the 18 block types.' })
  type!: string;

  @Field(() => Boolean, { nullable: true })
  active?: boolean | null;

  @Field(() => Date, { nullable: true })
  visibleFrom?: Date | null;

  @Field(() => Date, { nullable: true })
  visibleUntil?: Date | null;

  @Field(() => String, { nullable: true, description: 'full (default), wide, half or third.' })
  size?: string | null;

  @Field(() => String, { nullable: true })
  containerClass?: string | null;

  @Field(() => String, { nullable: true })
  wrapperCssClass?: string | null;

  @Field(() => String, { nullable: true, description: '#rgb, #rrggbb or empty.' })
  bgColor?: string | null;

  @Field(() => Boolean, { nullable: true })
  showTitle?: boolean | null;

  @Field(() => String, { nullable: true })
  link?: string | null;

  @Field(() => Int, { nullable: true, description: '1 to 48.' })
  number?: number | null;

  @Field(() => String, { nullable: true, description: '"[mobile,tablet,desktop]", each 1 to 12.' })
  responsiveNumber?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Product blocks: FEATURED (default), NEW, ON_SALE, BESTSELLERS.',
  })
  source?: string | null;

  @Field(() => BlockTargetInput, { nullable: true })
  target?: BlockTargetInput | null;

  @Field(() => BlockTextsInput, { nullable: true })
  texts?: BlockTextsInput | null;

  @Field(() => [BlockImageInput], { nullable: true })
  images?: BlockImageInput[] | null;
}
