/** GraphQL inputs of the blog editor. Thumbnails are keys the content image upload answered. */
import { Field, ID, InputType, Int } from 'type-graphql';
import { LabelsInput, PartialLabelsInput } from '../../catalog';

@InputType('BlogCategoryInput', {
  description: 'Creates a blog category (no id: shopUuid required) or updates one.',
})
export class BlogCategoryInput {
  @Field(() => Int, { nullable: true })
  id?: number | null;

  @Field(() => ID, { nullable: true })
  shopUuid?: string | null;

  @Field(() => String, { nullable: true })
  slug?: string | null;

  @Field(() => LabelsInput)
  name!: LabelsInput;

  @Field(() => PartialLabelsInput, { nullable: true, description: 'Plain text per language.' })
  description?: PartialLabelsInput | null;

  @Field(() => String, { nullable: true })
  thumbnailKey?: string | null;

  @Field(() => Int, { nullable: true })
  position?: number | null;

  @Field(() => Boolean, { nullable: true })
  active?: boolean | null;
}

@InputType('BlogPostInput', { description: 'Creates a blog post (no id: shopUuid required) or updates one.' })
export class BlogPostInput {
  @Field(() => Int, { nullable: true })
  id?: number | null;

  @Field(() => ID, { nullable: true })
  shopUuid?: string | null;

  @Field(() => String, { nullable: true })
  slug?: string | null;

  @Field(() => LabelsInput)
  title!: LabelsInput;

  @Field(() => PartialLabelsInput, { description: 'HTML per language (French required), sanitised.' })
  html!: PartialLabelsInput;

  @Field(() => String, { nullable: true })
  thumbnailKey?: string | null;

  @Field(() => Boolean, { nullable: true })
  published?: boolean | null;

  @Field(() => Date, {
    nullable: true,
    description:
      'The date the blog shows (and sorts by): any past date, at most one day ahead. Omitted: now for a new post, unchanged for a saved one.',
  })
  createdAt?: Date | null;

  @Field(() => [Int], { nullable: true, description: 'Blog categories of the same shop.' })
  categoryIds?: number[] | null;
}
