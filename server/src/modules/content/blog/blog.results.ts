/** GraphQL answers of the blog: the staff editor's shapes and the storefront's cards and views. */
import { Extensions, Field, Int, ObjectType } from 'type-graphql';
import { PRECOMPUTED } from '../../../graphql/limits';
import { PageOf } from '../../../graphql/page-of';
import { LabelsResult, PartialLabelsResult } from '../../catalog';

@ObjectType('BlogCategoryDetail')
export class BlogCategoryDetail {
  @Field(() => Int)
  id!: number;

  @Field(() => String)
  slug!: string;

  @Field(() => LabelsResult)
  name!: LabelsResult;

  @Field(() => PartialLabelsResult)
  description!: PartialLabelsResult;

  @Field(() => String, { nullable: true })
  thumbnailKey!: string | null;

  @Field(() => String, { nullable: true })
  thumbnailUrl!: string | null;

  @Field(() => Int)
  position!: number;

  @Field(() => Boolean)
  active!: boolean;

  @Field(() => Int)
  postCount!: number;

  @Field(() => Date)
  updatedAt!: Date;
}

@ObjectType('BlogPostSummary')
export class BlogPostSummary {
  @Field(() => Int)
  id!: number;

  @Field(() => String)
  slug!: string;

  @Field(() => LabelsResult)
  title!: LabelsResult;

  @Field(() => String, { nullable: true })
  thumbnailKey!: string | null;

  @Field(() => String, { nullable: true })
  thumbnailUrl!: string | null;

  @Field(() => Boolean)
  published!: boolean;

  @Field(() => [Int])
  categoryIds!: number[];

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => Date)
  updatedAt!: Date;
}

@ObjectType('BlogPostDetail')
export class BlogPostDetail extends BlogPostSummary {
  @Field(() => PartialLabelsResult, { description: 'Sanitised HTML per language.' })
  html!: PartialLabelsResult;
}

@ObjectType('BlogPostPage')
export class BlogPostPage extends PageOf(BlogPostSummary) {}

@ObjectType('BlogCategoryCard', {
  description: 'A blog category as the storefront shows it, in the request language.',
})
export class BlogCategoryCard {
  @Field(() => Int)
  id!: number;

  @Field(() => String)
  slug!: string;

  @Field(() => String)
  name!: string;

  @Field(() => String, {
    description: "Plain text; '' when none (the storefront cuts it at 100 characters).",
  })
  description!: string;

  @Field(() => String, { nullable: true })
  thumbnailUrl!: string | null;
}

@ObjectType('BlogPostCard', { description: 'A published post as lists show it, in the request language.' })
export class BlogPostCard {
  @Field(() => String)
  slug!: string;

  @Field(() => String)
  title!: string;

  @Field(() => String, { nullable: true })
  thumbnailUrl!: string | null;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => [String], { description: 'Its active categories’ names.' })
  categories!: string[];
}

@Extensions(PRECOMPUTED)
@ObjectType('BlogPostView')
export class BlogPostView {
  @Field(() => String)
  slug!: string;

  @Field(() => String)
  title!: string;

  @Field(() => String)
  html!: string;

  @Field(() => String, { nullable: true, description: 'The PRODUCT_PAGE_LARGE variant.' })
  thumbnailUrl!: string | null;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => [BlogCategoryCard])
  categories!: BlogCategoryCard[];
}

@Extensions(PRECOMPUTED)
@ObjectType('BlogCategoryView')
export class BlogCategoryView {
  @Field(() => BlogCategoryCard)
  category!: BlogCategoryCard;

  @Field(() => [BlogPostCard], { description: 'Published, newest first.' })
  posts!: BlogPostCard[];

  @Field(() => Int)
  total!: number;

  @Field(() => Int)
  page!: number;

  @Field(() => Int)
  pageSize!: number;
}
