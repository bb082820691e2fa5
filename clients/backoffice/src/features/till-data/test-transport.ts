/**
 * A fake server behind the app's real Apollo client (createApolloClient with a fake fetch), so the
 * tests go through the same links, headers, error shapes and abort signal as the till does.
 * Test support only.
 */
import { createApolloClient } from '@tijara/shared';

export interface FakeRequest {
  operationName: string;
  variables: Record<string, unknown>;
  signal: AbortSignal | null;
}

export type FakeAnswer = { status?: number; body: unknown } | Error;

export function jsonAnswer(data: unknown): FakeAnswer {
  return { body: { data } };
}

export function graphqlError(
  code: string,
  message = 'refused',
  extensions: Record<string, unknown> = {},
): FakeAnswer {
  return { body: { data: null, errors: [{ message, extensions: { code, ...extensions } }] } };
}

export function fakeServer(answer: (request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>) {
  const requests: FakeRequest[] = [];
  const fetch = async (_input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const body = JSON.parse(String(init?.body)) as {
      operationName: string;
      variables?: Record<string, unknown>;
    };
    const request = {
      operationName: body.operationName,
      variables: body.variables ?? {},
      signal: init?.signal ?? null,
    };
    requests.push(request);
    const answered = await answer(request);
    if (answered instanceof Error) throw answered;
    return new Response(JSON.stringify(answered.body), {
      status: answered.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  const client = createApolloClient({ uri: '/graphql', getLocale: () => 'fr-DZ', fetch });
  return { client, requests };
}
