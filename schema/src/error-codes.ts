/**
 * The one list of error codes. The server puts a code on every GraphQL error (extensions.code) and on
 * every REST error; clients translate by code, never by the server's message.
 */
export const ErrorCode = {
  BAD_USER_INPUT: 'BAD_USER_INPUT',
  MALFORMED_REQUEST: 'MALFORMED_REQUEST',
  /** A GraphQL operation over the depth or complexity limit, refused before it runs. */
  QUERY_TOO_COMPLEX: 'QUERY_TOO_COMPLEX',
  NOT_FOUND: 'NOT_FOUND',
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  FORBIDDEN: 'FORBIDDEN',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  RATE_LIMITED: 'RATE_LIMITED',
  CONFLICT: 'CONFLICT',
  /** Well-formed but naming what does not exist or cannot be sold (an unknown product on an order line). */
  UNPROCESSABLE: 'UNPROCESSABLE',
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
  INTERNAL_SERVER_ERROR: 'INTERNAL_SERVER_ERROR',
} as const;

export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export const ERROR_CODES: readonly ErrorCode[] = Object.values(ErrorCode);

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}
