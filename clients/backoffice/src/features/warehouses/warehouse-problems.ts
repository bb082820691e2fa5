/**
 * What the warehouse screen says when the server refuses a create or an update: the text of its
 * error code (the shared table), and the field errors (extensions.fieldErrors: field -> messages)
 * the form shows under each field, one per line, the field marked invalid. No verdict means no
 * answer.
 */
import type { MessageDescriptor } from 'react-intl';
import { errorMessage, serverVerdict } from '@tijara/shared';
import type { FieldErrors } from '../../components/field-errors';

export interface WarehouseProblem {
  readonly message: MessageDescriptor;
  readonly fieldErrors: FieldErrors;
}

export function warehouseProblemOf(error: unknown): WarehouseProblem {
  const verdict = serverVerdict(error);
  return { message: errorMessage(verdict), fieldErrors: verdict?.fieldErrors ?? {} };
}
