/** Reading GraphQL answers in tests: the data of a field or the refusal, failing loudly otherwise. */
import type { GraphqlResponse } from './test-app';

/** The field's data, failing loudly with the errors when there is none. */
export function dataOf<T>(result: GraphqlResponse<Record<string, T>>, field: string): T {
  const value = result.data?.[field];
  if (value === undefined || value === null) throw new Error(`${field}: ${JSON.stringify(result.errors)}`);
  return value;
}

/** Status, code and message key of a refused GraphQL call. */
export function refusalOf(result: GraphqlResponse<unknown>) {
  const [error] = result.errors ?? [];
  const extensions = (error?.extensions ?? {}) as Record<string, unknown>;
  return { status: result.status, code: extensions['code'], messageKey: extensions['messageKey'] };
}

/** A value a fixture guarantees (a seeded slug, a found row), failing loudly when it is missing. */
export function present<T>(value: T | null | undefined, what: string): T {
  if (value === undefined || value === null) throw new Error(`Missing in the fixture: ${what}`);
  return value;
}
