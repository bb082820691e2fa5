/**
 * The segment form as typed and its conversion into CustomerSegmentInput. A members segment sends no
 * rule; a rule segment needs a minimum number of orders, a minimum spent (centimes, typed in DA
 * through parseDinars), or both. What the server checks again is checked here only so that a
 * mistyped field is named before sending.
 */
import type { MessageDescriptor } from 'react-intl';
import { normaliseDigits, parseDinars } from '@tijara/schema';
import type { CustomerSegmentInput, SegmentFieldsFragment, SegmentKind } from '../../__generated__/graphql';
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

/** "10 000,00" for 1 000 000 centimes: the way the field is typed. */
export function amountText(centimes: number): string {
  const whole = String(Math.trunc(centimes / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return `${whole},${String(Math.abs(centimes % 100)).padStart(2, '0')}`;
}

export function segmentDraftOf(segment: SegmentFieldsFragment): SegmentDraft {
  return {
    name: segment.name,
    kind: segment.kind,
    minOrders: segment.minOrders === null ? '' : String(segment.minOrders),
    minSpent: segment.minSpent === null ? '' : amountText(segment.minSpent),
  };
}

function parseOrders(text: string): number | null | undefined {
  const digits = normaliseDigits(text.trim());
  if (digits === '') return null;
  const count = Number(digits);
  return /^\d+$/.test(digits) && count >= 1 && Number.isSafeInteger(count) ? count : undefined;
}

function parseSpent(text: string): number | null | undefined {
  if (text.trim() === '') return null;
  return parseDinars(text, { allowNegative: false }) ?? undefined;
}

export function checkSegment(draft: SegmentDraft): SegmentCheck {
  const problems: Record<string, MessageDescriptor[]> = {};
  const name = draft.name.trim();
  if (!name) problems['name'] = [messages.nameRequired];
  if (draft.kind === 'MEMBERS') {
    if (!name) return { ok: false, problems };
    return { ok: true, input: { name, kind: 'MEMBERS', minOrders: null, minSpent: null } };
  }
  const minOrders = parseOrders(draft.minOrders);
  const minSpent = parseSpent(draft.minSpent);
  if (minOrders === undefined) problems['minOrders'] = [messages.badOrders];
  if (minSpent === undefined) problems['minSpent'] = [messages.badAmount];
  if (minOrders === null && minSpent === null) problems['minOrders'] = [messages.ruleNeedsOne];
  if (Object.keys(problems).length > 0 || minOrders === undefined || minSpent === undefined) {
    return { ok: false, problems };
  }
  return { ok: true, input: { name, kind: 'RULE', minOrders, minSpent } };
}
