/**
 * The server's GraphQL endpoint, as a test describes it: a handler per operation name that returns the
 * `data` or throws a GraphqlTestRefusal (a GraphQL error with its code) or a TypeError (no answer).
 * Installed on global fetch; it records every call so a test can count them.
 */
export type GraphqlHandler = (variables: Record<string, unknown>) => unknown;
export type GraphqlHandlers = Readonly<Record<string, GraphqlHandler>>;

export class GraphqlTestRefusal extends Error {
  constructor(
    readonly code: string,
    message = code,
    readonly fieldErrors: Record<string, string[]> = {},
    readonly status = 200,
  ) {
    super(message);
  }
}

export interface GraphqlCall {
  readonly operationName: string;
  readonly variables: Record<string, unknown>;
  readonly language: string | null;
}

function answer(status: number, body: unknown): Response {
  return {
    ok: status >= 200 && status < 300,
    status,
    json: async () => body,
  } as Response;
}

export function installGraphqlStub(handlers: GraphqlHandlers): { calls: GraphqlCall[]; restore: () => void } {
  const calls: GraphqlCall[] = [];
  const original = globalThis.fetch;
  const stub = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!url.endsWith('/graphql')) {
      if (original) return original(input, init);
      throw new TypeError(`No stub for ${url}`);
    }
    const { query, variables } = JSON.parse(String(init?.body)) as {
      query: string;
      variables?: Record<string, unknown>;
    };
    const operationName = /\b(?:query|mutation)\s+(\w+)/.exec(query)?.[1] ?? 'anonymous';
    const headers = new Headers(init?.headers);
    calls.push({ operationName, variables: variables ?? {}, language: headers.get('accept-language') });
    const handler = handlers[operationName];
    if (!handler) throw new TypeError(`No GraphQL handler for ${operationName}`);
    // A microtask later, as a real answer would be.
    await Promise.resolve();
    try {
      return answer(200, { data: await handler(variables ?? {}) });
    } catch (error) {
      if (error instanceof GraphqlTestRefusal) {
        const extensions = { code: error.code, fieldErrors: error.fieldErrors };
        return answer(error.status, { errors: [{ message: error.message, extensions }] });
      }
      throw error;
    }
  };
  globalThis.fetch = stub as typeof fetch;
  return {
    calls,
    restore: () => {
      globalThis.fetch = original;
    },
  };
}
