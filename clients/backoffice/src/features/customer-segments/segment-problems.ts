/**
 * What the segment screens say when the server refuses: the text of its error code (the shared
 * table), the field errors (extensions.fieldErrors, under their fields), this screen's text for a
 * refusal the server explains with a messageKey (segment_in_use: live promotions still target it,
 * named in details.promotions), and for any other CONFLICT the server's own sentence.
 */
import type { MessageDescriptor } from 'react-intl';
import { errorMessage, serverVerdict } from '@tijara/shared';
import type { ServerVerdict } from '@tijara/shared';
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

function promotionsInTheWay(verdict: ServerVerdict): string {
  const names = verdict.extensions['promotions'];
  return Array.isArray(names) ? names.filter((name) => typeof name === 'string').join(', ') : '';
}

export function segmentRefusalOf(error: unknown): SegmentRefusal {
  const verdict = serverVerdict(error);
  const fieldErrors = errorsByField(verdict?.fieldErrors ?? {});
  if (verdict?.messageKey === 'segment_in_use') {
    const values = { promotions: promotionsInTheWay(verdict) };
    return { message: messages.keySegmentInUse, values, fieldErrors, conflictReason: null };
  }
  return {
    message: errorMessage(verdict),
    values: {},
    fieldErrors,
    conflictReason: verdict?.code === 'CONFLICT' ? verdict.message : null,
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
