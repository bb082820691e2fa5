/**
 * What the combination screens say when the server refuses: the spec's "error while saving the
 * combination" with the shared text of the error code, the field errors regrouped under the form's
 * fields (names.fr under the name, priceImpactHt under the prices), and whether the data changed
 * elsewhere (CONFLICT: the panel offers a reload). No verdict at all means no answer.
 */
import type { MessageDescriptor } from 'react-intl';
import { errorMessage, serverVerdict } from '@tijara/shared';
import { errorsByField } from '../../components/field-errors';
import type { FieldErrors } from '../../components/field-errors';

export interface Refusal {
  readonly message: MessageDescriptor;
  readonly fieldErrors: FieldErrors;
  readonly conflict: boolean;
}

/** The server's input paths -> the form's fields. */
const FORM_FIELD: Readonly<Record<string, string>> = {
  names: 'name',
  priceImpactHt: 'combinationPrice',
};

export function refusalOf(error: unknown): Refusal {
  const verdict = serverVerdict(error);
  const byField: Record<string, string[]> = {};
  for (const [field, lines] of Object.entries(errorsByField(verdict?.fieldErrors ?? {}))) {
    (byField[FORM_FIELD[field] ?? field] ??= []).push(...lines);
  }
  return { message: errorMessage(verdict), fieldErrors: byField, conflict: verdict?.code === 'CONFLICT' };
}
