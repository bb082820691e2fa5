/**
 * What the warehouse screen says when the server refuses a create or an update: a text by error code,
 * and the field errors (extensions.fieldErrors: field -> messages) the form shows under each field
 * (spec section 5: joined by line breaks, the field marked invalid). No verdict means no answer.
 */
import type { MessageDescriptor } from 'react-intl';
import { serverVerdict } from '@tijara/shared';
import type { FieldErrors } from '../../components/field-errors';
import { messages } from './messages';

export interface WarehouseProblem {
  readonly message: MessageDescriptor;
  readonly fieldErrors: FieldErrors;
}

const BY_CODE: Readonly<Record<string, MessageDescriptor>> = {
  BAD_USER_INPUT: messages.invalidData,
  FORBIDDEN: messages.forbidden,
  UNAUTHENTICATED: messages.signedOut,
  NOT_FOUND: messages.notFound,
  CONFLICT: messages.conflict,
};

export function warehouseProblemOf(error: unknown): WarehouseProblem {
  const verdict = serverVerdict(error);
  if (!verdict) return { message: messages.unreachable, fieldErrors: {} };
  return {
    message: BY_CODE[verdict.code] ?? messages.saveFailed,
    fieldErrors: verdict.fieldErrors,
  };
}
