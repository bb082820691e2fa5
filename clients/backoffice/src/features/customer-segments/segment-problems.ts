/**
 * What the segment screens say when the server refuses: a text by error code, the field errors
 * (extensions.fieldErrors, under their fields), a translated text for a refusal the server explains
 * with a messageKey (segment_in_use: live promotions still target it, named in details.promotions),
 * and for any other CONFLICT the server's own sentence.
 */
import type { MessageDescriptor } from 'react-intl';
import { serverVerdict } from '@tijara/shared';
import { errorsByField } from '../../components/field-errors';
import type { FieldErrors } from '../../components/field-errors';
import { messages } from './messages';

export interface SegmentRefusal {
  readonly message: MessageDescriptor;
  /** Values of message (the promotions in the way of segment_in_use). */
  readonly values: Readonly<Record<string, string>>;
  readonly fieldErrors: FieldErrors;
  /** The server's sentence when it explains a conflict; null otherwise. */
  readonly conflictReason: string | null;
}

const BY_CODE: Readonly<Record<string, MessageDescriptor>> = {
  BAD_USER_INPUT: messages.fixFields,
  FORBIDDEN: messages.forbidden,
  UNAUTHENTICATED: messages.signedOut,
  NOT_FOUND: messages.notFound,
};

export function segmentRefusalOf(error: unknown, fallback: MessageDescriptor): SegmentRefusal {
  const verdict = serverVerdict(error);
  if (!verdict) return { message: messages.unreachable, values: {}, fieldErrors: {}, conflictReason: null };
  const fieldErrors = errorsByField(verdict.fieldErrors);
  if (verdict.messageKey === 'segment_in_use') {
    const names = verdict.extensions['promotions'];
    const promotions = Array.isArray(names) ? names.filter((n) => typeof n === 'string').join(', ') : '';
    return { message: messages.keySegmentInUse, values: { promotions }, fieldErrors, conflictReason: null };
  }
  return {
    message: BY_CODE[verdict.code] ?? fallback,
    values: {},
    fieldErrors,
    conflictReason: verdict.code === 'CONFLICT' ? verdict.message : null,
  };
}

/** The sentence to show: the server's reason for a conflict, else the translated text. */
export function refusalText(
  refusal: SegmentRefusal,
  format: (descriptor: MessageDescriptor, values?: Record<string, string>) => string,
): string {
  return refusal.conflictReason
    ? format(messages.refusedBecause, { reason: refusal.conflictReason })
    : format(refusal.message, refusal.values);
}
