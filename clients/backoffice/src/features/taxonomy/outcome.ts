/**
 * What a taxonomy write came to, as the screens show it: done, or refused with the text of the
 * server's code (the shared table), its field errors by input name ("names.fr", "slug", "color"),
 * and whether the refusal is about the record being still in use (a delete the server turns down
 * with an error on `id`: sub-categories, combinations, a foreign key). No verdict: no answer.
 */
import type { MessageDescriptor } from 'react-intl';
import { errorMessage, serverVerdict } from '@tijara/shared';
import type { FieldErrors } from '../../components/field-errors';

export interface Refusal {
  readonly message: MessageDescriptor;
  readonly fieldErrors: FieldErrors;
  /** The server said the record is still used (its error is on `id`): the screen explains why. */
  readonly inUse: boolean;
}

export type Outcome<T> = { readonly ok: true; readonly value: T } | ({ readonly ok: false } & Refusal);

export function refusalOf(error: unknown): Refusal {
  const verdict = serverVerdict(error);
  const fieldErrors = verdict?.fieldErrors ?? {};
  return {
    message: errorMessage(verdict),
    fieldErrors,
    inUse: verdict?.code === 'BAD_USER_INPUT' && Boolean(fieldErrors['id']?.length),
  };
}

/** Runs one mutation and reads its answer; a throw becomes the refusal it carries. */
export async function attempt<T>(work: () => Promise<T | null | undefined>): Promise<Outcome<T>> {
  try {
    const value = await work();
    return value === null || value === undefined ? { ok: false, ...refusalOf(null) } : { ok: true, value };
  } catch (error) {
    return { ok: false, ...refusalOf(error) };
  }
}
