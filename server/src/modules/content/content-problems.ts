/**
 * The refusals of content writes: every field at fault at once, each with the key the apps translate
 * (extensions.messageKeys, field -> key; extensions.messageKey is the first one's), thrown as one
 * BAD_USER_INPUT inside the write's transaction, so nothing is written.
 */
import { ContentMessageKey, ErrorCode } from '@tijara/schema';
import { RuleError } from '../../core/errors';

/** The English developer message of each key (the apps show their own translation). */
const MESSAGES: Readonly<Record<ContentMessageKey, string>> = {
  [ContentMessageKey.INVALID_INPUT]: 'is not valid',
  [ContentMessageKey.BLOCK_TYPE_UNKNOWN]: 'is not a block type',
  [ContentMessageKey.SIZE_INVALID]: 'must be full, wide, half or third',
  [ContentMessageKey.CSS_CLASSES_INVALID]: 'must be class names of a-z, 0-9, _ and -, 100 characters at most',
  [ContentMessageKey.BG_COLOR_INVALID]: 'must be a colour like #fff or #C62828',
  [ContentMessageKey.LINK_UNSAFE]: 'must be a storefront path starting with / or an http(s) address',
  [ContentMessageKey.LINK_REQUIRED]: 'is required for this type',
  [ContentMessageKey.NUMBER_OUT_OF_RANGE]: 'must be a whole number from 1 to 48',
  [ContentMessageKey.RESPONSIVE_NUMBER_INVALID]: 'must be three whole numbers from 1 to 12, like [2,3,5]',
  [ContentMessageKey.VISIBILITY_ORDER]: 'must be after the start',
  [ContentMessageKey.SOURCE_INVALID]: 'must be FEATURED, NEW, ON_SALE or BESTSELLERS',
  [ContentMessageKey.TARGET_REQUIRED]: 'is required for this type',
  [ContentMessageKey.TARGET_UNKNOWN]: 'names nothing active in this shop',
  [ContentMessageKey.TEXT_REQUIRED]: 'must not be empty',
  [ContentMessageKey.TEXT_TOO_LONG]: 'is too long',
  [ContentMessageKey.IMAGES_REQUIRED]: 'needs at least one image',
  [ContentMessageKey.IMAGE_UNKNOWN]: 'names an image not uploaded for this shop',
  [ContentMessageKey.MENU_TYPE_UNKNOWN]: 'is not a menu item type',
  [ContentMessageKey.MENU_CODE_INVALID]: 'must be 1 to 40 characters of a-z, 0-9 and -',
  [ContentMessageKey.MENU_CODE_TAKEN]: 'is already the code of another menu of the shop',
  [ContentMessageKey.MENU_TOO_DEEP]: 'would put an item deeper than 3 levels',
  [ContentMessageKey.MENU_PARENT_INVALID]: 'must be another item of the same menu, outside the moved one',
  [ContentMessageKey.LABEL_REQUIRED]: 'must not be empty for this type',
  [ContentMessageKey.SLUG_INVALID]: 'must be lower-case letters, digits and single dashes',
  [ContentMessageKey.SLUG_TAKEN]: 'is already used by another page of the shop',
  [ContentMessageKey.POSITION_INVALID]: 'must be a whole number from 0',
  [ContentMessageKey.HOME_NOT_DELETABLE]: 'the home page cannot be deleted',
  [ContentMessageKey.HOME_ALWAYS_PUBLISHED]: 'must stay true: the home is always published',
  [ContentMessageKey.THEME_COLOR_INVALID]: 'must be a colour like #fff or #820869',
  [ContentMessageKey.PAGE_SIZE_INVALID]: 'is not an accepted page size',
  [ContentMessageKey.CREATED_AT_TOO_LATE]: 'must be at most one day after now',
};

export class ContentProblems {
  private readonly messages: Record<string, string[]> = {};
  private readonly keys: Record<string, ContentMessageKey> = {};
  private first: ContentMessageKey | null = null;

  add(field: string, key: ContentMessageKey, message = MESSAGES[key]): void {
    (this.messages[field] ??= []).push(message);
    this.keys[field] ??= key;
    this.first ??= key;
  }

  has(field: string): boolean {
    return this.messages[field] !== undefined;
  }

  /** Whether a field under `prefix` (`target` covers `target.categoryId`) has a problem. */
  hasUnder(prefix: string): boolean {
    return Object.keys(this.messages).some((field) => field === prefix || field.startsWith(`${prefix}.`));
  }

  get any(): boolean {
    return this.first !== null;
  }

  /** BAD_USER_INPUT naming every field at fault, or null when none is. */
  error(message = 'The content cannot be saved as entered'): RuleError | null {
    if (this.first === null) return null;
    return new RuleError(ErrorCode.BAD_USER_INPUT, this.first, message, this.messages, {
      messageKeys: this.keys,
    });
  }

  assertNone(): void {
    const error = this.error();
    if (error) throw error;
  }
}

/** One refusal of one field, thrown at once (a refusal found after the form's checks, a race lost). */
export function contentRefusal(field: string, key: ContentMessageKey): RuleError {
  const problems = new ContentProblems();
  problems.add(field, key);
  return problems.error() as RuleError;
}
