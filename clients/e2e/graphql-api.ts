/**
 * The GraphQL endpoint as the journeys of both apps use it: a question asked directly (never through
 * a page), and the operation a page's request runs, to count what a screen sends.
 */
import type { Request } from 'playwright-core';

export async function graphql<T>(
  url: string,
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<T> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'fr', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: unknown };
  if (!body.data) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

/** The operation a GraphQL request of the page runs: its operationName, else the document's first. */
export function operationOf(request: Request): string | null {
  if (request.method() !== 'POST' || new URL(request.url()).pathname !== '/graphql') return null;
  try {
    const body = JSON.parse(request.postData() ?? '') as { operationName?: string; query?: string };
    return body.operationName ?? /\b(?:query|mutation)\s+(\w+)/.exec(body.query ?? '')?.[1] ?? null;
  } catch {
    return null;
  }
}
