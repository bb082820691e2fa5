/**
 * The fields of the staff Product type that are not plain columns: the name in the request's
 * language, derived TTC prices (priceTtc() from @tijara/schema, the one TTC function), and the
 * relations, loaded through MikroORM's dataloader so a list of products costs one query per relation.
 */
import { basisPointsToTaxPercent, priceTtc } from '@tijara/schema';
import { Ctx, FieldResolver, Float, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../../core/request-context';
import { MoneyScalar } from '../../../graphql/money.scalar';
import { Shop } from '../../shop';
import { Combination } from '../product/combination.entity';
import { PackItem } from '../product/pack-item.entity';
import { Product } from '../product/product.entity';
import { ProductTranslation } from '../product/product-translation.entity';
import { Brand } from '../taxonomy/brand.entity';
import { BrandLine } from '../taxonomy/brand-line.entity';
import { Category } from '../taxonomy/category.entity';
import { CatalogCollection } from '../taxonomy/collection.entity';
import { FeatureValue } from '../taxonomy/feature-value.entity';
import { Supplier } from '../taxonomy/supplier.entity';
import { Tag } from '../taxonomy/tag.entity';
import { productNameIn } from './rules/product-name';

@Resolver(() => Product)
export class ProductFieldsResolver {
  @FieldResolver(() => String, { description: "In the request's language, else French." })
  async name(@Root() product: Product, @Ctx() ctx: RequestContext): Promise<string> {
    return productNameIn((await product.translations.load()).getItems(), ctx.locale);
  }

  @FieldResolver(() => [ProductTranslation], { description: 'Texts per language (fr, en, ar).' })
  async translations(@Root() product: Product): Promise<ProductTranslation[]> {
    return (await product.translations.load()).getItems();
  }

  @FieldResolver(() => Float, { description: 'Tax rate in percent with 2 decimals (19, 9.5).' })
  taxPercent(@Root() product: Product): number {
    return basisPointsToTaxPercent(product.taxRateBp);
  }

  @FieldResolver(() => MoneyScalar, { description: 'priceHt with tax, rounded to the centime.' })
  priceTtc(@Root() product: Product): number {
    return priceTtc(product.priceHt, product.taxRateBp);
  }

  @FieldResolver(() => MoneyScalar, { description: 'supplyPriceHt with tax; 0 when there is none.' })
  supplyPriceTtc(@Root() product: Product): number {
    return priceTtc(product.supplyPriceHt, product.taxRateBp);
  }

  @FieldResolver(() => MoneyScalar, { description: 'wholesalePriceHt with tax; 0 when there is none.' })
  wholesalePriceTtc(@Root() product: Product): number {
    return priceTtc(product.wholesalePriceHt, product.taxRateBp);
  }

  @FieldResolver(() => Category)
  mainCategory(@Root() product: Product): Promise<Category> {
    return product.mainCategory.loadOrFail();
  }

  @FieldResolver(() => [Category], { description: 'Further categories.' })
  async categories(@Root() product: Product): Promise<Category[]> {
    return (await product.categories.load()).getItems();
  }

  @FieldResolver(() => Brand, { nullable: true })
  async brand(@Root() product: Product): Promise<Brand | null> {
    return product.brand ? product.brand.loadOrFail() : null;
  }

  @FieldResolver(() => BrandLine, { nullable: true })
  async brandLine(@Root() product: Product): Promise<BrandLine | null> {
    return product.brandLine ? product.brandLine.loadOrFail() : null;
  }

  @FieldResolver(() => [Tag])
  async tags(@Root() product: Product): Promise<Tag[]> {
    return (await product.tags.load()).getItems();
  }

  @FieldResolver(() => [CatalogCollection])
  async collections(@Root() product: Product): Promise<CatalogCollection[]> {
    return (await product.collections.load()).getItems();
  }

  @FieldResolver(() => [Shop], { description: 'The shops selling it.' })
  async shops(@Root() product: Product): Promise<Shop[]> {
    return (await product.shops.load()).getItems();
  }

  @FieldResolver(() => Supplier, { nullable: true })
  async supplier(@Root() product: Product): Promise<Supplier | null> {
    return product.supplier ? product.supplier.loadOrFail() : null;
  }

  @FieldResolver(() => [FeatureValue])
  async featureValues(@Root() product: Product): Promise<FeatureValue[]> {
    return (await product.featureValues.load()).getItems();
  }

  @FieldResolver(() => [Combination], { description: 'In their order.' })
  async combinations(@Root() product: Product): Promise<Combination[]> {
    const items = (await product.combinations.load()).getItems();
    return [...items].sort((a, b) => a.position - b.position || a.id - b.id);
  }

  @FieldResolver(() => [PackItem], { description: 'The components, when the product is a pack.' })
  async packItems(@Root() product: Product): Promise<PackItem[]> {
    const items = (await product.packItems.load()).getItems();
    return [...items].sort((a, b) => a.position - b.position || a.id - b.id);
  }
}
