/** Staff GraphQL for products: reads (any staff) and the product forms (CATALOG_WRITE; prices also PRICES). */
import { Permission } from '@tijara/schema';
import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { RequirePermission, RequireStaff } from '../../../core/guards';
import type { RequestContext } from '../../../core/request-context';
import { Product } from '../product/product.entity';
import { PackMode } from '../product/product-status';
import { ProductTranslation } from '../product/product-translation.entity';
import { PackItemInput } from './combination.inputs';
import type { PackService } from './pack.service';
import type { ProductEditingService } from './product-editing.service';
import {
  AdminProductFilter,
  CreateProductInput,
  ProductPricesInput,
  ProductTranslationInput,
  UpdateProductInput,
} from './product.inputs';
import { AdminProductSortField } from './product-list.sql';
import { AdminProductListPage } from './product-list.results';
import type { ProductListService } from './product-list.service';
import type { ProductQueryService } from './product-query.service';
import { AdminProductPage } from './product.results';
import type { ProductTextsService } from './product-texts.service';

export interface ProductResolverServices {
  readonly query: ProductQueryService;
  readonly editing: ProductEditingService;
  readonly texts: ProductTextsService;
  readonly packs: PackService;
  readonly list: ProductListService;
}

@Resolver(() => Product)
export class ProductAdminResolver {
  constructor(private readonly services: ProductResolverServices) {}

  @RequireStaff()
  @Query(() => Product, { description: 'A product by id (NOT_FOUND when unknown).' })
  product(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number): Promise<Product> {
    return this.services.query.product(ctx, id);
  }

  @RequireStaff()
  @Query(() => Product, { description: 'A product by uuid (NOT_FOUND when unknown).' })
  productByUuid(@Ctx() ctx: RequestContext, @Arg('uuid', () => String) uuid: string): Promise<Product> {
    return this.services.query.productByUuid(ctx, uuid);
  }

  @RequireStaff()
  @Query(() => AdminProductPage, { description: 'The staff product list, newest first.' })
  adminProducts(
    @Ctx() ctx: RequestContext,
    @Arg('filter', () => AdminProductFilter, { nullable: true }) filter: AdminProductFilter | null,
    @Arg('page', () => Int, { nullable: true, description: 'From 1 (default 1).' }) page: number | null,
    @Arg('pageSize', () => Int, { nullable: true, description: '12, 24, 50, 100 or 200 (default 12).' })
    pageSize: number | null,
  ): Promise<AdminProductPage> {
    return this.services.query.adminProducts(ctx, filter ?? {}, page, pageSize);
  }

  @RequireStaff()
  @Query(() => AdminProductListPage, {
    description:
      'The product list screen: precomputed rows in the request language (2 statements whatever the page size).',
  })
  adminProductList(
    @Ctx() ctx: RequestContext,
    @Arg('filter', () => AdminProductFilter, { nullable: true }) filter: AdminProductFilter | null,
    @Arg('sortBy', () => AdminProductSortField, {
      nullable: true,
      defaultValue: AdminProductSortField.CREATED,
    })
    sortBy: AdminProductSortField | null,
    @Arg('descending', () => Boolean, { nullable: true, defaultValue: true }) descending: boolean | null,
    @Arg('page', () => Int, { nullable: true, defaultValue: 1, description: 'From 1.' }) page: number | null,
    @Arg('pageSize', () => Int, { nullable: true, defaultValue: 24, description: '12, 24, 50, 100 or 200.' })
    pageSize: number | null,
  ): Promise<AdminProductListPage> {
    const sort = { field: sortBy ?? AdminProductSortField.CREATED, descending: descending ?? true };
    return this.services.list.page(ctx, filter ?? {}, sort, page ?? 1, pageSize ?? 24);
  }

  @RequirePermission(Permission.CATALOG_WRITE)
  @Mutation(() => Int, {
    description:
      'Switches 1 to 200 products on or off in one transaction (all ids must exist); answers how many changed.',
  })
  setProductsActive(
    @Ctx() ctx: RequestContext,
    @Arg('ids', () => [Int]) ids: number[],
    @Arg('active', () => Boolean) active: boolean,
  ): Promise<number> {
    return this.services.list.setActive(ctx, ids, active);
  }

  @RequirePermission(Permission.CATALOG_WRITE)
  @Mutation(() => Product, { description: 'A new product with its French name; prices need PRICES.' })
  createProduct(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => CreateProductInput) input: CreateProductInput,
  ) {
    return this.services.editing.createProduct(ctx, input);
  }

  @RequirePermission(Permission.CATALOG_WRITE)
  @Mutation(() => Product, { description: 'Saves the details form; a stale version is a CONFLICT.' })
  updateProduct(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => Int) id: number,
    @Arg('version', () => Int) version: number,
    @Arg('input', () => UpdateProductInput) input: UpdateProductInput,
  ): Promise<Product> {
    return this.services.editing.updateProduct(ctx, id, version, input);
  }

  @RequirePermission(Permission.CATALOG_WRITE)
  @Mutation(() => Product, { description: 'The pricing step; needs PRICES too.' })
  setProductPrices(
    @Ctx() ctx: RequestContext,
    @Arg('productId', () => Int) productId: number,
    @Arg('input', () => ProductPricesInput) input: ProductPricesInput,
    @Arg('version', () => Int, { nullable: true, description: 'Checked like updateProduct when given.' })
    version: number | null,
  ): Promise<Product> {
    return this.services.editing.setProductPrices(ctx, productId, input, version);
  }

  @RequirePermission(Permission.CATALOG_WRITE)
  @Mutation(() => ProductTranslation, { description: 'The product language form (fr, en or ar).' })
  setProductTranslation(
    @Ctx() ctx: RequestContext,
    @Arg('productId', () => Int) productId: number,
    @Arg('locale', () => String) locale: string,
    @Arg('input', () => ProductTranslationInput) input: ProductTranslationInput,
  ): Promise<ProductTranslation> {
    return this.services.texts.setProductTranslation(ctx, productId, locale, input);
  }

  @RequirePermission(Permission.CATALOG_WRITE)
  @Mutation(() => Product, { description: "Replaces the product's feature values." })
  setProductFeatures(
    @Ctx() ctx: RequestContext,
    @Arg('productId', () => Int) productId: number,
    @Arg('featureValueIds', () => [Int]) featureValueIds: number[],
  ): Promise<Product> {
    return this.services.editing.setProductFeatures(ctx, productId, featureValueIds);
  }

  @RequirePermission(Permission.CATALOG_WRITE)
  @Mutation(() => Product, { description: 'Makes the product a pack of the items, or no pack (mode null).' })
  setPack(
    @Ctx() ctx: RequestContext,
    @Arg('productId', () => Int) productId: number,
    @Arg('mode', () => PackMode, { nullable: true }) mode: PackMode | null,
    @Arg('items', () => [PackItemInput]) items: PackItemInput[],
  ): Promise<Product> {
    return this.services.packs.setPack(ctx, productId, mode, items);
  }
}
