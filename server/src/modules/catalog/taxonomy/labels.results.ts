/**
 * GraphQL shapes of the JSON label columns (labels.ts): `Labels` always has French, the fallback
 * language; `PartialLabels` is for optional names (a combination's own name) where any may be absent.
 */
import { Field, ObjectType } from 'type-graphql';

@ObjectType('Labels', {
  description: 'A short text per language: French always, English and Arabic when written.',
})
export class LabelsResult {
  @Field(() => String)
  fr!: string;

  @Field(() => String, { nullable: true })
  en?: string;

  @Field(() => String, { nullable: true })
  ar?: string;
}

@ObjectType('PartialLabels', { description: 'An optional text per language; any may be missing.' })
export class PartialLabelsResult {
  @Field(() => String, { nullable: true })
  fr?: string;

  @Field(() => String, { nullable: true })
  en?: string;

  @Field(() => String, { nullable: true })
  ar?: string;
}
