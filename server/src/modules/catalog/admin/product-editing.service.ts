/**
 * Creating and editing a product: the details form (createProduct, updateProduct with its optimistic
 * lock), the pricing step and the features. Each call is one catalogue transaction. Prices need the
 * PRICES permission on top of CATALOG_WRITE: staff who edit texts and links may not change what the
 * shop charges.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { DEFAULT_LOCALE, Permission } from '@tijara/schema';
import { assertPermission } from '../../../core/access';
import { assertId } from '../../../core/ids';
import type { RequestContext } from '../../../core/request-context';
import type { CatalogueChanges } from '../catalogue-changes';
import { Product } from '../product/product.entity';
import { ProductTranslation } from '../product/product-translation.entity';
import { Category } from '../taxonomy/category.entity';
import { FeatureValue } from '../taxonomy/feature-value.entity';
import { ConflictError } from '../../../core/errors';
import { STALE_VERSION_MESSAGE, writeCatalogue } from './catalogue-write';
import { findAllOr404, findOr404, slugFor } from './lookups';
import { checkProductScalars, skuTaken } from './product-fields';
import type { ProductFieldsInput } from './product-fields';
import { applyProductRelations } from './product-relations';
import { FieldProblems, requiredText } from './rules/field-checks';
import { checkPrices } from './rules/prices';
import type { PricesInput } from './rules/prices';

export interface NewProductInput extends ProductFieldsInput {
  /** The French name (French texts are written at creation; other languages later). */
  readonly name: string;
  readonly mainCategoryId: number;
}

/** A row UPDATE even when only links changed, so `version` moves with every saved details form. */
function touch(product: Product, now: Date): void {
  product.updatedAt = new Date(Math.max(now.getTime(), product.updatedAt.getTime() + 1));
}

export class ProductEditingService {
  constructor(private readonly catalogue: CatalogueChanges) {}

  async createProduct(ctx: RequestContext, input: NewProductInput): Promise<Product> {
    if (input.prices) assertPermission(ctx, Permission.PRICES);
    const problems = new FieldProblems();
    const name = requiredText(problems, 'name', input.name);
    const scalars = checkProductScalars(problems, input);
    const prices = input.prices ? checkPrices(problems, input.prices, 'prices.') : {};
    problems.assertNone();
    return writeCatalogue(ctx, this.catalogue, async (em) => {
      const mainCategory = await findOr404(em, Category, input.mainCategoryId, 'Category', 'mainCategoryId');
      const slug = await slugFor(em, Product, { typed: input.slug, name, fallback: 'product' }, problems);
      if (scalars.sku && (await skuTaken(em, scalars.sku))) problems.add('sku', 'is already used');
      const product = em.create(Product, { slug, mainCategory, priceHt: 0, ...scalars, ...prices });
      em.create(ProductTranslation, { product, locale: DEFAULT_LOCALE, name });
      await applyProductRelations(em, product, input, problems);
      problems.assertNone();
      return product;
    });
  }

  /** Saves the details form; `version` is the one the form was loaded with (else CONFLICT). */
  async updateProduct(
    ctx: RequestContext,
    id: number,
    version: number,
    input: ProductFieldsInput,
  ): Promise<Product> {
    if (input.prices) assertPermission(ctx, Permission.PRICES);
    const problems = new FieldProblems();
    const scalars = checkProductScalars(problems, input);
    const prices = input.prices ? checkPrices(problems, input.prices, 'prices.') : {};
    problems.assertNone();
    return writeCatalogue(ctx, this.catalogue, async (em) => {
      const product = await this.lockedProduct(em, id, version);
      if (input.slug !== undefined && input.slug !== null) {
        const options = { typed: input.slug, name: '', fallback: 'product', selfId: id };
        product.slug = await slugFor(em, Product, options, problems);
      }
      if (scalars.sku && (await skuTaken(em, scalars.sku, id))) problems.add('sku', 'is already used');
      em.assign(product, { ...scalars, ...prices });
      await applyProductRelations(em, product, input, problems);
      problems.assertNone();
      touch(product, ctx.now);
      return product;
    });
  }

  /** The pricing step. `version`, when given, is checked like updateProduct's. */
  async setProductPrices(
    ctx: RequestContext,
    productId: number,
    input: PricesInput,
    version?: number | null,
  ): Promise<Product> {
    assertPermission(ctx, Permission.PRICES);
    const problems = new FieldProblems();
    const prices = checkPrices(problems, input);
    problems.assertNone();
    return writeCatalogue(ctx, this.catalogue, async (em) => {
      const product = await this.lockedProduct(em, productId, version, 'productId');
      em.assign(product, prices);
      return product;
    });
  }

  /** Replaces the product's feature values (several values of one type are allowed: coton + lin). */
  async setProductFeatures(ctx: RequestContext, productId: number, featureValueIds: readonly number[]) {
    return writeCatalogue(ctx, this.catalogue, async (em) => {
      const product = await findOr404(em, Product, productId, 'Product', 'productId');
      const values = await findAllOr404(
        em,
        FeatureValue,
        featureValueIds,
        'Feature value',
        'featureValueIds',
      );
      product.featureValues.set(values);
      return product;
    });
  }

  /** The product, refused with CONFLICT when `version` is given and no longer its version. */
  private async lockedProduct(
    em: EntityManager,
    id: number,
    version: number | null | undefined,
    field = 'id',
  ): Promise<Product> {
    if (version !== undefined && version !== null) assertId('version', version, 'Version');
    const product = await findOr404(em, Product, id, 'Product', field);
    if (version !== undefined && version !== null && product.version !== version) {
      throw new ConflictError(STALE_VERSION_MESSAGE);
    }
    return product;
  }
}
