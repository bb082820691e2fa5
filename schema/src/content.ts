/**
 * The content vocabulary the server, the storefront and the back office share (menus, pages made of
 * blocks, CMS pages, blog, theme): the block and menu item types, the block sizes and product
 * sources, the module-field rules (responsive number, link, CSS classes, background colour, number,
 * visibility window) with the message keys of their refusals, and the theme variables with their
 * defaults. One implementation, so a value the back office accepts is one the server stores.
 */
import { normaliseDigits } from './digits.js';

/** The block types staff may write (the server stores and returns any type already stored). */
export const BLOCK_TYPES = [
  'products_carousel',
  'products_grid',
  'categories_carousel',
  'category_products_carousel',
  'brands_carousel',
  'brands_products_carousel',
  'brand_lines_carousel',
  'brand_lines_products_carousel',
  'collection_products',
  'tag_products',
  'html_block',
  'banner',
  'banner_carousel',
  'discount_block',
  'blog_posts_carousel',
  'blog_post_card',
  'text_carousel',
  'blog_categories_carousel',
] as const;
export type BlockType = (typeof BLOCK_TYPES)[number];

export function isBlockType(value: string): value is BlockType {
  return (BLOCK_TYPES as readonly string[]).includes(value);
}

/**
 * The module types the storefront draws (its dispatcher, features/home/modules.tsx): the block types
 * and two product carousels of the spec older data may hold. Any other stored type draws nothing, so
 * the block a page opens with (whose banner the server's head preloads) is its first of these.
 */
export const STOREFRONT_MODULE_TYPES: readonly string[] = /* @__PURE__ */ (
  BLOCK_TYPES as readonly string[]
).concat(['discounted_products', 'bestsellers_products']);

export function isStorefrontModuleType(value: string): boolean {
  return STOREFRONT_MODULE_TYPES.includes(value);
}

/** Typed targets (a picker in the item form), the free link, and the numeric heading types. */
export const MENU_TARGET_TYPES = [
  'ProductCategory',
  'Brand',
  'Product',
  'Cms',
  'BlogCategory',
  'BlogPost',
  'collectionPage',
] as const;
export type MenuTargetType = (typeof MENU_TARGET_TYPES)[number];

/** Numeric types: no target and no link; the storefront shows their label as a heading of its children. */
export const MENU_HEADING_TYPES = ['3', '4', '5', '6', '8', '10'] as const;
export type MenuHeadingType = (typeof MENU_HEADING_TYPES)[number];

export const MENU_LINK_TYPE = 'Link';

export const MENU_ITEM_TYPES = [...MENU_TARGET_TYPES, MENU_LINK_TYPE, ...MENU_HEADING_TYPES] as const;
export type MenuItemType = (typeof MENU_ITEM_TYPES)[number];

export function isMenuItemType(value: string): value is MenuItemType {
  return (MENU_ITEM_TYPES as readonly string[]).includes(value);
}

/** What the item form asks for a type: a target picker, a link input, or nothing. */
export function menuItemInput(type: MenuItemType): 'target' | 'link' | 'none' {
  if ((MENU_TARGET_TYPES as readonly string[]).includes(type)) return 'target';
  return type === MENU_LINK_TYPE ? 'link' : 'none';
}

/** Levels of a menu tree: a root item is level 1. */
export const MENU_MAX_DEPTH = 3;
/** A menu's code: `header`, `footer`, or one staff add. */
export const MENU_CODE_PATTERN = /^[a-z0-9-]{1,40}$/;
export const DEFAULT_MENU_CODES = ['header', 'footer'] as const;

export const BLOCK_SIZES = ['full', 'wide', 'half', 'third'] as const;
export type BlockSize = (typeof BLOCK_SIZES)[number];

/** Which products a products_carousel or products_grid shows. */
export const PRODUCT_BLOCK_SOURCES = ['FEATURED', 'NEW', 'ON_SALE', 'BESTSELLERS'] as const;
export type ProductBlockSource = (typeof PRODUCT_BLOCK_SOURCES)[number];

/** `number`: how many items a block shows at most. */
export const BLOCK_NUMBER_MIN = 1;
export const BLOCK_NUMBER_MAX = 48;
/** Each of the three counts of `responsiveNumber` (slides or columns per view). */
export const RESPONSIVE_NUMBER_MIN = 1;
export const RESPONSIVE_NUMBER_MAX = 12;
export const CSS_CLASSES_MAX_LENGTH = 100;
export const CONTENT_LINK_MAX_LENGTH = 2000;

/** The keys the apps translate for every refusal of a content write (extensions.messageKeys). */
export const ContentMessageKey = {
  INVALID_INPUT: 'content.invalid_input',
  BLOCK_TYPE_UNKNOWN: 'content.block_type_unknown',
  SIZE_INVALID: 'content.size_invalid',
  CSS_CLASSES_INVALID: 'content.css_classes_invalid',
  BG_COLOR_INVALID: 'content.bg_color_invalid',
  LINK_UNSAFE: 'content.link_unsafe',
  LINK_REQUIRED: 'content.link_required',
  NUMBER_OUT_OF_RANGE: 'content.number_out_of_range',
  RESPONSIVE_NUMBER_INVALID: 'content.responsive_number_invalid',
  VISIBILITY_ORDER: 'content.visibility_order',
  SOURCE_INVALID: 'content.source_invalid',
  TARGET_REQUIRED: 'content.target_required',
  TARGET_UNKNOWN: 'content.target_unknown',
  TEXT_REQUIRED: 'content.text_required',
  TEXT_TOO_LONG: 'content.text_too_long',
  IMAGES_REQUIRED: 'content.images_required',
  IMAGE_UNKNOWN: 'content.image_unknown',
  MENU_TYPE_UNKNOWN: 'content.menu_type_unknown',
  MENU_CODE_INVALID: 'content.menu_code_invalid',
  MENU_CODE_TAKEN: 'content.menu_code_taken',
  MENU_TOO_DEEP: 'content.menu_too_deep',
  MENU_PARENT_INVALID: 'content.menu_parent_invalid',
  LABEL_REQUIRED: 'content.label_required',
  SLUG_INVALID: 'content.slug_invalid',
  SLUG_TAKEN: 'content.slug_taken',
  POSITION_INVALID: 'content.position_invalid',
  HOME_NOT_DELETABLE: 'content.home_not_deletable',
  HOME_ALWAYS_PUBLISHED: 'content.home_always_published',
  THEME_COLOR_INVALID: 'content.theme_color_invalid',
  PAGE_SIZE_INVALID: 'content.page_size_invalid',
  CREATED_AT_TOO_LATE: 'content.created_at_too_late',
} as const;
export type ContentMessageKey = (typeof ContentMessageKey)[keyof typeof ContentMessageKey];

/**
 * How far past now a blog post's date (createdAt) may be set: one day, so a post dated "tomorrow"
 * from a shop or a device a time zone ahead, or with its clock a little fast, is taken, while a date
 * meant as a schedule is refused (the blog has no scheduled publishing: a published post shows at once).
 */
export const BLOG_POST_DATE_MAX_AHEAD_MS = 24 * 60 * 60 * 1000;

/** Whether a blog post may carry this date (any past date: posts migrated from an old site keep theirs). */
export function isBlogPostDateAllowed(date: Date, now: Date): boolean {
  const time = date.getTime();
  return !Number.isNaN(time) && time <= now.getTime() + BLOG_POST_DATE_MAX_AHEAD_MS;
}

export interface ResponsiveNumber {
  readonly mobile: number;
  readonly tablet: number;
  readonly desktop: number;
}

function isCount(value: unknown): value is number {
  return (
    typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= RESPONSIVE_NUMBER_MIN &&
    value <= RESPONSIVE_NUMBER_MAX
  );
}

/**
 * `"[mobile,tablet,desktop]"` (how it is stored) as its three counts; null for anything else: not
 * JSON, not exactly three whole numbers, or one outside 1..12. Arabic-Indic digits are read as digits.
 */
export function parseResponsiveNumber(text: string): ResponsiveNumber | null {
  let value: unknown;
  try {
    value = JSON.parse(normaliseDigits(text));
  } catch {
    return null;
  }
  if (!Array.isArray(value) || value.length !== 3 || !value.every(isCount)) return null;
  const [mobile, tablet, desktop] = value as [number, number, number];
  return { mobile, tablet, desktop };
}

/** The stored form, `"[2,3,5]"`. */
export function formatResponsiveNumber({ mobile, tablet, desktop }: ResponsiveNumber): string {
  return `[${mobile},${tablet},${desktop}]`;
}

function isControl(character: string): boolean {
  const code = character.charCodeAt(0);
  return code < 0x20 || code === 0x7f;
}

/**
 * A link staff may put on a block or a menu item: a storefront path (`/catalog/...`, never `//host`)
 * or an http(s) address. Everything else (javascript:, data:, vbscript:, mailto:, a bare word,
 * spaces or control characters) is refused.
 */
export function isSafeContentLink(link: string): boolean {
  if (link === '' || link.length > CONTENT_LINK_MAX_LENGTH) return false;
  if (/[\s\\]/.test(link) || [...link].some(isControl)) return false;
  if (link.startsWith('/')) return !link.startsWith('//');
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return false;
  }
  return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
}

/** Space-separated CSS class tokens `[a-z0-9_-]`, at most 100 characters; '' is none. */
export function isCssClassList(value: string): boolean {
  return value.length <= CSS_CLASSES_MAX_LENGTH && /^(?:[a-z0-9_-]+(?: [a-z0-9_-]+)*)?$/.test(value);
}

/** Trimmed, runs of spaces made one: the form a class list is checked and stored in. */
export function normaliseCssClasses(value: string): string {
  return value.trim().replace(/\s+/g, ' ');
}

const HEX_COLOR = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

/** A block's background: `#rgb`, `#rrggbb` or '' (none). */
export function isBgColor(value: string): boolean {
  return value === '' || HEX_COLOR.test(value);
}

export interface ModuleFieldValues {
  readonly size?: string | null;
  readonly containerClass?: string | null;
  readonly wrapperCssClass?: string | null;
  readonly bgColor?: string | null;
  readonly link?: string | null;
  readonly number?: number | null;
  readonly responsiveNumber?: string | null;
  readonly visibleFrom?: Date | string | null;
  readonly visibleUntil?: Date | string | null;
}

export interface ContentProblem {
  readonly field: string;
  readonly key: ContentMessageKey;
}

function instant(value: Date | string | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const time = value instanceof Date ? value.getTime() : Date.parse(value);
  return Number.isNaN(time) ? null : time;
}

/** The module fields' rules (every block type), each problem with its field and message key. */
export function checkModuleFields(values: ModuleFieldValues): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const add = (field: string, key: ContentMessageKey) => problems.push({ field, key });
  const { size, number, responsiveNumber, link } = values;
  if (size && !(BLOCK_SIZES as readonly string[]).includes(size)) add('size', ContentMessageKey.SIZE_INVALID);
  for (const field of ['containerClass', 'wrapperCssClass'] as const) {
    const classes = values[field];
    if (classes && !isCssClassList(normaliseCssClasses(classes))) {
      add(field, ContentMessageKey.CSS_CLASSES_INVALID);
    }
  }
  if (values.bgColor && !isBgColor(values.bgColor.trim())) add('bgColor', ContentMessageKey.BG_COLOR_INVALID);
  if (link && !isSafeContentLink(link.trim())) add('link', ContentMessageKey.LINK_UNSAFE);
  if (
    number !== null &&
    number !== undefined &&
    !(Number.isInteger(number) && number >= BLOCK_NUMBER_MIN && number <= BLOCK_NUMBER_MAX)
  ) {
    add('number', ContentMessageKey.NUMBER_OUT_OF_RANGE);
  }
  if (responsiveNumber && parseResponsiveNumber(responsiveNumber) === null) {
    add('responsiveNumber', ContentMessageKey.RESPONSIVE_NUMBER_INVALID);
  }
  const from = instant(values.visibleFrom);
  const until = instant(values.visibleUntil);
  if (from !== null && until !== null && until <= from)
    add('visibleUntil', ContentMessageKey.VISIBILITY_ORDER);
  return problems;
}

/** The ten theme variables (spec section 9), by their GraphQL name, with CSS name and default. */
export const THEME_VARIABLES = [
  { name: 'colorBrand', cssName: '--color-brand', defaultValue: '#000000' },
  { name: 'colorPrimary', cssName: '--color-primary', defaultValue: '#820869' },
  { name: 'colorSecondary', cssName: '--color-secondary', defaultValue: '#180882' },
  { name: 'colorWarning', cssName: '--color-warning', defaultValue: '#F54705' },
  { name: 'colorDanger', cssName: '--color-danger', defaultValue: '#DC2107' },
  { name: 'colorSuccess', cssName: '--color-success', defaultValue: '#05BC77' },
  { name: 'colorInfo', cssName: '--color-info', defaultValue: '#0A2FA8' },
  { name: 'colorText', cssName: '--color-text', defaultValue: '#4f5d77' },
  { name: 'colorHeading', cssName: '--color-heading', defaultValue: '#222222' },
  { name: 'colorGrey1', cssName: '--color-grey-1', defaultValue: '#1a1a1a' },
] as const;
export type ThemeVariableName = (typeof THEME_VARIABLES)[number]['name'];
export type ThemeValues = Readonly<Record<ThemeVariableName, string>>;

export const THEME_DEFAULTS: ThemeValues = /* @__PURE__ */ Object.fromEntries(
  THEME_VARIABLES.map((variable) => [variable.name, variable.defaultValue]),
) as Record<ThemeVariableName, string>;

/** A theme colour: `#rgb` or `#rrggbb` (no name, no function: it goes into a stylesheet as is). */
export function isThemeColor(value: string): boolean {
  return HEX_COLOR.test(value);
}

/** `:root{--color-brand:#000000;...}`: the stylesheet the storefront links. */
export function themeCss(values: ThemeValues): string {
  const declarations = THEME_VARIABLES.map((variable) => `${variable.cssName}:${values[variable.name]};`);
  return `:root{${declarations.join('')}}`;
}
