/**
 * What the product screens say when the server refuses: the shared code -> text table, the field
 * errors under the form's own field names, and whether the version sent was stale (CONFLICT: the
 * product changed elsewhere, the form offers a reload and never overwrites). No verdict: no answer.
 */
import type { MessageDescriptor } from 'react-intl';
import { errorMessage, serverVerdict } from '@tijara/shared';
import { errorsByField } from '../../components/field-errors';
import type { FieldErrors } from '../../components/field-errors';
import { formFieldErrors } from './details-draft';

export interface Refusal {
  readonly message: MessageDescriptor;
  readonly fieldErrors: FieldErrors;
  readonly conflict: boolean;
}

export function refusalOf(error: unknown): Refusal {
  const verdict = serverVerdict(error);
  return {
    message: errorMessage(verdict),
    fieldErrors: formFieldErrors(errorsByField(verdict?.fieldErrors ?? {})),
    conflict: verdict?.code === 'CONFLICT',
  };
}

export type Outcome<T> = { readonly ok: true; readonly value: T } | ({ readonly ok: false } & Refusal);

/** A mutation's answer as an outcome: its data, or why not (an answer without data is no answer). */
export async function outcomeOf<T>(send: () => Promise<T | undefined>): Promise<Outcome<T>> {
  try {
    const value = await send();
    return value === undefined ? { ok: false, ...refusalOf(null) } : { ok: true, value };
  } catch (error) {
    return { ok: false, ...refusalOf(error) };
  }
}
