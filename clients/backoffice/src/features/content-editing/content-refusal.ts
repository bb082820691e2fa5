/**
 * A content write the server refused, as the forms show it: one line under each field it names (its
 * full path, `texts.fr.publicTitle`, `target.categoryId`, `images.1.link`), in this screen's words
 * for its `content.*` key (extensions.messageKeys), and the sentence for the whole form: "fix the
 * fields" for a BAD_USER_INPUT with fields, else the shared text of the error's code (or of no
 * answer at all).
 */
import type { MessageDescriptor } from 'react-intl';
import { ContentMessageKey } from '@tijara/schema';
import { errorMessage, serverVerdict } from '@tijara/shared';
import { messages } from './messages';
import { refusalMessages } from './refusal-messages';

export interface ContentRefusal {
  /** Said for the form as a whole. */
  readonly message: MessageDescriptor;
  /** By field path, what to say under that field. */
  readonly fields: Readonly<Record<string, MessageDescriptor>>;
}

const BY_KEY: Readonly<Record<string, MessageDescriptor>> = {
  [ContentMessageKey.INVALID_INPUT]: refusalMessages.invalidInput,
  [ContentMessageKey.BLOCK_TYPE_UNKNOWN]: refusalMessages.blockTypeUnknown,
  [ContentMessageKey.SIZE_INVALID]: refusalMessages.sizeInvalid,
  [ContentMessageKey.CSS_CLASSES_INVALID]: refusalMessages.cssClassesInvalid,
  [ContentMessageKey.BG_COLOR_INVALID]: refusalMessages.bgColorInvalid,
  [ContentMessageKey.LINK_UNSAFE]: refusalMessages.linkUnsafe,
  [ContentMessageKey.LINK_REQUIRED]: refusalMessages.linkRequired,
  [ContentMessageKey.NUMBER_OUT_OF_RANGE]: refusalMessages.numberOutOfRange,
  [ContentMessageKey.RESPONSIVE_NUMBER_INVALID]: refusalMessages.responsiveNumberInvalid,
  [ContentMessageKey.VISIBILITY_ORDER]: refusalMessages.visibilityOrder,
  [ContentMessageKey.SOURCE_INVALID]: refusalMessages.sourceInvalid,
  [ContentMessageKey.TARGET_REQUIRED]: refusalMessages.targetRequired,
  [ContentMessageKey.TARGET_UNKNOWN]: refusalMessages.targetUnknown,
  [ContentMessageKey.TEXT_REQUIRED]: refusalMessages.textRequired,
  [ContentMessageKey.TEXT_TOO_LONG]: refusalMessages.textTooLong,
  [ContentMessageKey.IMAGES_REQUIRED]: refusalMessages.imagesRequired,
  [ContentMessageKey.IMAGE_UNKNOWN]: refusalMessages.imageUnknown,
  [ContentMessageKey.SLUG_INVALID]: refusalMessages.slugInvalid,
  [ContentMessageKey.SLUG_TAKEN]: refusalMessages.slugTaken,
  [ContentMessageKey.POSITION_INVALID]: refusalMessages.positionInvalid,
  [ContentMessageKey.HOME_NOT_DELETABLE]: refusalMessages.homeNotDeletable,
  [ContentMessageKey.PAGE_SIZE_INVALID]: refusalMessages.pageSizeInvalid,
};

function keysOf(extensions: Record<string, unknown>): Readonly<Record<string, string>> {
  const keys = extensions['messageKeys'];
  if (typeof keys !== 'object' || keys === null) return {};
  return Object.fromEntries(
    Object.entries(keys).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

export function contentRefusalOf(error: unknown): ContentRefusal {
  const verdict = serverVerdict(error);
  if (!verdict) return { message: errorMessage(null), fields: {} };
  const keys = keysOf(verdict.extensions);
  const paths = new Set([...Object.keys(verdict.fieldErrors), ...Object.keys(keys)]);
  const fields = Object.fromEntries(
    [...paths].map((path) => [path, BY_KEY[keys[path] ?? ''] ?? refusalMessages.invalidInput]),
  );
  const message =
    verdict.code === 'BAD_USER_INPUT' && paths.size > 0
      ? messages.notSaved
      : (BY_KEY[verdict.messageKey ?? ''] ?? errorMessage(verdict));
  return { message, fields };
}

/** The form's own checks (the schema's rules, the server's keys) as a refusal's fields. */
export function problemFields(
  problems: readonly { readonly field: string; readonly key: string }[],
): Readonly<Record<string, MessageDescriptor>> {
  return Object.fromEntries(
    problems.map((problem) => [problem.field, BY_KEY[problem.key] ?? refusalMessages.invalidInput]),
  );
}

/** The fields of a refusal under `prefix` (itself and `prefix.…`), by path relative to it. */
export function fieldsUnder(
  fields: Readonly<Record<string, MessageDescriptor>>,
  prefix: string,
): Readonly<Record<string, MessageDescriptor>> {
  return Object.fromEntries(
    Object.entries(fields).flatMap(([path, message]) => {
      if (path === prefix) return [['', message]];
      return path.startsWith(`${prefix}.`) ? [[path.slice(prefix.length + 1), message]] : [];
    }),
  );
}
