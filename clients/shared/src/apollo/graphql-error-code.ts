/**
 * The server's error code from whatever Apollo Client 4 throws. A GraphQL error on a 200 arrives as
 * CombinedGraphQLErrors; the server answers failed operations with their HTTP status (401, 404,
 * 429...), which Apollo surfaces as a ServerError holding the JSON body: both carry
 * extensions.code from the shared list. Anything else (no answer at all) is not a server verdict.
 */
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { isErrorCode } from '@tijara/schema';
import type { ErrorCode } from '@tijara/schema';

export interface ServerVerdict {
  code: ErrorCode;
  message: string;
  extensions: Record<string, unknown>;
  /** HTTP status when the answer carried one other than 200. */
  status?: number;
}

interface ErrorLike {
  message?: unknown;
  extensions?: Record<string, unknown>;
}

function verdictOf(errors: readonly ErrorLike[] | undefined, status?: number): ServerVerdict | null {
  const first = errors?.[0];
  const code = first?.extensions?.['code'];
  if (!first || !isErrorCode(code)) return null;
  return {
    code,
    message: typeof first.message === 'string' ? first.message : code,
    extensions: first.extensions ?? {},
    ...(status === undefined ? {} : { status }),
  };
}

export function serverVerdict(error: unknown): ServerVerdict | null {
  if (CombinedGraphQLErrors.is(error)) return verdictOf(error.errors as readonly ErrorLike[]);
  if (ServerError.is(error)) {
    try {
      const body = JSON.parse(error.bodyText) as { errors?: ErrorLike[] };
      return verdictOf(body.errors, error.statusCode);
    } catch {
      return null;
    }
  }
  return null;
}
