/**
 * Staff GraphQL editing of categories, brands, brand lines, collections, tags and suppliers
 * (CATALOG_WRITE). Deletions answer the id deleted.
 */
import { Permission } from '@tijara/schema';
import { Arg, Ctx, Int, Mutation, Resolver } from 'type-graphql';
import { RequirePermission } from '../../../core/guards';
import type { RequestContext } from '../../../core/request-context';
import { Brand } from '../taxonomy/brand.entity';
import { BrandLine } from '../taxonomy/brand-line.entity';
import { Category } from '../taxonomy/category.entity';
import { CatalogCollection } from '../taxonomy/collection.entity';
import { Supplier } from '../taxonomy/supplier.entity';
import { Tag } from '../taxonomy/tag.entity';
import type { BrandService } from './brand.service';
import type { CategoryService } from './category.service';
import {
  BrandGraphqlInput,
  BrandLineGraphqlInput,
  CategoryGraphqlInput,
  CollectionGraphqlInput,
  SupplierGraphqlInput,
  TagGraphqlInput,
} from './taxonomy.inputs';
import type { TaxonomyService } from './taxonomy.service';

const WRITE = Permission.CATALOG_WRITE;

export interface TaxonomyEditingServices {
  readonly categories: CategoryService;
  readonly brands: BrandService;
  readonly taxonomy: TaxonomyService;
}

@Resolver()
export class TaxonomyEditingResolver {
  constructor(private readonly services: TaxonomyEditingServices) {}

  @RequirePermission(WRITE)
  @Mutation(() => Category)
  createCategory(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => CategoryGraphqlInput) input: CategoryGraphqlInput,
  ) {
    return this.services.categories.createCategory(ctx, input);
  }

  @RequirePermission(WRITE)
  @Mutation(() => Category, { description: 'A category cannot move under itself or its sub-categories.' })
  updateCategory(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => Int) id: number,
    @Arg('input', () => CategoryGraphqlInput) input: CategoryGraphqlInput,
  ) {
    return this.services.categories.updateCategory(ctx, id, input);
  }

  @RequirePermission(WRITE)
  @Mutation(() => Int, { description: 'Refused while it has sub-categories or is a main category.' })
  deleteCategory(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number) {
    return this.services.categories.deleteCategory(ctx, id);
  }

  @RequirePermission(WRITE)
  @Mutation(() => Brand)
  createBrand(@Ctx() ctx: RequestContext, @Arg('input', () => BrandGraphqlInput) input: BrandGraphqlInput) {
    return this.services.brands.createBrand(ctx, input);
  }

  @RequirePermission(WRITE)
  @Mutation(() => Brand)
  updateBrand(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => Int) id: number,
    @Arg('input', () => BrandGraphqlInput) input: BrandGraphqlInput,
  ) {
    return this.services.brands.updateBrand(ctx, id, input);
  }

  @RequirePermission(WRITE)
  @Mutation(() => Int, { description: 'Deletes its lines too; its products keep no brand.' })
  deleteBrand(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number) {
    return this.services.brands.deleteBrand(ctx, id);
  }

  @RequirePermission(WRITE)
  @Mutation(() => BrandLine)
  createBrandLine(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => BrandLineGraphqlInput) input: BrandLineGraphqlInput,
  ) {
    return this.services.brands.createBrandLine(ctx, input);
  }

  @RequirePermission(WRITE)
  @Mutation(() => BrandLine)
  updateBrandLine(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => Int) id: number,
    @Arg('input', () => BrandLineGraphqlInput) input: BrandLineGraphqlInput,
  ) {
    return this.services.brands.updateBrandLine(ctx, id, input);
  }

  @RequirePermission(WRITE)
  @Mutation(() => Int)
  deleteBrandLine(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number) {
    return this.services.brands.deleteBrandLine(ctx, id);
  }

  @RequirePermission(WRITE)
  @Mutation(() => CatalogCollection)
  createCollection(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => CollectionGraphqlInput) input: CollectionGraphqlInput,
  ) {
    return this.services.taxonomy.saveCollection(ctx, null, input);
  }

  @RequirePermission(WRITE)
  @Mutation(() => CatalogCollection)
  updateCollection(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => Int) id: number,
    @Arg('input', () => CollectionGraphqlInput) input: CollectionGraphqlInput,
  ) {
    return this.services.taxonomy.saveCollection(ctx, id, input);
  }

  @RequirePermission(WRITE)
  @Mutation(() => Int)
  deleteCollection(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number) {
    return this.services.taxonomy.delete(ctx, 'collection', id);
  }

  @RequirePermission(WRITE)
  @Mutation(() => Tag)
  createTag(@Ctx() ctx: RequestContext, @Arg('input', () => TagGraphqlInput) input: TagGraphqlInput) {
    return this.services.taxonomy.saveTag(ctx, null, input);
  }

  @RequirePermission(WRITE)
  @Mutation(() => Tag)
  updateTag(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => Int) id: number,
    @Arg('input', () => TagGraphqlInput) input: TagGraphqlInput,
  ) {
    return this.services.taxonomy.saveTag(ctx, id, input);
  }

  @RequirePermission(WRITE)
  @Mutation(() => Int)
  deleteTag(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number) {
    return this.services.taxonomy.delete(ctx, 'tag', id);
  }

  @RequirePermission(WRITE)
  @Mutation(() => Supplier)
  createSupplier(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => SupplierGraphqlInput) input: SupplierGraphqlInput,
  ) {
    return this.services.taxonomy.saveSupplier(ctx, null, input);
  }

  @RequirePermission(WRITE)
  @Mutation(() => Supplier)
  updateSupplier(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => Int) id: number,
    @Arg('input', () => SupplierGraphqlInput) input: SupplierGraphqlInput,
  ) {
    return this.services.taxonomy.saveSupplier(ctx, id, input);
  }

  @RequirePermission(WRITE)
  @Mutation(() => Int, { description: 'Its products keep no supplier.' })
  deleteSupplier(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number) {
    return this.services.taxonomy.delete(ctx, 'supplier', id);
  }
}
