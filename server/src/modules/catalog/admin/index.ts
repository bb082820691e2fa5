/**
 * Staff editing of the catalogue (the back office's product and taxonomy screens): services,
 * GraphQL resolvers and the pure rules they apply. `createCatalogAdmin` builds them once for the
 * composition root; REST shims call the same services.
 */
import type { CatalogueChanges } from '../catalogue-changes';
import { AttributeService } from './attribute.service';
import { BrandService } from './brand.service';
import { CategoryService } from './category.service';
import { CombinationFormService } from './combination-form.service';
import { CombinationResolver, PackItemFieldsResolver } from './combination.resolver';
import { CombinationService } from './combination.service';
import { FeatureAttributeResolver } from './feature-attribute.resolver';
import { FeatureService } from './feature.service';
import { PackService } from './pack.service';
import { ProductEditingService } from './product-editing.service';
import { ProductFieldsResolver } from './product-fields.resolver';
import { ProductListService } from './product-list.service';
import { ProductStockResolver } from './product-stock.resolver';
import { ProductQueryService } from './product-query.service';
import { ProductAdminResolver } from './product.resolver';
import { ProductTextsService } from './product-texts.service';
import { TaxonomyEditingResolver } from './taxonomy-editing.resolver';
import { TaxonomyQueryService } from './taxonomy-query.service';
import {
  AttributeFieldsResolver,
  AttributeValueFieldsResolver,
  BrandLineFieldsResolver,
  CategoryFieldsResolver,
  CollectionFieldsResolver,
  FeatureTypeFieldsResolver,
  FeatureValueFieldsResolver,
  TagFieldsResolver,
  TaxonomyQueryResolver,
} from './taxonomy.resolver';
import { TaxonomyService } from './taxonomy.service';

export const catalogAdminResolvers = [
  ProductAdminResolver,
  ProductFieldsResolver,
  ProductStockResolver,
  CombinationResolver,
  PackItemFieldsResolver,
  TaxonomyQueryResolver,
  TaxonomyEditingResolver,
  FeatureAttributeResolver,
  CategoryFieldsResolver,
  BrandLineFieldsResolver,
  CollectionFieldsResolver,
  TagFieldsResolver,
  FeatureTypeFieldsResolver,
  FeatureValueFieldsResolver,
  AttributeFieldsResolver,
  AttributeValueFieldsResolver,
] as const;

/** The services and resolver instances of catalogue editing, sharing one CatalogueChanges. */
export function createCatalogAdmin(catalogue: CatalogueChanges) {
  const services = {
    productQuery: new ProductQueryService(),
    productList: new ProductListService(catalogue),
    productEditing: new ProductEditingService(catalogue),
    productTexts: new ProductTextsService(catalogue),
    combinations: new CombinationService(catalogue),
    combinationForm: new CombinationFormService(catalogue),
    packs: new PackService(catalogue),
    categories: new CategoryService(catalogue),
    brands: new BrandService(catalogue),
    taxonomy: new TaxonomyService(catalogue),
    features: new FeatureService(catalogue),
    attributes: new AttributeService(catalogue),
    taxonomyQuery: new TaxonomyQueryService(),
  };
  const resolvers: object[] = [
    new ProductAdminResolver({
      query: services.productQuery,
      editing: services.productEditing,
      texts: services.productTexts,
      packs: services.packs,
      list: services.productList,
    }),
    new ProductFieldsResolver(),
    new ProductStockResolver(),
    new CombinationResolver(services.combinations),
    new PackItemFieldsResolver(),
    new TaxonomyQueryResolver(services.taxonomyQuery),
    new TaxonomyEditingResolver(services),
    new FeatureAttributeResolver(services.features, services.attributes),
    new CategoryFieldsResolver(),
    new BrandLineFieldsResolver(),
    new CollectionFieldsResolver(),
    new TagFieldsResolver(),
    new FeatureTypeFieldsResolver(services.taxonomyQuery),
    new FeatureValueFieldsResolver(),
    new AttributeFieldsResolver(services.taxonomyQuery),
    new AttributeValueFieldsResolver(),
  ];
  return { services, resolvers };
}

export type CatalogAdmin = ReturnType<typeof createCatalogAdmin>;
export type { ProductListRow } from './product-query.service';
export type { CombinationFormResult } from './combination-form.service';
export { MENU_SEARCH_LIMIT } from './product-query.service';
export { LANGUAGE_FORM_MESSAGE } from './rules/product-texts';
export { slugify } from './rules/slug';
