/**
 * The calls the apps make, over HTTP from outside, to an instance or to nginx: the storefront's
 * checkout (REST, storefront token, the key also as Idempotency-Key), staff login and GraphQL with the
 * session cookie and CSRF token, the till's syncOrders. `withRetries` resends as the apps' outbox does
 * (clients/shared classify.ts): on a network error, 408 or any 5xx, the same request, after a pause.
 */
import { request as httpsRequest } from 'node:https';
import { ADMIN, SHOP_TOKEN } from './cluster';
import type { Random } from './random';
import type { CheckoutRequest, PosSale } from './shop-data';

export interface Answer {
  readonly status: number;
  readonly body: Record<string, unknown>;
  readonly headers: Headers;
}

async function post(url: string, body: unknown, headers: Record<string, string>): Promise<Answer> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  let parsed: Record<string, unknown>;
  try {
    parsed = JSON.parse(text) as Record<string, unknown>;
  } catch {
    // A proxy's HTML error page: the status says what happened.
    parsed = { text: text.slice(0, 200) };
  }
  return { status: response.status, body: parsed, headers: response.headers };
}

export function checkout(baseUrl: string, order: CheckoutRequest): Promise<Answer> {
  return post(`${baseUrl}/web/api/cart/checkout`, order, {
    authorization: `Bearer ${SHOP_TOKEN}`,
    'idempotency-key': order.clientOrderKey,
  });
}

export interface Session {
  /** `tijara_session=<token>`, for a Cookie header. */
  readonly cookie: string;
  readonly csrfToken: string;
  /** The Set-Cookie header of the login, attributes included. */
  readonly setCookie: string;
}

export const sessionHeaders = (session: Session) => ({
  cookie: session.cookie,
  'x-csrf-token': session.csrfToken,
});

const LOGIN = 'mutation($e:String!,$p:String!){ login(email:$e, password:$p){ csrfToken } }';

export const loginBody = (account = ADMIN) => ({
  query: LOGIN,
  variables: { e: account.email, p: account.password },
});

/** Signs the cluster's admin in; `headers` are sent with the login (a forged X-Forwarded-Proto, say). */
export async function login(baseUrl: string, headers: Record<string, string> = {}): Promise<Session> {
  const answer = await post(`${baseUrl}/graphql`, loginBody(), headers);
  const setCookie = answer.headers.get('set-cookie') ?? '';
  const data = answer.body['data'] as { login?: { csrfToken: string } } | undefined;
  if (!data?.login || !setCookie.startsWith('tijara_session=')) {
    throw new Error(`login answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  }
  return { cookie: setCookie.split(';')[0] ?? '', csrfToken: data.login.csrfToken, setCookie };
}

export function graphql(
  baseUrl: string,
  query: string,
  variables: Record<string, unknown> = {},
  session?: Session,
): Promise<Answer> {
  return post(`${baseUrl}/graphql`, { query, variables }, session ? sessionHeaders(session) : {});
}

export const SYNC_ORDERS = `mutation($orders: [SyncOrderInput!]!) {
  syncOrders(orders: $orders) { clientOrderId status orderUuid reasons { code message } }
}`;

export interface SyncOutcome {
  readonly clientOrderId: string;
  readonly status: 'CREATED' | 'DUPLICATE' | 'CONFLICT' | 'REJECTED';
  readonly orderUuid: string | null;
  readonly reasons: readonly { code: string; message: string }[];
}

/** syncOrders' outcomes, or undefined when the call did not answer them (the Answer says why). */
export function syncOutcomes(answer: Answer): SyncOutcome[] | undefined {
  const data = answer.body['data'] as { syncOrders?: SyncOutcome[] } | null | undefined;
  return answer.status === 200 ? data?.syncOrders : undefined;
}

export function syncOrders(baseUrl: string, session: Session, sales: readonly PosSale[]): Promise<Answer> {
  return graphql(baseUrl, SYNC_ORDERS, { orders: sales }, session);
}

/** Why a send was retried: a network error's message or the HTTP status. */
export type RetryReason = string;

export interface Delivered {
  readonly answer: Answer;
  readonly retries: readonly RetryReason[];
}

const retryable = (status: number) => status === 408 || status >= 500;

/**
 * Sends until an answer that is not worth resending, at most `attempts` times, pausing between
 * tries with full jitter (up to 50 ms, doubling, at most 800 ms), as the apps' outbox backs off.
 */
export async function withRetries(
  send: () => Promise<Answer>,
  { random, attempts = 60 }: { random: Random; attempts?: number },
): Promise<Delivered> {
  const retries: RetryReason[] = [];
  for (let attempt = 1; ; attempt++) {
    let reason: RetryReason;
    try {
      const answer = await send();
      if (!retryable(answer.status) || attempt === attempts) return { answer, retries };
      reason = `HTTP ${answer.status}`;
    } catch (error) {
      if (attempt === attempts) throw error;
      reason = error instanceof Error ? String(error.cause ?? error.message) : String(error);
    }
    retries.push(reason);
    const ceiling = Math.min(800, 50 * 2 ** Math.min(retries.length - 1, 4));
    await new Promise((resolve) => setTimeout(resolve, random.int(ceiling)));
  }
}

/** A POST over https trusting `ca` (fetch cannot be given a certificate authority on Node 20). */
export function postTls(
  url: string,
  body: unknown,
  { ca, headers = {} }: { ca: string; headers?: Record<string, string> },
): Promise<{ status: number; setCookie: string[] }> {
  return new Promise((resolve, reject) => {
    const request = httpsRequest(
      url,
      { method: 'POST', ca, headers: { 'content-type': 'application/json', ...headers } },
      (response) => {
        response.resume();
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, setCookie: response.headers['set-cookie'] ?? [] }),
        );
      },
    );
    request.on('error', reject);
    request.end(JSON.stringify(body));
  });
}
