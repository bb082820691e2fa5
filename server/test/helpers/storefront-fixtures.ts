/**
 * A small storefront catalogue created through the ORM: clothing (dresses, shirts), phones and
 * appliances with brands, brand lines, tags, a collection, features, 3 combinations per product with
 * attribute values and images (fake storage keys: nothing is read from storage), two packs, reviews,
 * and products the public must never see (draft, switched off, archived, another shop's, no shop's).
 * Every product's creation time differs, so the default order (newest first) is known.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  Brand,
  BrandLine,
  CatalogCollection,
  Category,
  PackItem,
  PackMode,
  ProductStatus,
} from '../../src/modules/catalog';
import type { Product } from '../../src/modules/catalog';
import type { Labels } from '../../src/modules/catalog';
import { Review, ReviewStatus } from '../../src/modules/reviews';
import { Shop } from '../../src/modules/shop';
import { addProduct, createTaxonomy, refOf } from './storefront-product-fixtures';
import type { ProductRef, ProductSpec } from './storefront-product-fixtures';
import type { TestApp } from './test-app';

export type { ProductRef, SmallListing } from './storefront-product-fixtures';
export { createSmallListing } from './storefront-product-fixtures';

export interface StorefrontCatalogue {
  readonly shopUuid: string;
  readonly token: string;
  readonly otherShopToken: string;
  readonly category: Readonly<
    Record<'clothing' | 'dresses' | 'shirts' | 'phones' | 'appliances' | 'archived' | 'bulk', Category>
  >;
  readonly brand: Readonly<Record<'tissage' | 'condor' | 'iris' | 'retired', Brand>>;
  readonly line: Readonly<Record<'allure' | 'froid', BrandLine>>;
  readonly collection: Readonly<Record<'ramadan' | 'winter', CatalogCollection>>;
  /** Every product the demo shop shows, newest first. */
  readonly visible: readonly ProductRef[];
  readonly bySlug: ReadonlyMap<string, ProductRef>;
  /** Products that exist but must never be listed by the demo shop. */
  readonly hidden: readonly ProductRef[];
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export interface CatalogueOptions {
  /** When the newest product was created (the others are older). */
  readonly now?: Date;
  /**
   * Extra products (3 combinations, 2 images, a feature, brand and category each) in a category of
   * their own, `lot`, created before the others (so older): listings of up to 200 cards.
   */
  readonly bulk?: number;
}

export async function createStorefrontCatalogue(
  server: TestApp,
  options: CatalogueOptions = {},
): Promise<StorefrontCatalogue> {
  const now = options.now ?? new Date();
  const em = server.orm.em.fork();
  const [shop] = await em.find(Shop, {}, { orderBy: { name: 'asc' }, limit: 1 });
  if (!shop) throw new Error('The demo seed made no shop');
  const other = em.create(Shop, { name: 'Zz Autre boutique' });
  const t = await createTaxonomy(em, shop);
  const cat = (slug: string, names: Labels, parent?: Category, active = true) =>
    em.create(Category, { slug, names, parent: parent ?? null, active });
  const clothing = cat('vetements', { fr: 'Vêtements', ar: 'ملابس' });
  const category = {
    clothing,
    dresses: cat('robes', { fr: 'Robes', en: 'Dresses', ar: 'فساتين' }, clothing),
    shirts: cat('chemises', { fr: 'Chemises', ar: 'قمصان' }, clothing),
    phones: cat('telephones', { fr: 'Téléphones', ar: 'هواتف' }),
    appliances: cat('electromenager', { fr: 'Électroménager' }),
    archived: cat('archives', { fr: 'Archives' }, undefined, false),
    bulk: cat('lot', { fr: 'Lot' }),
  };
  const brandOf = (slug: string, name: string, active = true) =>
    em.create(Brand, { slug, name, active, logoKey: `brands/${slug}` });
  const brand = {
    tissage: brandOf('tissage-alger', "Tissage d'Alger"),
    condor: brandOf('condor', 'Condor'),
    iris: brandOf('iris', 'Iris'),
    retired: brandOf('ancienne', 'Ancienne', false),
  };
  const line = {
    allure: em.create(BrandLine, {
      slug: 'allure',
      brand: brand.condor,
      names: { fr: 'Allure', ar: 'ألور' },
    }),
    froid: em.create(BrandLine, { slug: 'froid', brand: brand.iris, names: { fr: 'Froid' } }),
  };
  const collection = {
    ramadan: em.create(CatalogCollection, { slug: 'ramadan', names: { fr: 'Ramadan', ar: 'رمضان' } }),
    winter: em.create(CatalogCollection, { slug: 'hiver', names: { fr: 'Hiver' }, active: false }),
  };
  let age = 0;
  const createdAt = (extraDays = 0) => new Date(now.getTime() - extraDays * DAY - HOUR * age++);
  const pad = (i: number) => String(i).padStart(2, '0');
  const visible: Product[] = [];
  for (let i = 1; i <= 10; i += 1) {
    const names: Labels =
      i % 2 ? { fr: `Robe ${i}`, en: `Dress ${i}`, ar: `فستان ${i}` } : { fr: `Robe ${i}`, en: `Dress ${i}` };
    const colour = i % 2 ? 'bleu' : 'rouge';
    visible.push(
      addProduct(t, {
        slug: `robe-${pad(i)}`,
        names,
        category: category.dresses,
        brand: brand.tissage,
        priceHt: 200_000 + i * 10_000,
        createdAt: createdAt(),
        combos: [
          ['S', colour],
          ['M', colour],
          ['L', colour],
        ],
        features: [i <= 5 ? 'coton' : 'lin'],
        tagged: i <= 3,
        collections: i <= 4 ? [collection.ramadan] : [],
      }),
    );
  }
  for (let i = 1; i <= 4; i += 1) {
    visible.push(
      addProduct(t, {
        slug: `chemise-${pad(i)}`,
        names: { fr: `Chemise ${i}` },
        category: category.shirts,
        brand: brand.tissage,
        priceHt: 150_000 + i * 10_000,
        createdAt: createdAt(),
        combos: [['S'], ['M'], ['L']],
        features: ['coton'],
      }),
    );
  }
  for (let i = 1; i <= 8; i += 1) {
    visible.push(
      addProduct(t, {
        slug: `telephone-${pad(i)}`,
        names: { fr: `Téléphone ${i}`, ar: `هاتف ${i}` },
        category: category.phones,
        brand: brand.condor,
        line: i <= 5 ? line.allure : undefined,
        priceHt: 2_500_000 + i * 100_000,
        createdAt: createdAt(),
        combos: [['64'], ['128'], ['256', 'bleu']],
        features: [i <= 4 ? '6.5' : '6.7'],
        featured: i <= 3,
        onSale: i === 4,
      }),
    );
  }
  const [robe1, robe2, , , , , , , , , chemise1, , , , phone1] = visible;
  for (const [slug, packMode] of [
    ['pack-rentree', PackMode.STRICT],
    ['pack-libre', PackMode.FLEXIBLE],
  ] as const) {
    const pack = addProduct(t, {
      slug,
      names: { fr: slug === 'pack-rentree' ? 'Pack rentrée' : 'Pack libre' },
      category: category.clothing,
      priceHt: 2_700_000,
      createdAt: createdAt(),
      combos: [],
      packMode,
    });
    visible.push(pack);
    const parts = packMode === PackMode.STRICT ? [robe1, phone1] : [chemise1, robe2];
    parts.forEach((part, position) => {
      if (!part) throw new Error('fixture products missing');
      const fixed = packMode === PackMode.STRICT ? t.combinations.get(part)?.[0] : null;
      em.create(PackItem, {
        pack,
        product: part,
        combination: fixed ?? null,
        quantity: position + 1,
        position,
      });
    });
  }
  for (let i = 1; i <= 4; i += 1) {
    visible.push(
      addProduct(t, {
        slug: `frigo-${pad(i)}`,
        names: { fr: `Réfrigérateur ${i}` },
        category: category.appliances,
        brand: brand.iris,
        line: line.froid,
        priceHt: 6_000_000 + i * 500_000,
        taxRateBp: 900,
        createdAt: createdAt(120),
        combos: [['blanc'], ['bleu'], ['rouge']],
      }),
    );
  }
  for (let i = 1; i <= (options.bulk ?? 0); i += 1) {
    addProduct(t, {
      slug: `lot-${String(i).padStart(4, '0')}`,
      names: { fr: `Article ${i}`, ar: `منتج ${i}` },
      category: category.bulk,
      brand: brand.tissage,
      priceHt: 100_000 + i * 100,
      createdAt: createdAt(1),
      combos: [
        ['S', 'rouge'],
        ['M', 'bleu'],
        ['L', 'blanc'],
      ],
      features: ['coton'],
      tagged: true,
    });
  }
  const hiddenSpec = (slug: string, extra: Partial<ProductSpec>) =>
    addProduct(t, {
      slug,
      names: { fr: `Robe cachée ${slug}` },
      category: category.dresses,
      brand: brand.tissage,
      priceHt: 10_000,
      createdAt: createdAt(),
      combos: [['S']],
      ...extra,
    });
  const hidden = [
    hiddenSpec('robe-brouillon', { status: ProductStatus.DRAFT }),
    hiddenSpec('robe-archivee', { status: ProductStatus.ARCHIVED }),
    hiddenSpec('robe-masquee', { active: false }),
    hiddenSpec('robe-autre-boutique', { shops: [other] }),
    hiddenSpec('robe-sans-boutique', { shops: [] }),
  ];
  await em.flush();
  await addReviews(em, robe1 as Product, shop, other);
  const refs = visible.map(refOf);
  return {
    shopUuid: shop.uuid,
    token: shop.storefrontToken,
    otherShopToken: other.storefrontToken,
    category,
    brand,
    line,
    collection,
    visible: refs,
    bySlug: new Map(refs.map((ref) => [ref.slug, ref])),
    hidden: hidden.map(refOf),
  };
}

interface ReviewExtra {
  readonly shop?: Shop;
  readonly rating?: number;
  readonly imageKey?: string;
}

async function addReviews(em: EntityManager, product: Product, shop: Shop, other: Shop): Promise<void> {
  const base = {
    product,
    email: 'a@example.dz',
    phone: '0550000000',
    purchaseDate: '2026-10-01',
    boughtHere: true,
    acceptedPolicy: true,
  };
  const review = (authorName: string, status: ReviewStatus, daysAgo: number, extra: ReviewExtra = {}) =>
    em.create(Review, {
      ...base,
      shop,
      authorName,
      status,
      rating: 4,
      textHtml: `<p>Avis de ${authorName}</p>`,
      createdAt: new Date(Date.now() - daysAgo * DAY),
      ...extra,
    });
  review('Amina', ReviewStatus.PUBLISHED, 2, { rating: 5, imageKey: 'reviews/amina' });
  review('Karim', ReviewStatus.PUBLISHED, 1);
  review('Pending', ReviewStatus.PENDING, 0);
  review('Elsewhere', ReviewStatus.PUBLISHED, 0, { shop: other });
  await em.flush();
}
