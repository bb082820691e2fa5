/** GraphQL input of the CMS page editor. */
import { Field, ID, InputType, Int } from 'type-graphql';
import { LabelsInput, PartialLabelsInput } from '../../catalog';

@InputType('CmsPageInput', { description: 'Creates a CMS page (no id: shopUuid required) or updates one.' })
export class CmsPageInput {
  @Field(() => Int, { nullable: true })
  id?: number | null;

  @Field(() => ID, { nullable: true })
  shopUuid?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Made from the French title when empty; kept on rename.',
  })
  slug?: string | null;

  @Field(() => LabelsInput)
  title!: LabelsInput;

  @Field(() => PartialLabelsInput, { description: 'HTML per language (French required), sanitised.' })
  html!: PartialLabelsInput;

  @Field(() => Boolean, { nullable: true })
  published?: boolean | null;
}
