/**
 * GraphQL inputs of the taxonomy forms. On update, absent optional fields stay as they are; the
 * required ones (names, codes) are sent again, as the forms show them.
 */
import { Field, InputType, Int } from 'type-graphql';
import { AttributeKind } from '../taxonomy/attribute.entity';
import type { AttributeInput, AttributeValueInput } from './attribute.service';
import type { BrandInput, BrandLineInput } from './brand.service';
import type { CategoryInput } from './category.service';
import type { FeatureTypeInput, FeatureValueInput } from './feature.service';
import { LabelsInput } from './labels.inputs';
import type { CollectionInput, SupplierInput, TagInput } from './taxonomy.service';

/** Fields shared by the listed taxonomy inputs. */
@InputType('ListedInput')
class ListedGraphqlInput {
  @Field(() => Int, { nullable: true, description: 'Display order, from 0.' })
  position?: number | null;

  @Field(() => Boolean, { nullable: true })
  active?: boolean | null;
}

@InputType('CategoryInput')
export class CategoryGraphqlInput extends ListedGraphqlInput implements CategoryInput {
  @Field(() => LabelsInput)
  names!: LabelsInput;

  @Field(() => String, { nullable: true, description: 'Generated from the French name when absent.' })
  slug?: string | null;

  @Field(() => LabelsInput, { nullable: true })
  descriptions?: LabelsInput | null;

  @Field(() => Int, { nullable: true, description: 'Null: a root category.' })
  parentId?: number | null;
}

@InputType('BrandInput')
export class BrandGraphqlInput extends ListedGraphqlInput implements BrandInput {
  @Field(() => String)
  name!: string;

  @Field(() => String, { nullable: true })
  slug?: string | null;

  @Field(() => LabelsInput, { nullable: true })
  descriptions?: LabelsInput | null;
}

@InputType('BrandLineInput')
export class BrandLineGraphqlInput extends ListedGraphqlInput implements BrandLineInput {
  @Field(() => Int)
  brandId!: number;

  @Field(() => LabelsInput)
  names!: LabelsInput;

  @Field(() => String, { nullable: true })
  slug?: string | null;
}

@InputType('CollectionInput')
export class CollectionGraphqlInput extends ListedGraphqlInput implements CollectionInput {
  @Field(() => LabelsInput)
  names!: LabelsInput;

  @Field(() => String, { nullable: true })
  slug?: string | null;
}

@InputType('TagInput')
export class TagGraphqlInput implements TagInput {
  @Field(() => LabelsInput)
  names!: LabelsInput;

  @Field(() => String, { nullable: true })
  slug?: string | null;
}

@InputType('SupplierInput')
export class SupplierGraphqlInput implements SupplierInput {
  @Field(() => String)
  name!: string;

  @Field(() => String, { nullable: true })
  phone?: string | null;

  @Field(() => String, { nullable: true })
  email?: string | null;

  @Field(() => Boolean, { nullable: true })
  active?: boolean | null;
}

@InputType('FeatureTypeInput')
export class FeatureTypeGraphqlInput implements FeatureTypeInput {
  @Field(() => String, { description: 'Stable key used by filters ("material").' })
  code!: string;

  @Field(() => LabelsInput)
  labels!: LabelsInput;

  @Field(() => Int, { nullable: true })
  position?: number | null;
}

@InputType('FeatureValueInput')
export class FeatureValueGraphqlInput implements FeatureValueInput {
  @Field(() => LabelsInput)
  labels!: LabelsInput;

  @Field(() => Int, { nullable: true })
  position?: number | null;
}

@InputType('AttributeInput')
export class AttributeGraphqlInput implements AttributeInput {
  @Field(() => String, { description: 'Stable key used by filters ("size").' })
  code!: string;

  @Field(() => LabelsInput)
  labels!: LabelsInput;

  @Field(() => AttributeKind, { nullable: true })
  kind?: AttributeKind | null;

  @Field(() => Int, { nullable: true })
  position?: number | null;
}

@InputType('AttributeValueInput')
export class AttributeValueGraphqlInput implements AttributeValueInput {
  @Field(() => LabelsInput)
  labels!: LabelsInput;

  @Field(() => String, { nullable: true, description: '#RRGGBB; required for a colour attribute.' })
  color?: string | null;

  @Field(() => Int, { nullable: true })
  position?: number | null;
}
