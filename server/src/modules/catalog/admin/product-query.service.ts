/**
 * Staff reads of products: one by id or uuid, the filtered admin list, the dashboard list rows and
 * the menu search. Lists cost a fixed number of SQL statements whatever their size: one for the page
 * of ids (product-search.ts), one for the products with their translations, main category and brand
 * (joined), and one for the default images.
 */
import { SEARCH_MIN_LENGTH } from '@tijara/schema';
import { BadUserInputError, NotFoundError } from '../../../core/errors';
import type { RequestContext } from '../../../core/request-context';
import { ImageSize, variantUrl } from '../images/image-sizes';
import { ProductImage } from '../images/product-image.entity';
import { labelIn } from '../labels';
import { Product } from '../product/product.entity';
import { findOr404 } from './lookups';
import { productIdPage, searchProductIds } from './product-search';
import type { ProductFilter } from './product-search';
import { pageWindow } from '../../../core/pagination';
import { productNameIn } from './rules/product-name';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const MENU_SEARCH_LIMIT = 20;

export interface ProductPage {
  readonly items: Product[];
  readonly totalCount: number;
}

/** A row of the dashboard product list, in the request's language. */
export interface ProductListRow {
  readonly product: Product;
  readonly name: string;
  readonly categoryName: string;
  readonly brandName: string | null;
  /** The default image's SMALL_PRODUCT variant, or null. */
  readonly imageUrl: string | null;
}

export class ProductQueryService {
  async product(ctx: RequestContext, id: number): Promise<Product> {
    return findOr404(ctx.em, Product, id, 'Product');
  }

  async productByUuid(ctx: RequestContext, uuid: string): Promise<Product> {
    if (!UUID_PATTERN.test(uuid)) throw new BadUserInputError({ uuid: ['must be a uuid'] }, 'Invalid uuid');
    const product = await ctx.em.findOne(Product, { uuid: uuid.toLowerCase() });
    if (!product) throw new NotFoundError('Product', uuid);
    return product;
  }

  async adminProducts(
    ctx: RequestContext,
    filter: ProductFilter,
    page?: number | null,
    pageSize?: number | null,
  ) {
    const { ids, totalCount } = await productIdPage(ctx.em, filter, pageWindow(page, pageSize));
    return { items: await this.loadInOrder(ctx, ids), totalCount } satisfies ProductPage;
  }

  async listRows(
    ctx: RequestContext,
    filter: ProductFilter,
    page?: number | null,
    pageSize?: number | null,
  ): Promise<ProductListRow[]> {
    const { ids } = await productIdPage(ctx.em, filter, pageWindow(page, pageSize));
    const products = await this.loadInOrder(ctx, ids);
    const images =
      ids.length === 0 ? [] : await ctx.em.find(ProductImage, { product: { $in: ids }, isDefault: true });
    const imageOf = new Map(images.map((image) => [image.product.id, image.storageKey]));
    return products.map((product) => {
      const storageKey = imageOf.get(product.id);
      return {
        product,
        name: productNameIn(product.translations.getItems(), ctx.locale),
        categoryName: labelIn(product.mainCategory.getEntity().names, ctx.locale),
        brandName: product.brand?.getEntity().name ?? null,
        imageUrl: storageKey === undefined ? null : variantUrl(storageKey, ImageSize.SMALL_PRODUCT),
      };
    });
  }

  /** Products whose name (any language), sku or barcode contains the term, at most 20. */
  async search(ctx: RequestContext, term: string): Promise<{ id: number; name: string }[]> {
    const text = term.trim();
    if (text.length < SEARCH_MIN_LENGTH) {
      throw new BadUserInputError(
        { term: [`must be at least ${SEARCH_MIN_LENGTH} characters`] },
        'Search term too short',
      );
    }
    const products = await this.loadInOrder(ctx, await searchProductIds(ctx.em, text, MENU_SEARCH_LIMIT));
    return products.map((p) => ({ id: p.id, name: productNameIn(p.translations.getItems(), ctx.locale) }));
  }

  /** The products with their translations, main category and brand, in one joined query. */
  private async loadInOrder(ctx: RequestContext, ids: readonly number[]): Promise<Product[]> {
    if (ids.length === 0) return [];
    const products = await ctx.em.find(
      Product,
      { id: { $in: [...ids] } },
      { populate: ['translations', 'mainCategory', 'brand'] },
    );
    const byId = new Map(products.map((product) => [product.id, product]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }
}
