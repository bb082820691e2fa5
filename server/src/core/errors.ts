/**
 * Thrown failures: auth and infrastructure problems, bad input and refused business rules. Each
 * carries an ErrorCode from @tijara/schema and its field errors; the GraphQL error plugin turns it
 * into extensions.code (+ fieldErrors) and the REST error handler into an HTTP status (see
 * error-status.ts) and a JSON body. No mutation answers a Payload|Error union: a refusal is thrown.
 * Only a batch answers per entry as data (syncOrders: created, duplicate, conflict, rejected).
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

  /** Structured fields beyond code and fieldErrors, for GraphQL extensions and REST bodies. */
  extensions(): Record<string, unknown> {
    return {};
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

/** Someone else saved the same thing meanwhile (optimistic lock): reload, then save again. */
export class ConflictError extends AppError {
  constructor(message: string) {
    super(ErrorCode.CONFLICT, message);
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

export class UnauthenticatedError extends AppError {
  constructor(message = 'Sign in to continue') {
    super(ErrorCode.UNAUTHENTICATED, message);
  }
}

export class ForbiddenError extends AppError {
  constructor(message = 'You do not have the permission for this') {
    super(ErrorCode.FORBIDDEN, message);
  }
}

/** Too many attempts: the client may retry after `retryAfterSeconds` (Retry-After header too). */
export class RateLimitedError extends AppError {
  constructor(
    readonly retryAfterSeconds: number,
    message = 'Too many attempts, try again later',
  ) {
    super(ErrorCode.RATE_LIMITED, message);
  }

  override extensions(): Record<string, unknown> {
    return { retryAfterSeconds: this.retryAfterSeconds };
  }
}

/**
 * A business rule refused the request (a quantity above what is available, an expedition already
 * sent, an order already paid). Carries the key the screens translate (`messageKey`, on GraphQL
 * extensions and REST bodies) beside the English message, and any structured details.
 */
export class RuleError extends AppError {
  constructor(
    code: ErrorCode,
    readonly messageKey: string,
    message: string,
    fieldErrors: FieldErrors = {},
    readonly details: Readonly<Record<string, unknown>> = {},
  ) {
    super(code, message, fieldErrors);
  }

  override extensions(): Record<string, unknown> {
    return { ...this.details, messageKey: this.messageKey };
  }
}
