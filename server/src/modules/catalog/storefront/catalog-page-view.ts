/** Listing page heads and the menu, in one locale: rows of catalog-page.sql.ts and promotion showcases. */
import type { Locale } from '@tijara/schema';
import { ImageSize, variantUrl } from '../images/image-sizes';
import { labelIn } from '../labels';
import type { PromotionShowcase } from './card-pricing';
import { CatalogPageKind } from './catalog-page.results';
import type { CatalogPage, StorefrontMenu } from './catalog-page.results';
import type { MenuRow, TaxonomyKind, TaxonomyPageRow } from './catalog-page.sql';
import { plainText, SEO_DESCRIPTION_LENGTH } from './plain-text';

export const TAXONOMY_KINDS: Readonly<
  Record<Exclude<CatalogPageKind, CatalogPageKind.PROMOTION>, TaxonomyKind>
> = {
  [CatalogPageKind.CATEGORY]: 'category',
  [CatalogPageKind.BRAND]: 'brand',
  [CatalogPageKind.BRAND_LINE]: 'brandLine',
  [CatalogPageKind.COLLECTION]: 'collection',
};

function imageUrlOf(kind: CatalogPageKind, key: string | null): string | null {
  if (key === null) return null;
  return variantUrl(
    key,
    kind === CatalogPageKind.CATEGORY ? ImageSize.GRID_DISPLAY : ImageSize.SMALL_PRODUCT,
  );
}

export function taxonomyPageView(kind: CatalogPageKind, row: TaxonomyPageRow, locale: Locale): CatalogPage {
  const name = labelIn(row.names, locale);
  const description = row.descriptions ? plainText(labelIn(row.descriptions, locale)) : '';
  return {
    kind,
    id: row.id,
    uuid: row.uuid,
    slug: row.slug,
    name,
    description,
    imageUrl: imageUrlOf(kind, row.imageKey),
    seoTitle: name,
    seoDescription: plainText(description, SEO_DESCRIPTION_LENGTH),
    breadcrumbs: (row.crumbs ?? []).map((crumb) => ({
      slug: crumb.slug,
      name: labelIn(crumb.names, locale),
    })),
    endsAt: null,
  };
}

export function promotionPageView(id: number, showcase: PromotionShowcase, locale: Locale): CatalogPage {
  const texts = showcase.texts[locale] ?? showcase.texts.fr;
  const description = plainText([texts.subtitle, texts.slogan].filter((t) => t.trim() !== '').join(' — '));
  return {
    kind: CatalogPageKind.PROMOTION,
    id,
    uuid: showcase.uuid,
    slug: String(id),
    name: texts.title,
    description,
    imageUrl: showcase.bannerKey ? variantUrl(showcase.bannerKey, ImageSize.GRID_DISPLAY) : null,
    seoTitle: texts.title,
    seoDescription: plainText(description, SEO_DESCRIPTION_LENGTH),
    breadcrumbs: [],
    endsAt: new Date(showcase.endsAt),
  };
}

export function menuView(menu: MenuRow, locale: Locale): StorefrontMenu {
  return {
    categories: menu.categories.map((c) => ({
      id: c.id,
      slug: c.slug,
      name: labelIn(c.names, locale),
      parentId: c.parentId,
      imageUrl: c.thumbKey ? variantUrl(c.thumbKey, ImageSize.GRID_DISPLAY) : null,
      productCount: c.productCount,
    })),
    brands: menu.brands.map((b) => ({
      id: b.id,
      slug: b.slug,
      name: b.name,
      logoUrl: b.logoKey ? variantUrl(b.logoKey, ImageSize.SMALL_PRODUCT) : null,
    })),
  };
}
