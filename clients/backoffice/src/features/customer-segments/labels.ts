/** Words for the segment kinds: the enum values are never shown. */
import type { MessageDescriptor } from 'react-intl';
import type { SegmentKind } from '../../__generated__/customer-segments/graphql';
import { messages } from './messages';

export const SEGMENT_KINDS: readonly SegmentKind[] = ['MEMBERS', 'RULE'];

export const KIND_LABELS: Readonly<Record<SegmentKind, MessageDescriptor>> = {
  MEMBERS: messages.kindMembers,
  RULE: messages.kindRule,
};

export const KIND_HINTS: Readonly<Record<SegmentKind, MessageDescriptor>> = {
  MEMBERS: messages.kindMembersHint,
  RULE: messages.kindRuleHint,
};
