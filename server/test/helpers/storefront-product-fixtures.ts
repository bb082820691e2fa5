/**
 * Building blocks of the storefront fixtures (storefront-fixtures.ts): the attributes, features and
 * tag products use, and one product with its texts, shops, images (fake storage keys), combinations
 * and taxonomy links, created through the ORM; and a one-product listing with unique slugs (the
 * access samples).
 */
import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  Attribute,
  AttributeKind,
  AttributeValue,
  Brand,
  BrandLine,
  CatalogCollection,
  Category,
  Combination,
  FeatureType,
  FeatureValue,
  Product,
  ProductImage,
  ProductStatus,
  ProductTranslation,
  Tag,
} from '../../src/modules/catalog';
import type { Labels, PackMode } from '../../src/modules/catalog';
import { Shop } from '../../src/modules/shop';
import type { TestApp } from './test-app';

export interface ProductRef {
  readonly id: number;
  readonly uuid: string;
  readonly slug: string;
  readonly priceHt: number;
  readonly taxRateBp: number;
}

export interface Taxonomy {
  readonly em: EntityManager;
  readonly shop: Shop;
  readonly values: Record<string, AttributeValue>;
  readonly features: Record<string, FeatureValue>;
  readonly tag: Tag;
  /** Each product's combinations, in position order. */
  readonly combinations: Map<Product, Combination[]>;
}

export interface ProductSpec {
  readonly slug: string;
  readonly names: Labels;
  readonly category: Category;
  readonly brand?: Brand;
  readonly line?: BrandLine;
  readonly priceHt: number;
  readonly taxRateBp?: number;
  readonly createdAt: Date;
  readonly combos: readonly (readonly string[])[];
  readonly features?: readonly string[];
  readonly featured?: boolean;
  readonly onSale?: boolean;
  readonly tagged?: boolean;
  readonly collections?: readonly CatalogCollection[];
  readonly status?: ProductStatus;
  readonly active?: boolean;
  readonly shops?: readonly Shop[];
  readonly packMode?: PackMode;
}

export function addProduct(t: Taxonomy, spec: ProductSpec): Product {
  const { em } = t;
  const product = em.create(Product, {
    slug: spec.slug,
    mainCategory: spec.category,
    brand: spec.brand ?? null,
    brandLine: spec.line ?? null,
    priceHt: spec.priceHt,
    taxRateBp: spec.taxRateBp ?? 1900,
    status: spec.status ?? ProductStatus.PUBLISHED,
    active: spec.active ?? true,
    featured: spec.featured ?? false,
    onSale: spec.onSale ?? false,
    packMode: spec.packMode ?? null,
    createdAt: spec.createdAt,
  });
  for (const [locale, name] of Object.entries(spec.names) as [keyof Labels, string][]) {
    const texts = { shortDescription: `<p>${name} court</p>`, longDescription: `<p>${name} long</p>` };
    em.create(ProductTranslation, { product, locale, name, ...texts });
  }
  product.shops.set([...(spec.shops ?? [t.shop])]);
  if (spec.tagged) product.tags.add(t.tag);
  product.collections.set([...(spec.collections ?? [])]);
  product.featureValues.set((spec.features ?? []).map((code) => t.features[code] as FeatureValue));
  const images = [0, 1].map((position) =>
    em.create(ProductImage, {
      product,
      storageKey: `products/${spec.slug}/${position}`,
      originalName: `${spec.slug}-${position}.jpg`,
      mimeType: 'image/webp',
      width: 800,
      height: 800,
      byteSize: 1000,
      position,
      isDefault: position === 0,
    }),
  );
  const combinations = spec.combos.map((codes, position) =>
    em.create(Combination, {
      product,
      position,
      isDefault: position === 0,
      priceImpactHt: position === 2 ? 500 : 0,
      values: codes.map((code) => t.values[code] as AttributeValue),
      images: position === 0 ? [images[0] as ProductImage] : [],
    }),
  );
  t.combinations.set(product, combinations);
  return product;
}

export async function createTaxonomy(em: EntityManager, shop: Shop): Promise<Taxonomy> {
  const size = em.create(Attribute, { code: 'size', labels: { fr: 'Taille', ar: 'مقاس' }, position: 1 });
  const color = em.create(Attribute, {
    code: 'color',
    labels: { fr: 'Couleur', en: 'Colour', ar: 'لون' },
    kind: AttributeKind.COLOR,
    position: 2,
  });
  const storage = em.create(Attribute, { code: 'storage', labels: { fr: 'Stockage' }, position: 3 });
  const value = (attribute: Attribute, labels: Labels, position: number, hex?: string) =>
    em.create(AttributeValue, { attribute, labels, position, color: hex ?? null });
  const values: Record<string, AttributeValue> = {
    S: value(size, { fr: 'S' }, 1),
    M: value(size, { fr: 'M' }, 2),
    L: value(size, { fr: 'L' }, 3),
    rouge: value(color, { fr: 'Rouge', en: 'Red', ar: 'أحمر' }, 1, '#C62828'),
    bleu: value(color, { fr: 'Bleu', en: 'Blue', ar: 'أزرق' }, 2, '#1565C0'),
    blanc: value(color, { fr: 'Blanc', ar: 'أبيض' }, 3, '#FFFFFF'),
    '64': value(storage, { fr: '64 Go' }, 1),
    '128': value(storage, { fr: '128 Go' }, 2),
    '256': value(storage, { fr: '256 Go' }, 3),
  };
  const material = em.create(FeatureType, {
    code: 'material',
    labels: { fr: 'Matière', ar: 'المادة' },
    position: 1,
  });
  const screen = em.create(FeatureType, { code: 'screen', labels: { fr: 'Écran' }, position: 2 });
  const features: Record<string, FeatureValue> = {
    coton: em.create(FeatureValue, { type: material, values: { fr: 'Coton', ar: 'قطن' }, position: 1 }),
    lin: em.create(FeatureValue, { type: material, values: { fr: 'Lin', ar: 'كتان' }, position: 2 }),
    '6.5': em.create(FeatureValue, { type: screen, values: { fr: '6,5 pouces' }, position: 1 }),
    '6.7': em.create(FeatureValue, { type: screen, values: { fr: '6,7 pouces' }, position: 2 }),
  };
  const tag = em.create(Tag, { slug: 'nouveaute', names: { fr: 'Nouveauté', ar: 'جديد' } });
  return { em, shop, values, features, tag, combinations: new Map() };
}

export function refOf(product: Product): ProductRef {
  const { id, uuid, slug, priceHt, taxRateBp } = product;
  return { id, uuid, slug, priceHt, taxRateBp };
}

export interface SmallListing {
  readonly category: Category;
  readonly brand: Brand;
  readonly line: BrandLine;
  readonly collection: CatalogCollection;
  readonly product: ProductRef;
}

/** One published product of the demo shop in its own category, brand, line and collection (unique slugs). */
export async function createSmallListing(server: TestApp): Promise<SmallListing> {
  const em = server.orm.em.fork();
  const [shop] = await em.find(Shop, {}, { orderBy: { name: 'asc' }, limit: 1 });
  if (!shop) throw new Error('The demo seed made no shop');
  const suffix = randomBytes(4).toString('hex');
  const category = em.create(Category, { slug: `rayon-${suffix}`, names: { fr: 'Rayon' } });
  const brand = em.create(Brand, { slug: `marque-${suffix}`, name: `Marque ${suffix}` });
  const line = em.create(BrandLine, { slug: `gamme-${suffix}`, brand, names: { fr: 'Gamme' } });
  const collection = em.create(CatalogCollection, {
    slug: `selection-${suffix}`,
    names: { fr: 'Sélection' },
  });
  const product = em.create(Product, {
    slug: `article-${suffix}`,
    mainCategory: category,
    brand,
    brandLine: line,
    priceHt: 120_000,
    status: ProductStatus.PUBLISHED,
    featured: true,
  });
  product.shops.add(shop);
  product.collections.add(collection);
  em.create(ProductTranslation, { product, locale: 'fr', name: `Article ${suffix}` });
  await em.flush();
  return { category, brand, line, collection, product: refOf(product) };
}
