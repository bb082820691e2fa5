import { gql } from '@apollo/client';
import { pageNetworkStatus, reportNetworkSuccess } from '../network/network-status';
import { createApolloClient } from './create-apollo-client';

const SHOP = gql`
  query Shop {
    shop {
      name
    }
  }
`;

afterEach(() => reportNetworkSuccess());

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

it('sends the user language and the CSRF preflight header, and reports the answer', async () => {
  pageNetworkStatus().reportFailure();
  const fetchMock = jest.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
    jsonResponse(200, { data: { shop: { __typename: 'Shop', name: 'Tijara' } } }),
  );
  const client = createApolloClient({ uri: '/graphql', getLocale: () => 'ar-DZ', fetch: fetchMock });

  const { data } = await client.query({ query: SHOP });

  expect(data).toEqual({ shop: { __typename: 'Shop', name: 'Tijara' } });
  const [url, init] = fetchMock.mock.calls[0] ?? [];
  expect(url).toBe('/graphql');
  const headers = new Headers(init?.headers);
  expect(headers.get('accept-language')).toBe('ar-DZ');
  expect(headers.get('apollo-require-preflight')).toBe('true');
  expect(pageNetworkStatus().getSnapshot().online).toBe(true);
});

it('reports a request that got no answer, or a gateway error, as offline', async () => {
  const down = createApolloClient({
    getLocale: () => 'fr-DZ',
    fetch: async () => {
      throw new TypeError('Failed to fetch');
    },
  });
  await expect(down.query({ query: SHOP })).rejects.toThrow('Failed to fetch');
  expect(pageNetworkStatus().getSnapshot().online).toBe(false);

  reportNetworkSuccess();
  const gateway = createApolloClient({ getLocale: () => 'fr-DZ', fetch: async () => jsonResponse(502, {}) });
  await expect(gateway.query({ query: SHOP })).rejects.toThrow();
  expect(pageNetworkStatus().getSnapshot().online).toBe(false);
});
