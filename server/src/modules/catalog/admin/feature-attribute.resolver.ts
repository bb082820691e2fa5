/** Staff GraphQL editing of feature types and values, attributes and attribute values (CATALOG_WRITE). */
import { Permission } from '@tijara/schema';
import { Arg, Ctx, Int, Mutation, Resolver } from 'type-graphql';
import { RequirePermission } from '../../../core/guards';
import type { RequestContext } from '../../../core/request-context';
import { Attribute } from '../taxonomy/attribute.entity';
import { AttributeValue } from '../taxonomy/attribute-value.entity';
import { FeatureType } from '../taxonomy/feature-type.entity';
import { FeatureValue } from '../taxonomy/feature-value.entity';
import type { AttributeService } from './attribute.service';
import type { FeatureService } from './feature.service';
import {
  AttributeGraphqlInput,
  AttributeValueGraphqlInput,
  FeatureTypeGraphqlInput,
  FeatureValueGraphqlInput,
} from './taxonomy.inputs';

const WRITE = Permission.CATALOG_WRITE;

@Resolver()
export class FeatureAttributeResolver {
  constructor(
    private readonly features: FeatureService,
    private readonly attributes: AttributeService,
  ) {}

  @RequirePermission(WRITE)
  @Mutation(() => FeatureType)
  createFeatureType(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => FeatureTypeGraphqlInput) input: FeatureTypeGraphqlInput,
  ) {
    return this.features.saveFeatureType(ctx, null, input);
  }

  @RequirePermission(WRITE)
  @Mutation(() => FeatureType)
  updateFeatureType(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => Int) id: number,
    @Arg('input', () => FeatureTypeGraphqlInput) input: FeatureTypeGraphqlInput,
  ) {
    return this.features.saveFeatureType(ctx, id, input);
  }

  @RequirePermission(WRITE)
  @Mutation(() => Int, { description: 'Deletes its values and unlinks them from products.' })
  deleteFeatureType(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number) {
    return this.features.delete(ctx, 'type', id);
  }

  @RequirePermission(WRITE)
  @Mutation(() => FeatureValue)
  createFeatureValue(
    @Ctx() ctx: RequestContext,
    @Arg('typeId', () => Int) typeId: number,
    @Arg('input', () => FeatureValueGraphqlInput) input: FeatureValueGraphqlInput,
  ) {
    return this.features.createFeatureValue(ctx, typeId, input);
  }

  @RequirePermission(WRITE)
  @Mutation(() => FeatureValue)
  updateFeatureValue(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => Int) id: number,
    @Arg('input', () => FeatureValueGraphqlInput) input: FeatureValueGraphqlInput,
  ) {
    return this.features.updateFeatureValue(ctx, id, input);
  }

  @RequirePermission(WRITE)
  @Mutation(() => Int)
  deleteFeatureValue(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number) {
    return this.features.delete(ctx, 'value', id);
  }

  @RequirePermission(WRITE)
  @Mutation(() => Attribute)
  createAttribute(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => AttributeGraphqlInput) input: AttributeGraphqlInput,
  ) {
    return this.attributes.saveAttribute(ctx, null, input);
  }

  @RequirePermission(WRITE)
  @Mutation(() => Attribute)
  updateAttribute(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => Int) id: number,
    @Arg('input', () => AttributeGraphqlInput) input: AttributeGraphqlInput,
  ) {
    return this.attributes.saveAttribute(ctx, id, input);
  }

  @RequirePermission(WRITE)
  @Mutation(() => Int, { description: 'Refused while combinations use its values.' })
  deleteAttribute(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number) {
    return this.attributes.delete(ctx, 'attribute', id);
  }

  @RequirePermission(WRITE)
  @Mutation(() => AttributeValue)
  createAttributeValue(
    @Ctx() ctx: RequestContext,
    @Arg('attributeId', () => Int) attributeId: number,
    @Arg('input', () => AttributeValueGraphqlInput) input: AttributeValueGraphqlInput,
  ) {
    return this.attributes.createAttributeValue(ctx, attributeId, input);
  }

  @RequirePermission(WRITE)
  @Mutation(() => AttributeValue)
  updateAttributeValue(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => Int) id: number,
    @Arg('input', () => AttributeValueGraphqlInput) input: AttributeValueGraphqlInput,
  ) {
    return this.attributes.updateAttributeValue(ctx, id, input);
  }

  @RequirePermission(WRITE)
  @Mutation(() => Int, { description: 'Refused while combinations use it.' })
  deleteAttributeValue(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number) {
    return this.attributes.delete(ctx, 'value', id);
  }
}
