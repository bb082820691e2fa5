/**
 * The segment form as typed and its conversion into CustomerSegmentInput. A members segment sends no
 * rule; a rule segment needs a minimum number of orders, a minimum spent (centimes, typed in DA and
 * read by parseCurrencyInput like every currency field of the back office), or both. What the server
 * checks again is checked here only so that a mistyped field is named before sending.
 */
import type { MessageDescriptor } from 'react-intl';
import { commonMessages, formatCurrencyInput, parseCurrencyInput } from '@tijara/shared';
import type {
  CustomerSegmentInput,
  SegmentFieldsFragment,
  SegmentKind,
} from '../../__generated__/customer-segments/graphql';
import { parseWholeNumber } from '../../components/whole-number';
import { messages } from './messages';

export interface SegmentDraft {
  readonly name: string;
  readonly kind: SegmentKind;
  readonly minOrders: string;
  readonly minSpent: string;
}

export type SegmentProblems = Readonly<Record<string, readonly MessageDescriptor[]>>;

export type SegmentCheck =
  | { readonly ok: true; readonly input: CustomerSegmentInput }
  | { readonly ok: false; readonly problems: SegmentProblems };

export const EMPTY_SEGMENT: SegmentDraft = { name: '', kind: 'MEMBERS', minOrders: '', minSpent: '' };

export function segmentDraftOf(segment: SegmentFieldsFragment): SegmentDraft {
  return {
    name: segment.name,
    kind: segment.kind,
    minOrders: segment.minOrders === null ? '' : String(segment.minOrders),
    minSpent: segment.minSpent === null ? '' : formatCurrencyInput(segment.minSpent),
  };
}

/** The minimum of orders: null when left blank, undefined when not a whole number from 1. */
function parseOrders(text: string): number | null | undefined {
  if (text.trim() === '') return null;
  const count = parseWholeNumber(text);
  return count !== null && count >= 1 ? count : undefined;
}

export function checkSegment(draft: SegmentDraft): SegmentCheck {
  const problems: Record<string, MessageDescriptor[]> = {};
  const name = draft.name.trim();
  if (!name) problems['name'] = [commonMessages.nameRequired];
  if (draft.kind === 'MEMBERS') {
    if (!name) return { ok: false, problems };
    return { ok: true, input: { name, kind: 'MEMBERS', minOrders: null, minSpent: null } };
  }
  const minOrders = parseOrders(draft.minOrders);
  const minSpent = parseCurrencyInput(draft.minSpent);
  if (minOrders === undefined) problems['minOrders'] = [messages.badOrders];
  if (minSpent === undefined) problems['minSpent'] = [messages.badAmount];
  if (minOrders === null && minSpent === null) problems['minOrders'] = [messages.ruleNeedsOne];
  if (Object.keys(problems).length > 0 || minOrders === undefined || minSpent === undefined) {
    return { ok: false, problems };
  }
  return { ok: true, input: { name, kind: 'RULE', minOrders, minSpent } };
}
