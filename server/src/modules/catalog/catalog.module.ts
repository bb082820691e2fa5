/**
 * The catalog module: staff catalogue editing, product images, and the public catalogue reads of the
 * storefront (priced with the live promotions it is given, so it never imports promotions).
 */
import { defineModule } from '../manifest';
import { catalogAdminResolvers, createCatalogAdmin } from './admin';
import { BrandLogoResolver } from './admin/brand-logo.resolver';
import { BrandLogoService } from './admin/brand-logo.service';
import { CatalogueRevision } from './catalogue-revision.entity';
import { ProductGalleryResolver } from './images/product-gallery.resolver';
import { ProductImage } from './images/product-image.entity';
import { ProductImageResolver } from './images/product-image.resolver';
import { ProductImageUploads } from './images/product-image-upload.service';
import { ProductImagesService } from './images/product-images.service';
import { Combination } from './product/combination.entity';
import { PackItem } from './product/pack-item.entity';
import { Product } from './product/product.entity';
import { ProductTranslation } from './product/product-translation.entity';
import { CachedJson } from './rest/cached-json';
import { brandLogoRoutes } from './rest/brand-logo.route';
import { catalogProductRoutes } from './rest/catalog-product.route';
import { catalogTaxonomyRoutes } from './rest/catalog-taxonomy.route';
import { menuRoutes } from './rest/menu.route';
import { productImageRoutes } from './rest/product-images.route';
import { webCatalogRoutes } from './rest/web-catalog.route';
import { CatalogPageResolver } from './storefront/catalog-page.resolver';
import { CatalogPages } from './storefront/catalog-pages.service';
import { StorefrontHeads } from './storefront/storefront-heads';
import { StorefrontReads } from './storefront/storefront-reads.service';
import { StorefrontResolver } from './storefront/storefront.resolver';
import { Attribute } from './taxonomy/attribute.entity';
import { AttributeValue } from './taxonomy/attribute-value.entity';
import { Brand } from './taxonomy/brand.entity';
import { BrandLine } from './taxonomy/brand-line.entity';
import { Category } from './taxonomy/category.entity';
import { CatalogCollection } from './taxonomy/collection.entity';
import { FeatureType } from './taxonomy/feature-type.entity';
import { FeatureValue } from './taxonomy/feature-value.entity';
import { Supplier } from './taxonomy/supplier.entity';
import { Tag } from './taxonomy/tag.entity';
import { PosCatalogueResolver, PosCatalogueService, TillProductChange, TillProductChangeMark } from './till';

export const catalogModule = defineModule({
  name: 'catalog',
  entities: [
    Category,
    Brand,
    BrandLine,
    CatalogCollection,
    Tag,
    Supplier,
    FeatureType,
    FeatureValue,
    Attribute,
    AttributeValue,
    Product,
    ProductTranslation,
    Combination,
    PackItem,
    ProductImage,
    CatalogueRevision,
    TillProductChange,
    TillProductChangeMark,
  ],
  resolvers: [
    ...catalogAdminResolvers,
    ProductImageResolver,
    ProductGalleryResolver,
    BrandLogoResolver,
    StorefrontResolver,
    CatalogPageResolver,
    PosCatalogueResolver,
  ],
  views: [
    'catalog.product',
    'catalog.product_translation',
    'catalog.combination',
    'catalog.combination_value',
    'catalog.attribute',
    'catalog.attribute_value',
    'catalog.product_category',
    'catalog.product_collection',
    'catalog.product_shop',
    'catalog.category',
    'catalog.brand',
    'catalog.brand_line',
    'catalog.collection',
    'catalog.tag',
    'catalog.product_tag',
  ],
  needs: ['catalogue', 'storage', 'shop', 'pricing'],
  build({ catalogue, storage, shop, pricing }) {
    const admin = createCatalogAdmin(catalogue);
    const images = new ProductImagesService(storage, catalogue);
    const uploads = new ProductImageUploads(storage, catalogue);
    const logos = new BrandLogoService(catalogue, storage);
    const reads = new StorefrontReads(catalogue, pricing);
    const pages = new CatalogPages(reads);
    return {
      provides: { storefrontHeads: new StorefrontHeads(reads, pages, shop) },
      resolvers: [
        ...admin.resolvers,
        new ProductImageResolver(images),
        new ProductGalleryResolver(),
        new BrandLogoResolver(logos),
        new StorefrontResolver(reads, shop),
        new CatalogPageResolver(pages, shop),
        new PosCatalogueResolver(new PosCatalogueService()),
      ],
      routes: [
        ...catalogProductRoutes(admin),
        ...catalogTaxonomyRoutes(admin),
        ...menuRoutes(admin),
        ...productImageRoutes({ uploads, images }),
        ...brandLogoRoutes({ logos }),
        ...webCatalogRoutes({ reads, cache: new CachedJson(catalogue) }),
      ],
    };
  },
});
