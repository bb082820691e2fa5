/**
 * The request id, known anywhere a request's work runs: every log line (core/logger.ts reads it) and
 * every SQL statement it sends (db/statement-tag.ts) carry it, without threading it through each call.
 *
 * One AsyncLocalStorage for the process: it holds no state of its own (each request's scope lives in
 * that request's async context), so two apps in one process (the tests) never see each other's ids.
 * Work outside a request (migrations, the order sweep, the catalogue poll) has no scope and no id.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

export interface RequestScope {
  readonly requestId: string;
}

export const REQUEST_ID_HEADER = 'X-Request-Id';

/**
 * What an incoming id may be: a proxy's or a client's trace id (nginx's 32 hex digits, a UUID, a
 * W3C trace id...). The charset keeps it safe inside a log line and a SQL comment (no `*`, `/`, `?`
 * or quote); the length keeps it from bloating every line.
 */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

const storage = new AsyncLocalStorage<RequestScope>();

/** The client's id when it is sane, else a new one (an id that fails the test is replaced, not cut). */
export function requestIdFrom(incoming: string | undefined): string {
  const trimmed = incoming?.trim();
  return trimmed !== undefined && SANE_REQUEST_ID.test(trimmed) ? trimmed : randomUUID();
}

export function isSaneRequestId(value: string): boolean {
  return SANE_REQUEST_ID.test(value);
}

export function runInRequestScope<T>(scope: RequestScope, work: () => T): T {
  return storage.run(scope, work);
}

export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId;
}
