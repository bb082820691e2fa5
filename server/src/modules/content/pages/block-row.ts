/** A block's JSON columns as stored (content_block.target, texts, images). */
import type { Locale } from '@tijara/schema';
import type { PartialTexts } from '../texts';

/** What a block shows, by type (only the keys its type reads are stored). */
export interface BlockTarget {
  readonly categoryId?: number;
  readonly brandId?: number;
  readonly brandLineId?: number;
  readonly collectionId?: number;
  readonly tagId?: number;
  readonly blogCategoryId?: number;
  readonly blogPostId?: number;
  /** Carousels of categories, brands, brand lines or blog categories: the ones to show, in order. */
  readonly ids?: readonly number[];
}

export interface BlockTextRow {
  readonly publicTitle?: string;
  /** Sanitised HTML: html_block, banner caption. */
  readonly html?: string;
  /** Sanitised HTML fragments: text_carousel slides. */
  readonly items?: readonly string[];
}

export type BlockTextsRow = Readonly<Partial<Record<Locale, BlockTextRow>>>;

export interface BlockImageRow {
  /** A content_image of the block's shop. */
  readonly mediaKey: string;
  readonly link: string | null;
  readonly alt: PartialTexts;
}
