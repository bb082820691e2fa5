/** Translated short texts as GraphQL inputs: French required for names, optional for a combination's. */
import { Field, InputType } from 'type-graphql';
import type { LabelsValue } from './rules/field-checks';

@InputType({ description: 'A short text per language; French is required (the fallback language).' })
export class LabelsInput implements LabelsValue {
  @Field(() => String)
  fr!: string;

  @Field(() => String, { nullable: true })
  en?: string | null;

  @Field(() => String, { nullable: true })
  ar?: string | null;
}

@InputType({ description: 'An optional text per language; empty ones are dropped.' })
export class PartialLabelsInput implements LabelsValue {
  @Field(() => String, { nullable: true })
  fr?: string | null;

  @Field(() => String, { nullable: true })
  en?: string | null;

  @Field(() => String, { nullable: true })
  ar?: string | null;
}
