/** GraphQL answers of CMS pages: the staff list and detail, and the storefront's view. */
import { Field, Int, ObjectType } from 'type-graphql';
import { LabelsResult, PartialLabelsResult } from '../../catalog';

@ObjectType('CmsPageSummary')
export class CmsPageSummary {
  @Field(() => Int)
  id!: number;

  @Field(() => String)
  slug!: string;

  @Field(() => LabelsResult)
  title!: LabelsResult;

  @Field(() => Boolean)
  published!: boolean;

  @Field(() => Date)
  updatedAt!: Date;
}

@ObjectType('CmsPageDetail')
export class CmsPageDetail extends CmsPageSummary {
  @Field(() => PartialLabelsResult, { description: 'Sanitised HTML per language.' })
  html!: PartialLabelsResult;
}

@ObjectType('CmsPageView', { description: 'A published CMS page in the request language (French fallback).' })
export class CmsPageView {
  @Field(() => String)
  slug!: string;

  @Field(() => String)
  title!: string;

  @Field(() => String)
  html!: string;

  @Field(() => Date)
  updatedAt!: Date;
}
