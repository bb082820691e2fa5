/**
 * The storefront's GraphQL transport: a POST of the generated document string over fetch, in the
 * shopper's language. No client library: the first route's JS budget (130 KiB gzipped) has no room
 * for one, and the catalogue on the device lives in Dexie, not in a client cache. Refusals carry the
 * server's verdict (code, field errors) read the same way as in the back office; no answer at all
 * (network down, timeout) carries none.
 */
import { verdictOf } from '@tijara/shared';
import type { ErrorLike, ServerVerdict } from '@tijara/shared';
import type { TypedDocumentString } from '../../__generated__/graphql';

/** A 3G request that has not answered by then will not: the page falls back to the device. */
export const REQUEST_TIMEOUT_MS = 20_000;

export class GraphqlRequestError extends Error {
  constructor(
    /** What the server said; null when no answer came (network, timeout, not JSON). */
    readonly verdict: ServerVerdict | null,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'GraphqlRequestError';
  }

  get code(): ServerVerdict['code'] | 'NETWORK' {
    return this.verdict?.code ?? 'NETWORK';
  }
}

interface GraphqlBody<R> {
  data?: R | null;
  errors?: ErrorLike[];
}

export interface RequestOptions {
  readonly signal?: AbortSignal;
  /** Accept-Language of the request: the texts of the answer come in it. */
  readonly locale?: string;
}

function documentLocale(): string {
  return typeof document === 'undefined' ? 'fr' : document.documentElement.lang || 'fr';
}

async function post(body: string, options: RequestOptions): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  const abort = () => controller.abort();
  options.signal?.addEventListener('abort', abort);
  try {
    return await fetch('/graphql', {
      method: 'POST',
      credentials: 'same-origin',
      headers: {
        'content-type': 'application/json',
        accept: 'application/graphql-response+json, application/json',
        'accept-language': options.locale ?? documentLocale(),
      },
      body,
      signal: controller.signal,
    });
  } catch (error) {
    throw new GraphqlRequestError(null, error instanceof Error ? error.message : 'Failed to fetch');
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', abort);
  }
}

export async function requestGraphql<R, V>(
  document: TypedDocumentString<R, V>,
  variables: V,
  options: RequestOptions = {},
): Promise<R> {
  const response = await post(JSON.stringify({ query: document.toString(), variables }), options);
  let body: GraphqlBody<R>;
  try {
    body = (await response.json()) as GraphqlBody<R>;
  } catch {
    throw new GraphqlRequestError(null, `HTTP ${response.status}`, response.status);
  }
  const status = response.ok ? undefined : response.status;
  if (body.errors?.length) {
    const message = typeof body.errors[0]?.message === 'string' ? body.errors[0].message : 'GraphQL error';
    throw new GraphqlRequestError(verdictOf(body.errors, status), message, response.status);
  }
  if (!response.ok || body.data === undefined || body.data === null) {
    throw new GraphqlRequestError(null, `HTTP ${response.status}`, response.status);
  }
  return body.data;
}
