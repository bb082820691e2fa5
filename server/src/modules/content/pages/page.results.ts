/** GraphQL answers of the page and block editor: pages, and every block field as stored. */
import { Extensions, Field, Int, ObjectType } from 'type-graphql';
import { PRECOMPUTED } from '../../../graphql/limits';
import { LabelsResult, PartialLabelsResult } from '../../catalog';
import { ResponsiveNumberResult } from '../common.results';

@ObjectType('ContentPage')
export class ContentPageView {
  @Field(() => Int)
  id!: number;

  @Field(() => String, { nullable: true, description: 'Null for the home.' })
  slug!: string | null;

  @Field(() => LabelsResult)
  title!: LabelsResult;

  @Field(() => Boolean)
  published!: boolean;

  @Field(() => Int)
  blockCount!: number;

  @Field(() => Date)
  updatedAt!: Date;
}

@ObjectType('BlockTarget')
export class BlockTargetResult {
  @Field(() => Int, { nullable: true })
  categoryId!: number | null;

  @Field(() => Int, { nullable: true })
  brandId!: number | null;

  @Field(() => Int, { nullable: true })
  brandLineId!: number | null;

  @Field(() => Int, { nullable: true })
  collectionId!: number | null;

  @Field(() => Int, { nullable: true })
  tagId!: number | null;

  @Field(() => Int, { nullable: true })
  blogCategoryId!: number | null;

  @Field(() => Int, { nullable: true })
  blogPostId!: number | null;

  @Field(() => [Int])
  ids!: number[];
}

@ObjectType('BlockText')
export class BlockTextResult {
  @Field(() => String, { nullable: true })
  publicTitle!: string | null;

  @Field(() => String, { nullable: true })
  html!: string | null;

  @Field(() => [String])
  items!: string[];
}

@ObjectType('BlockTexts')
export class BlockTextsResult {
  @Field(() => BlockTextResult)
  fr!: BlockTextResult;

  @Field(() => BlockTextResult)
  en!: BlockTextResult;

  @Field(() => BlockTextResult)
  ar!: BlockTextResult;
}

@ObjectType('ContentBlockImage')
export class ContentBlockImageResult {
  @Field(() => String)
  mediaKey!: string;

  @Field(() => String, { description: 'The GRID_DISPLAY variant, for the editor.' })
  url!: string;

  @Field(() => Int, {
    nullable: true,
    description: 'Of the upright original; null when the upload is unknown.',
  })
  width!: number | null;

  @Field(() => Int, { nullable: true })
  height!: number | null;

  @Field(() => String, { nullable: true })
  link!: string | null;

  @Field(() => PartialLabelsResult)
  alt!: PartialLabelsResult;
}

@ObjectType('ContentBlock')
export class ContentBlockView {
  @Field(() => Int)
  id!: number;

  @Field(() => Int)
  pageId!: number;

  @Field(() => Int, { description: 'On its page, from 0.' })
  position!: number;

  @Field(() => String, { description: 'As stored: old data may hold a type not written any more.' })
  type!: string;

  @Field(() => Boolean, { description: 'Whether the type is one of the 18 the server writes.' })
  knownType!: boolean;

  @Field(() => Boolean)
  active!: boolean;

  @Field(() => Date, { nullable: true })
  visibleFrom!: Date | null;

  @Field(() => Date, { nullable: true })
  visibleUntil!: Date | null;

  @Field(() => String)
  size!: string;

  @Field(() => String)
  containerClass!: string;

  @Field(() => String)
  wrapperCssClass!: string;

  @Field(() => String)
  bgColor!: string;

  @Field(() => Boolean)
  showTitle!: boolean;

  @Field(() => String, { nullable: true })
  link!: string | null;

  @Field(() => Int, { nullable: true })
  number!: number | null;

  @Field(() => String, { nullable: true, description: 'As stored: "[mobile,tablet,desktop]".' })
  responsiveNumber!: string | null;

  @Field(() => ResponsiveNumberResult, { nullable: true, description: 'responsiveNumber read.' })
  responsiveNumberParsed!: ResponsiveNumberResult | null;

  @Field(() => String, { nullable: true })
  source!: string | null;

  @Field(() => BlockTargetResult)
  target!: BlockTargetResult;

  @Field(() => BlockTextsResult)
  texts!: BlockTextsResult;

  @Field(() => [ContentBlockImageResult])
  images!: ContentBlockImageResult[];

  @Field(() => Date)
  updatedAt!: Date;
}

@Extensions(PRECOMPUTED)
@ObjectType('ContentPageDetail', { description: 'A page with every block, by position.' })
export class ContentPageDetail extends ContentPageView {
  @Field(() => [ContentBlockView])
  blocks!: ContentBlockView[];
}
