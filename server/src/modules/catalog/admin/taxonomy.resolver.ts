/**
 * Staff GraphQL reads of the taxonomy (any staff: the product form's selects) and the fields of its
 * types that are not plain columns: names in the request's language, parents, values.
 */
import { Arg, Ctx, FieldResolver, Int, Query, Resolver, Root } from 'type-graphql';
import { RequireStaff } from '../../../core/guards';
import type { RequestContext } from '../../../core/request-context';
import { mediaUrl } from '../images/image-sizes';
import { labelIn } from '../labels';
import { Attribute } from '../taxonomy/attribute.entity';
import { AttributeValue } from '../taxonomy/attribute-value.entity';
import { Brand } from '../taxonomy/brand.entity';
import { BrandLine } from '../taxonomy/brand-line.entity';
import { Category } from '../taxonomy/category.entity';
import { CatalogCollection } from '../taxonomy/collection.entity';
import { FeatureType } from '../taxonomy/feature-type.entity';
import { FeatureValue } from '../taxonomy/feature-value.entity';
import { LabelsResult } from '../taxonomy/labels.results';
import type { Labels } from '../labels';
import { Supplier } from '../taxonomy/supplier.entity';
import { Tag } from '../taxonomy/tag.entity';
import type { TaxonomyQueryService } from './taxonomy-query.service';

const IN_LOCALE = { description: "In the request's language, else French." };

@Resolver()
export class TaxonomyQueryResolver {
  constructor(private readonly taxonomy: TaxonomyQueryService) {}

  @RequireStaff()
  @Query(() => [Category], { description: 'Every category (the tree: follow parent), by position.' })
  categories(@Ctx() ctx: RequestContext): Promise<Category[]> {
    return this.taxonomy.categories(ctx);
  }

  @RequireStaff()
  @Query(() => [Brand])
  brands(@Ctx() ctx: RequestContext): Promise<Brand[]> {
    return this.taxonomy.brands(ctx);
  }

  @RequireStaff()
  @Query(() => [BrandLine], { description: "One brand's lines, or every line." })
  brandLines(
    @Ctx() ctx: RequestContext,
    @Arg('brandId', () => Int, { nullable: true }) brandId: number | null,
  ): Promise<BrandLine[]> {
    return this.taxonomy.brandLines(ctx, brandId);
  }

  @RequireStaff()
  @Query(() => [CatalogCollection])
  collections(@Ctx() ctx: RequestContext): Promise<CatalogCollection[]> {
    return this.taxonomy.collections(ctx);
  }

  @RequireStaff()
  @Query(() => [Tag])
  tags(@Ctx() ctx: RequestContext): Promise<Tag[]> {
    return this.taxonomy.tags(ctx);
  }

  @RequireStaff()
  @Query(() => [Supplier])
  suppliers(@Ctx() ctx: RequestContext): Promise<Supplier[]> {
    return this.taxonomy.suppliers(ctx);
  }

  @RequireStaff()
  @Query(() => [FeatureType])
  featureTypes(@Ctx() ctx: RequestContext): Promise<FeatureType[]> {
    return this.taxonomy.featureTypes(ctx);
  }

  @RequireStaff()
  @Query(() => [Attribute])
  attributes(@Ctx() ctx: RequestContext): Promise<Attribute[]> {
    return this.taxonomy.attributes(ctx);
  }
}

@Resolver(() => Category)
export class CategoryFieldsResolver {
  @FieldResolver(() => String, IN_LOCALE)
  name(@Root() category: Category, @Ctx() ctx: RequestContext): string {
    return labelIn(category.names, ctx.locale);
  }

  @FieldResolver(() => Category, { nullable: true })
  async parent(@Root() category: Category): Promise<Category | null> {
    return category.parent ? category.parent.loadOrFail() : null;
  }

  @FieldResolver(() => Int, {
    nullable: true,
    description: 'The parent category (null at the root): draws the tree without loading the parent.',
  })
  parentId(@Root() category: Category): number | null {
    return category.parent?.id ?? null;
  }
}

@Resolver(() => BrandLine)
export class BrandLineFieldsResolver {
  @FieldResolver(() => String, IN_LOCALE)
  name(@Root() line: BrandLine, @Ctx() ctx: RequestContext): string {
    return labelIn(line.names, ctx.locale);
  }

  @FieldResolver(() => Brand)
  brand(@Root() line: BrandLine): Promise<Brand> {
    return line.brand.loadOrFail();
  }
}

@Resolver(() => CatalogCollection)
export class CollectionFieldsResolver {
  @FieldResolver(() => String, IN_LOCALE)
  name(@Root() collection: CatalogCollection, @Ctx() ctx: RequestContext): string {
    return labelIn(collection.names, ctx.locale);
  }
}

@Resolver(() => Tag)
export class TagFieldsResolver {
  @FieldResolver(() => String, IN_LOCALE)
  name(@Root() tag: Tag, @Ctx() ctx: RequestContext): string {
    return labelIn(tag.names, ctx.locale);
  }
}

@Resolver(() => FeatureType)
export class FeatureTypeFieldsResolver {
  constructor(private readonly taxonomy: TaxonomyQueryService) {}

  @FieldResolver(() => String, IN_LOCALE)
  name(@Root() type: FeatureType, @Ctx() ctx: RequestContext): string {
    return labelIn(type.labels, ctx.locale);
  }

  @FieldResolver(() => [FeatureValue], { description: 'By position (one query for a whole list of types).' })
  values(@Root() type: FeatureType, @Ctx() ctx: RequestContext): Promise<FeatureValue[]> {
    return this.taxonomy.featureValues(ctx, type);
  }
}

@Resolver(() => FeatureValue)
export class FeatureValueFieldsResolver {
  @FieldResolver(() => LabelsResult, { description: 'The value in each language.' })
  labels(@Root() value: FeatureValue): Labels {
    return value.values;
  }

  @FieldResolver(() => String, IN_LOCALE)
  name(@Root() value: FeatureValue, @Ctx() ctx: RequestContext): string {
    return labelIn(value.values, ctx.locale);
  }

  @FieldResolver(() => FeatureType)
  type(@Root() value: FeatureValue): Promise<FeatureType> {
    return value.type.loadOrFail();
  }
}

@Resolver(() => Attribute)
export class AttributeFieldsResolver {
  constructor(private readonly taxonomy: TaxonomyQueryService) {}

  @FieldResolver(() => String, IN_LOCALE)
  name(@Root() attribute: Attribute, @Ctx() ctx: RequestContext): string {
    return labelIn(attribute.labels, ctx.locale);
  }

  @FieldResolver(() => [AttributeValue], { description: 'By position (one query for a whole list).' })
  values(@Root() attribute: Attribute, @Ctx() ctx: RequestContext): Promise<AttributeValue[]> {
    return this.taxonomy.attributeValues(ctx, attribute);
  }
}

@Resolver(() => AttributeValue)
export class AttributeValueFieldsResolver {
  @FieldResolver(() => String, IN_LOCALE)
  name(@Root() value: AttributeValue, @Ctx() ctx: RequestContext): string {
    return labelIn(value.labels, ctx.locale);
  }

  @FieldResolver(() => String, { nullable: true, description: 'The swatch image of an image attribute.' })
  imageUrl(@Root() value: AttributeValue): string | null {
    return value.imageKey === null ? null : mediaUrl(value.imageKey);
  }

  @FieldResolver(() => Attribute)
  attribute(@Root() value: AttributeValue): Promise<Attribute> {
    return value.attribute.loadOrFail();
  }
}
