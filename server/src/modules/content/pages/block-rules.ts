/**
 * The checks of one block that need no database: its type (one of the 18 on write), the module
 * fields (schema's checkModuleFields), the source of product blocks, the target its type needs, its
 * texts per language (HTML sanitised) and its images. Values come back cleaned and narrowed to what
 * the type reads; problems go to the collector under the input's field names.
 */
import {
  BLOCK_NUMBER_MAX,
  ContentMessageKey,
  LOCALES,
  PRODUCT_BLOCK_SOURCES,
  checkModuleFields,
  formatResponsiveNumber,
  isBlockType,
  isSafeContentLink,
  normaliseCssClasses,
  parseResponsiveNumber,
} from '@tijara/schema';
import type { BlockType, Locale, ProductBlockSource } from '@tijara/schema';
import { isMediaKey } from '../../media';
import type { ContentProblems } from '../content-problems';
import { sanitizeRichHtml, visibleText } from '../html/rich-html';
import { cleanTexts, TEXT_MAX_LENGTH } from '../texts';
import type { TextsInput } from '../texts';
import type { BlockImageRow, BlockTarget, BlockTextRow, BlockTextsRow } from './block-row';

/** HTML of one language as typed (before cleaning), characters. */
export const BLOCK_HTML_MAX_LENGTH = 20_000;
export const TEXT_CAROUSEL_MAX_ITEMS = 20;
export const BLOCK_MAX_IMAGES = 12;

const PRODUCT_LISTS: readonly string[] = ['products_carousel', 'products_grid'];

/** The single target id each type needs, by the target's key. */
const REQUIRED_TARGET: Partial<Record<BlockType, keyof BlockTarget>> = {
  category_products_carousel: 'categoryId',
  brands_products_carousel: 'brandId',
  brand_lines_products_carousel: 'brandLineId',
  collection_products: 'collectionId',
  tag_products: 'tagId',
  blog_post_card: 'blogPostId',
};
const OPTIONAL_TARGET: Partial<Record<BlockType, keyof BlockTarget>> = {
  blog_posts_carousel: 'blogCategoryId',
};
const ID_LISTS: readonly BlockType[] = [
  'categories_carousel',
  'brands_carousel',
  'brand_lines_carousel',
  'blog_categories_carousel',
];
const HTML_TYPES: readonly BlockType[] = ['html_block', 'banner'];

export interface BlockTextInputValue {
  readonly publicTitle?: string | null;
  readonly html?: string | null;
  readonly items?: readonly string[] | null;
}

export interface BlockImageInputValue {
  readonly mediaKey: string;
  readonly link?: string | null;
  readonly alt?: TextsInput | null;
}

export interface BlockFields {
  readonly type: string;
  readonly active?: boolean | null;
  readonly visibleFrom?: Date | null;
  readonly visibleUntil?: Date | null;
  readonly size?: string | null;
  readonly containerClass?: string | null;
  readonly wrapperCssClass?: string | null;
  readonly bgColor?: string | null;
  readonly showTitle?: boolean | null;
  readonly link?: string | null;
  readonly number?: number | null;
  readonly responsiveNumber?: string | null;
  readonly source?: string | null;
  readonly target?: BlockTarget | null;
  readonly texts?: Partial<Record<Locale, BlockTextInputValue | null>> | null;
  readonly images?: readonly BlockImageInputValue[] | null;
}

export interface CleanBlock {
  readonly type: BlockType;
  readonly active: boolean;
  readonly visibleFrom: Date | null;
  readonly visibleUntil: Date | null;
  readonly size: string;
  readonly containerClass: string;
  readonly wrapperCssClass: string;
  readonly bgColor: string;
  readonly showTitle: boolean;
  readonly link: string | null;
  readonly number: number | null;
  readonly responsiveNumber: string | null;
  readonly source: ProductBlockSource | null;
  readonly target: BlockTarget;
  readonly texts: BlockTextsRow;
  readonly images: readonly BlockImageRow[];
}

function isId(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 1;
}

function cleanSource(problems: ContentProblems, type: BlockType, source: string | null | undefined) {
  if (!PRODUCT_LISTS.includes(type)) return null;
  const value = source?.trim() || 'FEATURED';
  if ((PRODUCT_BLOCK_SOURCES as readonly string[]).includes(value)) return value as ProductBlockSource;
  problems.add('source', ContentMessageKey.SOURCE_INVALID);
  return null;
}

function cleanTarget(problems: ContentProblems, type: BlockType, target: BlockTarget | null | undefined) {
  const required = REQUIRED_TARGET[type];
  const optional = OPTIONAL_TARGET[type];
  const key = required ?? optional;
  if (key) {
    const id = target?.[key];
    if (id === undefined || id === null) {
      if (required) problems.add(`target.${key}`, ContentMessageKey.TARGET_REQUIRED);
      return {};
    }
    if (!isId(id)) problems.add(`target.${key}`, ContentMessageKey.TARGET_UNKNOWN);
    return { [key]: id } as BlockTarget;
  }
  if (!ID_LISTS.includes(type) || !target?.ids || target.ids.length === 0) return {};
  const ids = [...new Set(target.ids)];
  if (!ids.every(isId) || ids.length > BLOCK_NUMBER_MAX)
    problems.add('target.ids', ContentMessageKey.TARGET_UNKNOWN);
  return { ids };
}

function cleanHtml(
  problems: ContentProblems,
  field: string,
  html: string | null | undefined,
): string | undefined {
  if (!html?.trim()) return undefined;
  if (html.length > BLOCK_HTML_MAX_LENGTH) {
    problems.add(field, ContentMessageKey.TEXT_TOO_LONG);
    return undefined;
  }
  const clean = sanitizeRichHtml(html);
  return visibleText(clean) === '' && !clean.includes('<img') ? undefined : clean;
}

function cleanText(problems: ContentProblems, type: BlockType, locale: Locale, input: BlockTextInputValue) {
  const field = `texts.${locale}`;
  const title = input.publicTitle?.trim() ?? '';
  if (title.length > TEXT_MAX_LENGTH) problems.add(`${field}.publicTitle`, ContentMessageKey.TEXT_TOO_LONG);
  const text: { publicTitle?: string; html?: string; items?: string[] } = {};
  if (title !== '') text.publicTitle = title;
  if (HTML_TYPES.includes(type)) {
    const html = cleanHtml(problems, `${field}.html`, input.html);
    if (html !== undefined) text.html = html;
  }
  if (type === 'text_carousel') {
    const typed = input.items ?? [];
    if (typed.length > TEXT_CAROUSEL_MAX_ITEMS)
      problems.add(`${field}.items`, ContentMessageKey.TEXT_TOO_LONG);
    const items = typed.flatMap((item, index) => cleanHtml(problems, `${field}.items.${index}`, item) ?? []);
    if (items.length > 0) text.items = items;
  }
  return text;
}

function cleanTextsOf(
  problems: ContentProblems,
  type: BlockType,
  texts: BlockFields['texts'],
): BlockTextsRow {
  const clean: Partial<Record<Locale, BlockTextRow>> = {};
  for (const locale of LOCALES) {
    const input = texts?.[locale];
    if (!input) continue;
    const text = cleanText(problems, type, locale, input);
    if (Object.keys(text).length > 0) clean[locale] = text;
  }
  if (type === 'html_block' && !clean.fr?.html && !problems.hasUnder('texts.fr.html')) {
    problems.add('texts.fr.html', ContentMessageKey.TEXT_REQUIRED);
  }
  if (type === 'text_carousel' && !clean.fr?.items && !problems.hasUnder('texts.fr.items')) {
    problems.add('texts.fr.items', ContentMessageKey.TEXT_REQUIRED);
  }
  return clean;
}

function cleanImages(
  problems: ContentProblems,
  type: BlockType,
  images: BlockFields['images'],
): BlockImageRow[] {
  const typed = images ?? [];
  if ((type === 'banner' || type === 'banner_carousel') && typed.length === 0) {
    problems.add('images', ContentMessageKey.IMAGES_REQUIRED);
  }
  if (typed.length > BLOCK_MAX_IMAGES) problems.add('images', ContentMessageKey.TEXT_TOO_LONG);
  return typed.map((image, index) => {
    const field = `images.${index}`;
    if (!isMediaKey(image.mediaKey)) problems.add(`${field}.mediaKey`, ContentMessageKey.IMAGE_UNKNOWN);
    const link = image.link?.trim() || null;
    if (link !== null && !isSafeContentLink(link))
      problems.add(`${field}.link`, ContentMessageKey.LINK_UNSAFE);
    return { mediaKey: image.mediaKey, link, alt: cleanTexts(problems, `${field}.alt`, image.alt) };
  });
}

export function checkBlock(problems: ContentProblems, fields: BlockFields): CleanBlock | null {
  for (const problem of checkModuleFields(fields)) problems.add(problem.field, problem.key);
  if (!isBlockType(fields.type)) {
    problems.add('type', ContentMessageKey.BLOCK_TYPE_UNKNOWN);
    return null;
  }
  const { type } = fields;
  const parsed = fields.responsiveNumber ? parseResponsiveNumber(fields.responsiveNumber) : null;
  return {
    type,
    active: fields.active ?? true,
    visibleFrom: fields.visibleFrom ?? null,
    visibleUntil: fields.visibleUntil ?? null,
    size: fields.size?.trim() || 'full',
    containerClass: normaliseCssClasses(fields.containerClass ?? ''),
    wrapperCssClass: normaliseCssClasses(fields.wrapperCssClass ?? ''),
    bgColor: fields.bgColor?.trim() ?? '',
    showTitle: fields.showTitle ?? true,
    link: fields.link?.trim() || null,
    number: fields.number ?? null,
    responsiveNumber: parsed ? formatResponsiveNumber(parsed) : null,
    source: cleanSource(problems, type, fields.source),
    target: cleanTarget(problems, type, fields.target),
    texts: cleanTextsOf(problems, type, fields.texts),
    images: cleanImages(problems, type, fields.images),
  };
}
