/**
 * The apps' Apollo Client (a transport: offline data lives in Dexie). Every request
 * says which language the user reads (Accept-Language) and carries apollo-require-preflight, so GET
 * queries pass Apollo Server's CSRF prevention (it refuses a GET without such a header). Each answer or failure is reported to the
 * network store: that is what corrects navigator.onLine.
 */
import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { reportNetworkFailure, reportNetworkSuccess } from '../network/network-status';

export interface ApolloClientOptions {
  uri?: string;
  /** The Intl locale in use ('fr-DZ', 'ar-DZ'), read at each request. */
  getLocale: () => string;
  /** Default: the global fetch, looked up at each request. */
  fetch?: typeof fetch;
}

/** A gateway error means the proxy answered but the server is unreachable: as good as offline. */
const UNREACHABLE = [502, 503, 504];

function isAbort(error: unknown): boolean {
  return error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError');
}

export function reportingFetch(impl?: typeof fetch): typeof fetch {
  return async (input, init) => {
    try {
      const response = await (impl ?? fetch)(input, init);
      if (UNREACHABLE.includes(response.status)) reportNetworkFailure();
      else reportNetworkSuccess();
      return response;
    } catch (error) {
      // A request the app cancelled says nothing about the network.
      if (!isAbort(error)) reportNetworkFailure();
      throw error;
    }
  };
}

export function createApolloClient({
  uri = '/graphql',
  getLocale,
  fetch: impl,
}: ApolloClientOptions): ApolloClient {
  const headers = new ApolloLink((operation, forward) => {
    operation.setContext((previous) => ({
      headers: {
        ...(previous.headers as Record<string, string> | undefined),
        'Accept-Language': getLocale(),
        'apollo-require-preflight': 'true',
      },
    }));
    return forward(operation);
  });
  return new ApolloClient({
    link: ApolloLink.from([headers, new HttpLink({ uri, fetch: reportingFetch(impl) })]),
    cache: new InMemoryCache(),
  });
}
