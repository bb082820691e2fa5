/**
 * The block form's state (what staff type, as text where they type text) and the two ways across:
 * from a stored block, and to the ContentBlockInput the server takes, narrowed to what the type reads
 * (block-kinds.ts). The module-field checks are @tijara/schema's (checkModuleFields), the ones the
 * server applies, so a value refused here is refused there with the same key and words.
 */
import {
  LOCALES,
  checkModuleFields,
  formatResponsiveNumber,
  normaliseCssClasses,
  normaliseDigits,
} from '@tijara/schema';
import type { ContentProblem, Locale } from '@tijara/schema';
import type {
  ContentBlockFieldsFragment,
  ContentBlockInput,
} from '../../__generated__/content-pages/graphql';
import type { ImageDraft } from '../content-editing';
import { isoFromShopInput, shopInputFromIso } from '../content-editing';
import { kindOf } from './block-kinds';
import type { TargetKey } from './block-kinds';

export interface BlockTextDraft {
  readonly publicTitle: string;
  readonly html: string;
  readonly items: readonly string[];
}

export interface BlockDraft {
  readonly type: string;
  readonly active: boolean;
  /** datetime-local values in shop time; '' for none. */
  readonly visibleFrom: string;
  readonly visibleUntil: string;
  readonly size: string;
  readonly containerClass: string;
  readonly wrapperCssClass: string;
  readonly bgColor: string;
  readonly showTitle: boolean;
  readonly link: string;
  /** As typed. */
  readonly number: string;
  /**
   * The responsive number's text as the field makes it: the stored "[m,t,d]", '' for none (the
   * storefront's own counts), or the boxes as typed while the schema refuses them.
   */
  readonly perView: string;
  readonly source: string;
  readonly target: Readonly<Record<TargetKey, number | null>>;
  readonly ids: readonly number[];
  readonly texts: Readonly<Record<Locale, BlockTextDraft>>;
  readonly images: readonly ImageDraft[];
}

const NO_TARGET: Readonly<Record<TargetKey, number | null>> = {
  categoryId: null,
  brandId: null,
  brandLineId: null,
  collectionId: null,
  tagId: null,
  blogCategoryId: null,
  blogPostId: null,
};
const NO_TEXT: BlockTextDraft = { publicTitle: '', html: '', items: [] };

export function blankDraft(type: string): BlockDraft {
  return {
    type,
    active: true,
    visibleFrom: '',
    visibleUntil: '',
    size: 'full',
    containerClass: '',
    wrapperCssClass: '',
    bgColor: '',
    showTitle: true,
    link: '',
    number: '',
    perView: '',
    source: 'FEATURED',
    target: NO_TARGET,
    ids: [],
    texts: { fr: NO_TEXT, en: NO_TEXT, ar: NO_TEXT },
    images: [],
  };
}

type StoredText = ContentBlockFieldsFragment['texts']['fr'];

const textDraftOf = (text: StoredText): BlockTextDraft => ({
  publicTitle: text.publicTitle ?? '',
  html: text.html ?? '',
  items: text.items,
});

export function draftOfBlock(block: ContentBlockFieldsFragment): BlockDraft {
  const { target } = block;
  return {
    type: block.type,
    active: block.active,
    visibleFrom: shopInputFromIso(block.visibleFrom),
    visibleUntil: shopInputFromIso(block.visibleUntil),
    size: block.size,
    containerClass: block.containerClass,
    wrapperCssClass: block.wrapperCssClass,
    bgColor: block.bgColor,
    showTitle: block.showTitle,
    link: block.link ?? '',
    number: block.number === null ? '' : String(block.number),
    perView: block.responsiveNumberParsed ? formatResponsiveNumber(block.responsiveNumberParsed) : '',
    source: block.source ?? 'FEATURED',
    target: {
      categoryId: target.categoryId,
      brandId: target.brandId,
      brandLineId: target.brandLineId,
      collectionId: target.collectionId,
      tagId: target.tagId,
      blogCategoryId: target.blogCategoryId,
      blogPostId: target.blogPostId,
    },
    ids: target.ids,
    texts: {
      fr: textDraftOf(block.texts.fr),
      en: textDraftOf(block.texts.en),
      ar: textDraftOf(block.texts.ar),
    },
    images: block.images.map((image) => ({
      mediaKey: image.mediaKey,
      url: image.url,
      link: image.link ?? '',
      alt: { fr: image.alt.fr ?? '', en: image.alt.en ?? '', ar: image.alt.ar ?? '' },
    })),
  };
}

/** The typed number: a whole number, NaN when something else is typed, null when nothing is. */
function numberOf(text: string): number | null {
  const digits = normaliseDigits(text).trim();
  if (digits === '') return null;
  return /^\d{1,9}$/.test(digits) ? Number(digits) : Number.NaN;
}

/** The text as the field made it, refused or not (never a default); null when none or the type has none. */
function responsiveNumberOf(draft: BlockDraft): string | null {
  return kindOf(draft.type).perView && draft.perView !== '' ? draft.perView : null;
}

/** The texts the type reads, per language (the server drops the others). */
function textsInput(draft: BlockDraft): ContentBlockInput['texts'] {
  const kind = kindOf(draft.type);
  return Object.fromEntries(
    LOCALES.map((locale) => {
      const text = draft.texts[locale];
      return [
        locale,
        {
          publicTitle: text.publicTitle.trim() || null,
          ...(kind.html ? { html: text.html } : {}),
          ...(kind.items ? { items: text.items.filter((item) => item.trim() !== '') } : {}),
        },
      ];
    }),
  );
}

function targetInput(draft: BlockDraft): ContentBlockInput['target'] {
  const kind = kindOf(draft.type);
  if (kind.target) return { [kind.target.key]: draft.target[kind.target.key] };
  return kind.ids ? { ids: [...draft.ids] } : {};
}

/** The input the server takes; `place` names the block (id) or its page (a new block, added last). */
export function inputOfDraft(
  draft: BlockDraft,
  place: { readonly id: number } | { readonly pageId: number },
): ContentBlockInput {
  const kind = kindOf(draft.type);
  const number = numberOf(draft.number);
  return {
    ...place,
    type: draft.type,
    active: draft.active,
    visibleFrom: isoFromShopInput(draft.visibleFrom),
    visibleUntil: isoFromShopInput(draft.visibleUntil),
    size: draft.size,
    containerClass: normaliseCssClasses(draft.containerClass),
    wrapperCssClass: normaliseCssClasses(draft.wrapperCssClass),
    bgColor: draft.bgColor.trim(),
    showTitle: draft.showTitle,
    link: draft.link.trim() || null,
    number: kind.number ? number : null,
    responsiveNumber: responsiveNumberOf(draft),
    source: kind.source ? draft.source : null,
    target: targetInput(draft),
    texts: textsInput(draft),
    images: kind.images
      ? draft.images.map((image) => ({
          mediaKey: image.mediaKey,
          link: image.link.trim() || null,
          alt: image.alt,
        }))
      : [],
  };
}

/** What the form can tell before sending: the schema's module-field rules, by field. */
export function draftProblems(draft: BlockDraft): ContentProblem[] {
  const kind = kindOf(draft.type);
  const number = numberOf(draft.number);
  return checkModuleFields({
    size: draft.size,
    containerClass: draft.containerClass,
    wrapperCssClass: draft.wrapperCssClass,
    bgColor: draft.bgColor,
    link: draft.link.trim(),
    number: kind.number ? number : null,
    responsiveNumber: responsiveNumberOf(draft),
    visibleFrom: isoFromShopInput(draft.visibleFrom),
    visibleUntil: isoFromShopInput(draft.visibleUntil),
  });
}

/** A copy of a block to add after it: the same fields, a new block. */
export function duplicateInput(block: ContentBlockFieldsFragment): ContentBlockInput {
  return inputOfDraft(draftOfBlock(block), { pageId: block.pageId });
}
