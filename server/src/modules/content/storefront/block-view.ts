/**
 * A page statement's block (page-statement.sql.ts) as the storefront's StorefrontBlock, in one
 * language: texts in the request's language else French, images as variant URLs with the size the
 * page reserves (an image whose upload is unknown is left out), product ids as the catalogue's cards
 * shaped with the request's pricing and stock, taxonomy and blog items in the language.
 */
import { parseResponsiveNumber } from '@tijara/schema';
import type { Locale } from '@tijara/schema';
import { productCardView } from '../../catalog';
import type { CardShaping, ProductCard, ProductCardRow } from '../../catalog';
import { ImageSize, variantDimensions, variantUrl } from '../../media';
import { blogCategoryCard, blogPostCard } from '../blog/blog-cards';
import { textIn } from '../texts';
import type { PageBlockRow, PageImageRow } from './page-statement.sql';
import type { BlockImage, StorefrontBlock } from './storefront-content.results';

/** The image as the storefront gets it; none when its upload is unknown (no size to reserve). */
export function imageView(image: PageImageRow, locale: Locale): BlockImage[] {
  if (image.width === null || image.height === null) return [];
  return [
    {
      url: variantUrl(image.mediaKey, ImageSize.PRODUCT_PAGE_LARGE),
      gridUrl: variantUrl(image.mediaKey, ImageSize.GRID_DISPLAY),
      ...variantDimensions(image.width, image.height, ImageSize.PRODUCT_PAGE_LARGE),
      link: image.link,
      alt: textIn(image.alt, locale) ?? '',
    },
  ];
}

/** Whether the block is shown at `now`: within its window (either end may be open). */
export function isVisibleAt(block: PageBlockRow, now: Date): boolean {
  const time = now.getTime();
  if (block.visibleFrom !== null && Date.parse(block.visibleFrom) > time) return false;
  return block.visibleUntil === null || Date.parse(block.visibleUntil) > time;
}

/** What shaping a page's blocks needs: its cards, and how to shape them (null when it has none). */
export interface BlockShaping {
  readonly cards: ReadonlyMap<number, ProductCardRow>;
  readonly locale: Locale;
  readonly shaping: CardShaping | null;
}

function products(ids: readonly number[] | null, { cards, shaping }: BlockShaping): ProductCard[] | null {
  if (ids === null) return null;
  if (shaping === null) return [];
  return ids.flatMap((id) => {
    const card = cards.get(id);
    return card ? [productCardView(card, shaping)] : [];
  });
}

export function storefrontBlock(block: PageBlockRow, shaping: BlockShaping): StorefrontBlock {
  const { locale } = shaping;
  const own = block.texts[locale];
  const french = block.texts.fr;
  return {
    id: block.id,
    type: block.type,
    publicTitle: own?.publicTitle ?? french?.publicTitle ?? null,
    showTitle: block.showTitle,
    size: block.size,
    containerClass: block.containerClass,
    wrapperCssClass: block.wrapperCssClass,
    bgColor: block.bgColor,
    link: block.link,
    number: block.number,
    responsiveNumber: block.responsiveNumber ? parseResponsiveNumber(block.responsiveNumber) : null,
    source: block.source,
    html: own?.html ?? french?.html ?? null,
    items: own?.items ? [...own.items] : french?.items ? [...french.items] : null,
    images: block.images.flatMap((image) => imageView(image, locale)),
    products: products(block.productIds, shaping),
    categories:
      block.categories?.map((c) => ({
        id: c.id,
        slug: c.slug,
        name: textIn(c.names, locale) ?? c.names.fr,
        parentId: c.parentId,
        imageUrl: c.thumbKey ? variantUrl(c.thumbKey, ImageSize.GRID_DISPLAY) : null,
        productCount: c.productCount,
      })) ?? null,
    brands:
      block.brands?.map((b) => ({
        id: b.id,
        slug: b.slug,
        name: b.name,
        logoUrl: b.logoKey ? variantUrl(b.logoKey, ImageSize.SMALL_PRODUCT) : null,
      })) ?? null,
    brandLines:
      block.brandLines?.map((line) => ({
        id: line.id,
        slug: line.slug,
        name: textIn(line.names, locale) ?? line.names.fr,
        brandName: line.brandName,
        logoUrl: line.logoKey ? variantUrl(line.logoKey, ImageSize.SMALL_PRODUCT) : null,
      })) ?? null,
    blogPosts: block.blogPosts?.map((post) => blogPostCard(post, locale)) ?? null,
    blogCategories: block.blogCategories?.map((category) => blogCategoryCard(category, locale)) ?? null,
  };
}
