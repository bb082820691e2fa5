/**
 * What the server said when it refused: its error code from the shared list (@tijara/schema), the
 * field errors and the business rule's key. Read from the GraphQL `errors` of an answer, whoever
 * carried it (Apollo in the back office, plain fetch in the storefront), so both apps say it alike.
 */
import { isErrorCode } from '@tijara/schema';
import type { ErrorCode } from '@tijara/schema';

export interface ServerVerdict {
  code: ErrorCode;
  message: string;
  extensions: Record<string, unknown>;
  /** extensions.fieldErrors (field -> messages, shown under each field); {} when none. */
  fieldErrors: Readonly<Record<string, readonly string[]>>;
  /** extensions.messageKey: the key of a refused business rule ('invalid_quantity'), for a screen's own text. */
  messageKey: string | null;
  /** HTTP status when the answer carried one other than 200. */
  status?: number;
}

export interface ErrorLike {
  message?: unknown;
  extensions?: Record<string, unknown>;
}

/** Field -> messages, keeping only well-formed entries (GraphQL extensions and REST `errors` alike). */
export function fieldErrorsOf(value: unknown): Readonly<Record<string, readonly string[]>> {
  if (typeof value !== 'object' || value === null) return {};
  const entries = Object.entries(value).filter(
    (entry): entry is [string, string[]] =>
      Array.isArray(entry[1]) && entry[1].every((text) => typeof text === 'string'),
  );
  return Object.fromEntries(entries);
}

export function verdictOf(errors: readonly ErrorLike[] | undefined, status?: number): ServerVerdict | null {
  const first = errors?.[0];
  const code = first?.extensions?.['code'];
  if (!first || !isErrorCode(code)) return null;
  const extensions = first.extensions ?? {};
  const messageKey = extensions['messageKey'];
  return {
    code,
    message: typeof first.message === 'string' ? first.message : code,
    extensions,
    fieldErrors: fieldErrorsOf(extensions['fieldErrors']),
    messageKey: typeof messageKey === 'string' ? messageKey : null,
    ...(status === undefined ? {} : { status }),
  };
}

/**
 * The code a REST answer's HTTP status stands for: REST refusals carry the status the server chose
 * from the code, not the code itself. 400 reads as BAD_USER_INPUT, the usual refusal of a form.
 */
const CODE_BY_STATUS: Readonly<Record<number, ErrorCode>> = {
  400: 'BAD_USER_INPUT',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  422: 'UNPROCESSABLE',
  429: 'RATE_LIMITED',
  500: 'INTERNAL_SERVER_ERROR',
  503: 'SERVICE_UNAVAILABLE',
};

export function errorCodeOfStatus(status: number): ErrorCode | null {
  return CODE_BY_STATUS[status] ?? null;
}
