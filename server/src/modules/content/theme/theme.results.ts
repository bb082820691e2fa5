/** GraphQL shapes of the theme: its ten colour variables (spec section 9), defaults filled in. */
import { Field, InputType, ObjectType } from 'type-graphql';

@ObjectType('ThemeVariables', { description: 'Hex colours; a variable never written is the spec default.' })
export class ThemeVariablesResult {
  @Field(() => String)
  colorBrand!: string;

  @Field(() => String)
  colorPrimary!: string;

  @Field(() => String)
  colorSecondary!: string;

  @Field(() => String)
  colorWarning!: string;

  @Field(() => String)
  colorDanger!: string;

  @Field(() => String)
  colorSuccess!: string;

  @Field(() => String)
  colorInfo!: string;

  @Field(() => String)
  colorText!: string;

  @Field(() => String)
  colorHeading!: string;

  @Field(() => String)
  colorGrey1!: string;
}

@InputType('ThemeVariablesInput', {
  description:
    'The variables to change (#rgb or #rrggbb); an empty one goes back to its default, an absent one is kept.',
})
export class ThemeVariablesInput {
  @Field(() => String, { nullable: true })
  colorBrand?: string | null;

  @Field(() => String, { nullable: true })
  colorPrimary?: string | null;

  @Field(() => String, { nullable: true })
  colorSecondary?: string | null;

  @Field(() => String, { nullable: true })
  colorWarning?: string | null;

  @Field(() => String, { nullable: true })
  colorDanger?: string | null;

  @Field(() => String, { nullable: true })
  colorSuccess?: string | null;

  @Field(() => String, { nullable: true })
  colorInfo?: string | null;

  @Field(() => String, { nullable: true })
  colorText?: string | null;

  @Field(() => String, { nullable: true })
  colorHeading?: string | null;

  @Field(() => String, { nullable: true })
  colorGrey1?: string | null;
}
