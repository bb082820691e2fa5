/**
 * What the pack form says when the server refuses. setPack answers BAD_USER_INPUT with field errors
 * keyed by the item's index (items.2.quantity); each lands under its row, the others (mode, items)
 * under the pack. The rules' sentences (pack-rules.ts) carry no message key, so the known ones are
 * matched to this screen's texts and any other is shown as the server wrote it.
 */
import type { IntlShape, MessageDescriptor } from 'react-intl';
import { errorMessage, serverVerdict } from '@tijara/shared';
import { messages, refusalMessages } from './messages';

const KNOWN: Readonly<Record<string, MessageDescriptor>> = {
  'a pack cannot contain itself': refusalMessages.containsItself,
  'a pack cannot contain another pack': refusalMessages.containsPack,
  'this product is in a pack, and a pack cannot contain another pack': refusalMessages.inPackElsewhere,
  'is not a combination of this product': refusalMessages.notOwnCombination,
  'is already in the pack': refusalMessages.duplicate,
  'a product that is not a pack has no items': refusalMessages.notAPack,
  'a strict pack fixes the combination of this product': messages.combinationRequired,
  'must be a whole number from 1': messages.quantityInvalid,
  'a pack needs at least one product': messages.itemsRequired,
};

export interface PackRefusal {
  /** The pack as a whole: the error code's text, then the lines no row carries. */
  readonly pack: readonly string[];
  /** Row index -> field (productId, quantity, combinationId) -> lines. */
  readonly rows: Readonly<Record<number, Readonly<Record<string, readonly string[]>>>>;
  readonly conflict: boolean;
}

const ROW_FIELD = /^items\.(\d+)\.(\w+)$/;

export function packRefusalOf(error: unknown, intl: IntlShape): PackRefusal {
  const verdict = serverVerdict(error);
  const say = (line: string) => {
    const known = KNOWN[line];
    return known ? intl.formatMessage(known) : line;
  };
  const pack = [intl.formatMessage(errorMessage(verdict))];
  const rows: Record<number, Record<string, string[]>> = {};
  for (const [path, lines] of Object.entries(verdict?.fieldErrors ?? {})) {
    const match = ROW_FIELD.exec(path);
    if (match?.[1] !== undefined && match[2] !== undefined) {
      const row = (rows[Number(match[1])] ??= {});
      (row[match[2]] ??= []).push(...lines.map(say));
    } else pack.push(...lines.map(say));
  }
  return { pack, rows, conflict: verdict?.code === 'CONFLICT' };
}
