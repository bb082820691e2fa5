/**
 * The CSRF token a state-changing REST call (the banner upload, update-stocks) sends in X-CSRF-Token,
 * asked of the server just before (Query.me, never the cache): the session the server holds now is
 * the one whose token it will check.
 */
import type { ApolloClient } from '@apollo/client';
import { CsrfTokenDocument } from '../__generated__/components/graphql';

/** The token, or null when there is no session; rejects as the query does (no answer, a GraphQL verdict). */
export async function fetchCsrfToken(client: ApolloClient): Promise<string | null> {
  const { data } = await client.query({ query: CsrfTokenDocument, fetchPolicy: 'network-only' });
  return data?.me?.csrfToken ?? null;
}
