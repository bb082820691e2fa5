/**
 * One mapping from server answers to outbox outcomes, so every sender, REST or
 * GraphQL, classifies alike: 2xx -> acked; 401/403 -> auth; 408, 429, 5xx, network error, timeout ->
 * retry with the same key; 409 "same key in progress" -> retry soon; 422 key reused -> rejected (a
 * client bug); other 4xx -> rejected, or conflict when the code needs a person's decision.
 * "In progress" is a 409 with no code, CONFLICT or a code ending in IN_PROGRESS; a 409 with another
 * business code (COOLDOWN...) is a refusal like any other 4xx.
 */
import { ErrorCode } from '@tijara/schema';
import type { SendOutcome } from './outbox-types';

/** Business codes that ask for review or confirmation rather than a new intent. */
export const DEFAULT_CONFLICT_CODES: readonly string[] = [
  'PRICE_CHANGED',
  'OUT_OF_STOCK',
  'INSUFFICIENT_STOCK',
  'OVERSOLD',
];

/** 409 for a key another request is still processing: short, fixed wait instead of the backoff. */
export const IN_PROGRESS_RETRY_MS = 1_000;

export interface ClassifyOptions {
  /** Codes that become 'conflict' instead of 'rejected'. */
  conflictCodes?: readonly string[];
  /** Reads the server id from a successful body. */
  serverRef?: (body: unknown) => string | null;
  /** Response headers, for Retry-After. */
  headers?: { get(name: string): string | null };
  /** Epoch ms a Retry-After date is counted from; default Date.now() (pass the engine's clock). */
  now?: number;
}

interface ErrorInfo {
  code?: string;
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
    return { code: str(extensions?.code), message: str(first?.message), details: extensions ?? undefined };
  }
  const nested = asRecord(record.error);
  if (nested) return { code: str(nested.code), message: str(nested.message), details: nested };
  return { code: str(record.code), message: str(record.message), details: record };
}

/** Outcome for an error code alone, e.g. a GraphQL error union member or extensions.code. */
export function outcomeForCode(code: string, message: string, options: ClassifyOptions = {}): SendOutcome {
  if (code === ErrorCode.UNAUTHENTICATED || code === ErrorCode.FORBIDDEN) return { status: 'auth', message };
  if (
    code === ErrorCode.INTERNAL_SERVER_ERROR ||
    code === ErrorCode.SERVICE_UNAVAILABLE ||
    code === ErrorCode.RATE_LIMITED
  ) {
    return { status: 'retry', reason: `${code}: ${message}` };
  }
  const conflictCodes = options.conflictCodes ?? DEFAULT_CONFLICT_CODES;
  if (conflictCodes.includes(code)) return { status: 'conflict', code, message };
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
    if (graphqlFailure(body))
      return outcomeForCode(info.code ?? ErrorCode.INTERNAL_SERVER_ERROR, message, options);
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
  const conflictCodes = options.conflictCodes ?? DEFAULT_CONFLICT_CODES;
  const code = info.code ?? `HTTP_${status}`;
  if (conflictCodes.includes(code)) {
    return { status: 'conflict', code, message, details: info.details, httpStatus: status };
  }
  if (
    status === 409 &&
    (info.code === undefined || info.code === ErrorCode.CONFLICT || /IN_PROGRESS/.test(code))
  ) {
    return { status: 'retry', reason: message, httpStatus: status, retryAfterMs: IN_PROGRESS_RETRY_MS };
  }
  if (status === 422 && (info.code === undefined || /IDEMPOTENCY/.test(code))) {
    // The key was reused with another payload: keys are stored at enqueue, so this is a client bug.
    console.error(`Outbox: idempotency key reused with a different payload (${message})`);
    return { status: 'rejected', code: info.code ?? 'IDEMPOTENCY_KEY_REUSED', message, httpStatus: status };
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
    if (info.code) return outcomeForCode(info.code, info.message ?? info.code, options);
  }
  return { status: 'retry', reason: str(record.message) ?? 'network error' };
}
