/** Catalog: products, combinations, prices, images, languages, packs, taxonomy and public listings. */
import { CatalogueRevision } from './catalogue-revision.entity';
import { ProductImage } from './images/product-image.entity';
import { Combination } from './product/combination.entity';
import { PackItem } from './product/pack-item.entity';
import { Product } from './product/product.entity';
import { ProductTranslation } from './product/product-translation.entity';
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

export {
  Attribute,
  AttributeValue,
  Brand,
  BrandLine,
  CatalogCollection,
  CatalogueRevision,
  Category,
  Combination,
  FeatureType,
  FeatureValue,
  PackItem,
  Product,
  ProductImage,
  ProductTranslation,
  Supplier,
  Tag,
};
export { CatalogueChanges, pollCatalogueRevision } from './catalogue-changes';
export { listenCatalogueRevision, LISTENER_APPLICATION_NAME } from './catalogue-listener';
export type { CatalogueListener } from './catalogue-changes';
export { labelIn, labelList } from './labels';
export { productNameIn } from './admin/rules/product-name';
export { combinationNameSql } from './admin/combination-name.sql';
export type { Labels } from './labels';
export { AttributeKind } from './taxonomy/attribute.entity';
export { PackMode, ProductStatus } from './product/product-status';

export {
  IMAGE_SIZE_BOX,
  IMAGE_SIZES,
  ImageSize,
  MEDIA_URL_PREFIX,
  mediaUrl,
  originalKey,
  variantKey,
  variantDimensions,
  variantUrl,
} from './images/image-sizes';
// Product images: upload, staff changes, GraphQL.
export { ProductImageUploads } from './images/product-image-upload.service';
export type { ImageUpload, UploadedProductImage } from './images/product-image-upload.service';
export { ProductImagesService } from './images/product-images.service';
export type { RemovedProductImage } from './images/product-images.service';
export { ProductImageResolver } from './images/product-image.resolver';
export { isImageField } from './images/image-rules';
// Public catalogue reads (storefront listings, filter data, product page, cross-selling).
export * from './storefront';
// Staff catalogue editing (products, prices, languages, combinations, packs, taxonomy).
export * from './admin';
// What the content module's blocks and forms reuse: the label types, the card statement and shaping,
// the stock of cards, and the taxonomy shapes the storefront's carousels read.
export { LabelsResult, PartialLabelsResult } from './taxonomy/labels.results';
export { LabelsInput, PartialLabelsInput } from './admin/labels.inputs';
export { MenuBrand, MenuCategory } from './storefront/catalog-page.results';
export { ProductCard } from './storefront/card.results';
export { productCardView } from './storefront/card-view';
export type { CardShaping } from './storefront/card-view';
export { selectCards } from './storefront/card.sql';
export { selectStockUnits } from './storefront/stock.sql';
export { stockProductIds } from './storefront/card-stock';
export { catalogModule } from './catalog.module';
