/**
 * The server's error code from whatever Apollo Client 4 throws. A GraphQL error on a 200 arrives as
 * CombinedGraphQLErrors; the server answers failed operations with their HTTP status (401, 404,
 * 429...), which Apollo surfaces as a ServerError holding the JSON body: both carry
 * extensions.code from the shared list. Anything else (no answer at all) is not a server verdict.
 */
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import type { MessageDescriptor } from 'react-intl';
import { errorMessage } from '../i18n/error-messages';
import { verdictOf } from '../errors/server-verdict';
import type { ErrorLike, ServerVerdict } from '../errors/server-verdict';

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

/** errorMessage of whatever Apollo threw. */
export function refusalMessage(error: unknown): MessageDescriptor {
  return errorMessage(serverVerdict(error));
}
