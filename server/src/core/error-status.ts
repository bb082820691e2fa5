/** The one table from ErrorCode to HTTP status, used by every REST answer. */
import { ErrorCode } from '@tijara/schema';

export const HTTP_STATUS_BY_CODE: Readonly<Record<ErrorCode, number>> = {
  [ErrorCode.BAD_USER_INPUT]: 400,
  [ErrorCode.MALFORMED_REQUEST]: 400,
  [ErrorCode.QUERY_TOO_COMPLEX]: 400,
  [ErrorCode.UNAUTHENTICATED]: 401,
  [ErrorCode.FORBIDDEN]: 403,
  [ErrorCode.NOT_FOUND]: 404,
  [ErrorCode.CONFLICT]: 409,
  [ErrorCode.UNPROCESSABLE]: 422,
  [ErrorCode.PAYLOAD_TOO_LARGE]: 413,
  [ErrorCode.RATE_LIMITED]: 429,
  [ErrorCode.INTERNAL_SERVER_ERROR]: 500,
  [ErrorCode.SERVICE_UNAVAILABLE]: 503,
};

export function httpStatusOf(code: ErrorCode): number {
  return HTTP_STATUS_BY_CODE[code];
}
