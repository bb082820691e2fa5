/** GraphQL inputs of the combination form and of the pack tab. */
import { Field, InputType, Int } from 'type-graphql';
import { MoneyScalar } from '../../../graphql/money.scalar';
import type { CombinationInput } from './combination.service';
import { PartialLabelsInput } from './labels.inputs';
import type { PackItemRequest } from './pack-rules';

@InputType('CombinationInput', { description: 'A combination. On update, absent fields stay as they are.' })
export class CombinationGraphqlInput implements CombinationInput {
  @Field(() => [Int], {
    nullable: true,
    description: 'Attribute values, one per attribute (required to create).',
  })
  valueIds?: number[] | null;

  @Field(() => PartialLabelsInput, { nullable: true, description: 'Its own name; null: the label is shown.' })
  names?: PartialLabelsInput | null;

  @Field(() => String, { nullable: true, description: 'Its own unique reference (SKU).' })
  reference?: string | null;

  @Field(() => String, { nullable: true })
  barcode?: string | null;

  @Field(() => MoneyScalar, { nullable: true, description: 'Added to the product HT price. Needs PRICES.' })
  priceImpactHt?: number | null;

  @Field(() => Boolean, { nullable: true, description: 'true takes the default over from the current one.' })
  isDefault?: boolean | null;

  @Field(() => Boolean, { nullable: true })
  active?: boolean | null;

  @Field(() => Int, { nullable: true })
  position?: number | null;
}

@InputType({ description: 'A component of a pack.' })
export class PackItemInput implements PackItemRequest {
  @Field(() => Int)
  productId!: number;

  @Field(() => Int, {
    nullable: true,
    description: 'Required in a strict pack when the product has combinations.',
  })
  combinationId?: number | null;

  @Field(() => Int, { description: 'From 1.' })
  quantity!: number;
}
