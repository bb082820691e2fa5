/**
 * Staff reads of the taxonomy: each list whole and in display order (these tables hold tens to
 * hundreds of rows, which the back office's selects show entirely), and the values of feature types
 * and attributes, batched per request so a list of types costs one query for all their values.
 */
import type { RequestContext } from '../../../core/request-context';
import { assertId } from '../../../core/ids';
import { Attribute } from '../taxonomy/attribute.entity';
import { AttributeValue } from '../taxonomy/attribute-value.entity';
import { Brand } from '../taxonomy/brand.entity';
import { BrandLine } from '../taxonomy/brand-line.entity';
import { Category } from '../taxonomy/category.entity';
import { CatalogCollection } from '../taxonomy/collection.entity';
import { FeatureType } from '../taxonomy/feature-type.entity';
import { FeatureValue } from '../taxonomy/feature-value.entity';
import { Supplier } from '../taxonomy/supplier.entity';
import { Tag } from '../taxonomy/tag.entity';
import { batchOf, groupBy } from './request-batch';

const BY_POSITION = { orderBy: { position: 'asc', id: 'asc' } } as const;

export class TaxonomyQueryService {
  async categories(ctx: RequestContext): Promise<Category[]> {
    return ctx.em.find(Category, {}, BY_POSITION);
  }

  async brands(ctx: RequestContext): Promise<Brand[]> {
    return ctx.em.find(Brand, {}, { orderBy: { position: 'asc', name: 'asc', id: 'asc' } });
  }

  async brandLines(ctx: RequestContext, brandId?: number | null): Promise<BrandLine[]> {
    if (brandId === undefined || brandId === null) return ctx.em.find(BrandLine, {}, BY_POSITION);
    assertId('brandId', brandId, 'Brand');
    return ctx.em.find(BrandLine, { brand: brandId }, BY_POSITION);
  }

  async collections(ctx: RequestContext): Promise<CatalogCollection[]> {
    return ctx.em.find(CatalogCollection, {}, BY_POSITION);
  }

  async tags(ctx: RequestContext): Promise<Tag[]> {
    return ctx.em.find(Tag, {}, { orderBy: { slug: 'asc' } });
  }

  async suppliers(ctx: RequestContext): Promise<Supplier[]> {
    return ctx.em.find(Supplier, {}, { orderBy: { name: 'asc', id: 'asc' } });
  }

  async featureTypes(ctx: RequestContext): Promise<FeatureType[]> {
    return ctx.em.find(FeatureType, {}, BY_POSITION);
  }

  async attributes(ctx: RequestContext): Promise<Attribute[]> {
    return ctx.em.find(Attribute, {}, BY_POSITION);
  }

  async featureValues(ctx: RequestContext, type: FeatureType): Promise<FeatureValue[]> {
    const load = batchOf(ctx.em, 'featureValuesByType', async (typeIds: readonly number[]) => {
      const values = await ctx.em.find(FeatureValue, { type: { $in: [...typeIds] } }, BY_POSITION);
      return groupBy(values, (value) => value.type.id);
    });
    return (await load(type.id)) ?? [];
  }

  async attributeValues(ctx: RequestContext, attribute: Attribute): Promise<AttributeValue[]> {
    const load = batchOf(ctx.em, 'attributeValuesByAttribute', async (attributeIds: readonly number[]) => {
      const values = await ctx.em.find(
        AttributeValue,
        { attribute: { $in: [...attributeIds] } },
        BY_POSITION,
      );
      return groupBy(values, (value) => value.attribute.id);
    });
    return (await load(attribute.id)) ?? [];
  }
}
