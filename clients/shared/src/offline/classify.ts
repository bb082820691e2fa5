/**
 * One mapping from server answers to outbox outcomes, so every sender, REST or
 * GraphQL, classifies alike: 2xx -> acked; 401/403 -> auth; 408, 429, 5xx, network error, timeout ->
 * retry with the same key; 409 "same key in progress" -> retry soon; 422 key reused -> rejected (a
 * client bug); other 4xx -> rejected, or conflict when the code needs a person's decision.
 * "In progress" is a 409 with no code, or CONFLICT with no `messageKey`, or a code ending in
 * IN_PROGRESS. A refusal is read by its code and its `messageKey` (REST bodies and GraphQL extensions
 * carry both), never by the status alone: the orders server answers 409 CONFLICT for a key reused with
 * another order (order.key_reused: rejected, a client bug) and for a line out of stock or a price that
 * rose (a conflict the shopper settles); read as "in progress", those were resent every second.
 */
import { ErrorCode, OrderMessageKey } from '@tijara/schema';
import type { SendOutcome } from './outbox-types';

/** Business codes that ask for review or confirmation rather than a new intent. */
export const DEFAULT_CONFLICT_CODES: readonly string[] = [
  'PRICE_CHANGED',
  'OUT_OF_STOCK',
  'INSUFFICIENT_STOCK',
  'OVERSOLD',
];

/**
 * Refusals the shopper or the cashier can act on (edit the lines, confirm the new total, pick
 * another carrier): a conflict, kept for a person, never resent as it is.
 */
export const DEFAULT_CONFLICT_MESSAGE_KEYS: readonly string[] = [
  OrderMessageKey.OUT_OF_STOCK,
  OrderMessageKey.PRICE_CHANGED,
  OrderMessageKey.UNKNOWN_PRODUCT,
  OrderMessageKey.NOT_DELIVERABLE,
  OrderMessageKey.TRANSPORTER_NOT_SERVING,
  'coupon_already_used',
];

/** 409 for a key another request is still processing: short, fixed wait instead of the backoff. */
export const IN_PROGRESS_RETRY_MS = 1_000;

export interface ClassifyOptions {
  /** Codes that become 'conflict' instead of 'rejected'. */
  conflictCodes?: readonly string[];
  /** Message keys that become 'conflict' instead of 'rejected'. */
  conflictMessageKeys?: readonly string[];
  /** Reads the server id from a successful body. */
  serverRef?: (body: unknown) => string | null;
  /** Response headers, for Retry-After. */
  headers?: { get(name: string): string | null };
  /** Epoch ms a Retry-After date is counted from; default Date.now() (pass the engine's clock). */
  now?: number;
}

interface ErrorInfo {
  code?: string;
  messageKey?: string;
  message?: string;
  details?: unknown;
}

function asRecord(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
}

function str(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/** Reads {code, message} from a REST error ({code} or {error:{code}}) or GraphQL errors[0].extensions. */
export function errorInfoOf(body: unknown): ErrorInfo {
  const record = asRecord(body);
  if (!record) return {};
  const errors = Array.isArray(record.errors) ? record.errors : null;
  if (errors && errors.length > 0) {
    const first = asRecord(errors[0]);
    const extensions = asRecord(first?.extensions);
    return {
      code: str(extensions?.code),
      messageKey: str(extensions?.messageKey),
      message: str(first?.message),
      details: extensions ?? undefined,
    };
  }
  const source = asRecord(record.error) ?? record;
  return {
    code: str(source.code),
    messageKey: str(source.messageKey),
    message: str(source.message),
    details: source,
  };
}

function isConflict(info: ErrorInfo, code: string, options: ClassifyOptions): boolean {
  const conflictKeys = options.conflictMessageKeys ?? DEFAULT_CONFLICT_MESSAGE_KEYS;
  if (info.messageKey !== undefined && conflictKeys.includes(info.messageKey)) return true;
  return (options.conflictCodes ?? DEFAULT_CONFLICT_CODES).includes(code);
}

/** The key already made another order: keys are fixed at enqueue, so this is a client bug. */
function keyReused(message: string, code: string, httpStatus: number): SendOutcome {
  console.error(`Outbox: idempotency key reused with a different payload (${message})`);
  return { status: 'rejected', code, message, httpStatus };
}

/** Outcome for an error code (and its message key), e.g. a GraphQL error's extensions. */
export function outcomeForCode(
  code: string,
  message: string,
  options: ClassifyOptions = {},
  messageKey?: string,
): SendOutcome {
  if (code === ErrorCode.UNAUTHENTICATED || code === ErrorCode.FORBIDDEN) return { status: 'auth', message };
  if (
    code === ErrorCode.INTERNAL_SERVER_ERROR ||
    code === ErrorCode.SERVICE_UNAVAILABLE ||
    code === ErrorCode.RATE_LIMITED
  ) {
    return { status: 'retry', reason: `${code}: ${message}` };
  }
  if (isConflict({ messageKey }, code, options)) return { status: 'conflict', code, message };
  return { status: 'rejected', code, message };
}

/**
 * Retry-After is delay-seconds or an HTTP-date (RFC 9110 10.2.3). A date already past means "now";
 * anything unreadable leaves the wait to the backoff.
 */
function retryAfterMs(options: ClassifyOptions): number | undefined {
  const value = options.headers?.get('Retry-After')?.trim();
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return seconds >= 0 ? seconds * 1000 : undefined;
  const at = Date.parse(value);
  if (Number.isNaN(at)) return undefined;
  return Math.max(0, at - (options.now ?? Date.now()));
}

/** A 2xx GraphQL answer whose data is empty but which carries errors did not do the work. */
function graphqlFailure(body: unknown): boolean {
  const record = asRecord(body);
  if (!record || !Array.isArray(record.errors) || record.errors.length === 0) return false;
  const data = asRecord(record.data);
  return !data || Object.values(data).every((v) => v === null || v === undefined);
}

export function classifyHttpResponse(
  status: number,
  body: unknown,
  options: ClassifyOptions = {},
): SendOutcome {
  const info = errorInfoOf(body);
  const message = info.message ?? `HTTP ${status}`;
  if (status >= 200 && status < 300) {
    if (graphqlFailure(body)) {
      return outcomeForCode(info.code ?? ErrorCode.INTERNAL_SERVER_ERROR, message, options, info.messageKey);
    }
    return { status: 'acked', serverRef: options.serverRef?.(body) ?? null };
  }
  if (status === 401 || status === 403) return { status: 'auth', message, httpStatus: status };
  if (status === 408 || status === 429 || status >= 500) {
    return {
      status: 'retry',
      reason: message,
      httpStatus: status,
      retryAfterMs: retryAfterMs(options),
    };
  }
  const code = info.code ?? `HTTP_${status}`;
  if (isConflict(info, code, options)) {
    return { status: 'conflict', code, message, details: info.details, httpStatus: status };
  }
  if (info.messageKey === OrderMessageKey.KEY_REUSED) return keyReused(message, code, status);
  const bareConflict = info.code === ErrorCode.CONFLICT && info.messageKey === undefined;
  if (status === 409 && (info.code === undefined || bareConflict || /IN_PROGRESS/.test(code))) {
    return { status: 'retry', reason: message, httpStatus: status, retryAfterMs: IN_PROGRESS_RETRY_MS };
  }
  if (status === 422 && (info.code === undefined || /IDEMPOTENCY/.test(code))) {
    return keyReused(message, info.code ?? 'IDEMPOTENCY_KEY_REUSED', status);
  }
  return { status: 'rejected', code, message, httpStatus: status };
}

function isAbort(error: Record<string, unknown>): boolean {
  return error.name === 'AbortError' || error.name === 'TimeoutError';
}

function parseJson(text: unknown): unknown {
  if (typeof text !== 'string') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * A thrown error to an outcome. Apollo's ServerError (statusCode, bodyText) and CombinedGraphQLErrors
 * (errors[]) are read by shape, so this module needs no Apollo import. Anything else - fetch's
 * TypeError, an abort, a timeout, an unknown bug - leaves the outcome unknown: retry, same key.
 */
export function classifyError(error: unknown, options: ClassifyOptions = {}): SendOutcome {
  const record = asRecord(error);
  if (!record) return { status: 'retry', reason: String(error) };
  if (isAbort(record)) return { status: 'retry', reason: 'timeout or abort' };
  if (typeof record.statusCode === 'number') {
    return classifyHttpResponse(record.statusCode, parseJson(record.bodyText) ?? record.result, options);
  }
  if (Array.isArray(record.errors) && record.errors.length > 0) {
    const info = errorInfoOf({ errors: record.errors });
    if (info.code) return outcomeForCode(info.code, info.message ?? info.code, options, info.messageKey);
  }
  return { status: 'retry', reason: str(record.message) ?? 'network error' };
}
