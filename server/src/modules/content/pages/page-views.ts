/** Page and block rows (page.sql.ts) as the editor's GraphQL answers. */
import { LOCALES, isBlockType, parseResponsiveNumber } from '@tijara/schema';
import { ImageSize, variantUrl } from '../../media';
import type { BlockTextRow } from './block-row';
import type { BlockRow, PageDetailRow, PageRow } from './page.sql';
import type {
  BlockTextResult,
  BlockTextsResult,
  ContentBlockView,
  ContentPageDetail,
  ContentPageView,
} from './page.results';

export function pageView(row: PageRow): ContentPageView {
  return {
    id: row.id,
    slug: row.slug,
    title: { ...row.title },
    published: row.published,
    blockCount: row.blockCount,
    updatedAt: new Date(row.updatedAt),
  };
}

function textView(text: BlockTextRow | undefined): BlockTextResult {
  return {
    publicTitle: text?.publicTitle ?? null,
    html: text?.html ?? null,
    items: [...(text?.items ?? [])],
  };
}

const dateOrNull = (value: string | null) => (value === null ? null : new Date(value));

export function blockView(row: BlockRow): ContentBlockView {
  const texts = Object.fromEntries(LOCALES.map((locale) => [locale, textView(row.texts[locale])]));
  const { target } = row;
  return {
    id: row.id,
    pageId: row.pageId,
    position: row.position,
    type: row.type,
    knownType: isBlockType(row.type),
    active: row.active,
    visibleFrom: dateOrNull(row.visibleFrom),
    visibleUntil: dateOrNull(row.visibleUntil),
    size: row.size,
    containerClass: row.containerClass,
    wrapperCssClass: row.wrapperCssClass,
    bgColor: row.bgColor,
    showTitle: row.showTitle,
    link: row.link,
    number: row.number,
    responsiveNumber: row.responsiveNumber,
    responsiveNumberParsed: row.responsiveNumber ? parseResponsiveNumber(row.responsiveNumber) : null,
    source: row.source,
    target: {
      categoryId: target.categoryId ?? null,
      brandId: target.brandId ?? null,
      brandLineId: target.brandLineId ?? null,
      collectionId: target.collectionId ?? null,
      tagId: target.tagId ?? null,
      blogCategoryId: target.blogCategoryId ?? null,
      blogPostId: target.blogPostId ?? null,
      ids: [...(target.ids ?? [])],
    },
    texts: texts as unknown as BlockTextsResult,
    images: row.images.map((image) => ({
      mediaKey: image.mediaKey,
      url: variantUrl(image.mediaKey, ImageSize.GRID_DISPLAY),
      width: image.width,
      height: image.height,
      link: image.link,
      alt: { ...image.alt },
    })),
    updatedAt: new Date(row.updatedAt),
  };
}

export function pageDetailView(row: PageDetailRow): ContentPageDetail {
  return { ...pageView(row), blocks: row.blocks.map(blockView) };
}
