/**
 * Thrown failures: unexpected, auth and infrastructure problems and bad input. Each carries an
 * ErrorCode from @tijara/schema; the GraphQL error plugin turns it into extensions.code and the REST
 * error handler into an HTTP status (see error-status.ts). Expected business outcomes are returned as
 * data instead, never thrown.
 */
import { ErrorCode } from '@tijara/schema';

/** Field name to the messages about it, the shape forms show under each field. */
export type FieldErrors = Readonly<Record<string, readonly string[]>>;

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fieldErrors: FieldErrors = {},
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = new.target.name;
  }
}

export class NotFoundError extends AppError {
  constructor(what: string, id: string | number) {
    super(ErrorCode.NOT_FOUND, `${what} ${id} not found`);
  }
}

export class BadUserInputError extends AppError {
  constructor(fieldErrors: FieldErrors, message = 'Invalid input') {
    super(ErrorCode.BAD_USER_INPUT, message, fieldErrors);
  }
}

export class MalformedRequestError extends AppError {
  constructor(message: string) {
    super(ErrorCode.MALFORMED_REQUEST, message);
  }
}

export class PayloadTooLargeError extends AppError {
  constructor(message = 'Request body too large') {
    super(ErrorCode.PAYLOAD_TOO_LARGE, message);
  }
}

export class ServiceUnavailableError extends AppError {
  constructor(message: string) {
    super(ErrorCode.SERVICE_UNAVAILABLE, message);
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
