/**
 * JSON errors for every HTTP route: the REST body {success:false, message, code, errors} with the status
 * from the one ErrorCode table, or a GraphQL-shaped body under /graphql. Failures of Express's own
 * layers (body parsing, file serving) become MALFORMED_REQUEST, NOT_FOUND or PAYLOAD_TOO_LARGE;
 * anything unexpected is logged and answered 500, without details in production. No stack trace ever
 * goes into a response. The code answered is noted on the response for the metrics (errors by code).
 */
import { ErrorCode } from '@tijara/schema';
import type { ErrorRequestHandler, Request, RequestHandler, Response } from 'express';
import {
  AppError,
  MalformedRequestError,
  NotFoundError,
  PayloadTooLargeError,
  RateLimitedError,
} from '../core/errors';
import { httpStatusOf } from '../core/error-status';
import type { Logger } from '../core/logger';

export interface RestErrorBody {
  readonly success: false;
  readonly message: string;
  /** The ErrorCode the apps translate by (the message is for developers). */
  readonly code: ErrorCode;
  readonly errors: Readonly<Record<string, readonly string[]>>;
}

/** The legacy shape with the code, plus the error's structured fields when it has any (retryAfterSeconds). */
export function restErrorBody(error: AppError): RestErrorBody {
  return {
    ...error.extensions(),
    success: false,
    message: error.message,
    code: error.code,
    errors: error.fieldErrors,
  };
}

/**
 * Errors from Express's own layers (body-parser, send, the router) carry an HTTP `status` in the 4xx
 * range when the client caused them; body-parser also names a `type`. The router's percent-decoding
 * failure is a URIError with status 400 but no `expose`, so the status alone decides.
 */
function fromHttpLayer(error: unknown, path: string): AppError | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { type, status } = error as { type?: unknown; status?: unknown };
  if (type === 'entity.parse.failed') return new MalformedRequestError('Malformed JSON body');
  if (status === 413) return new PayloadTooLargeError();
  if (status === 404) return new NotFoundError('Path', path);
  if (error instanceof URIError) return new MalformedRequestError('The path is not valid percent-encoding');
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return new MalformedRequestError('Unreadable request');
  }
  return undefined;
}

/** The full path: req.path is relative to the router's mount point. */
function pathOf(req: Request): string {
  return req.originalUrl.split('?')[0] ?? '/';
}

/** Where the answered ErrorCode waits for the request metrics (http/request-metrics.ts). */
const ANSWERED_CODE = 'answeredErrorCode';

export function noteAnsweredError(res: Response, code: ErrorCode): void {
  res.locals[ANSWERED_CODE] = code;
}

export function answeredErrorCode(res: Response): ErrorCode | undefined {
  return res.locals[ANSWERED_CODE] as ErrorCode | undefined;
}

export function sendError(res: Response, error: AppError, graphqlShape = false): void {
  noteAnsweredError(res, error.code);
  res.status(httpStatusOf(error.code));
  if (error instanceof RateLimitedError) res.setHeader('Retry-After', String(error.retryAfterSeconds));
  if (graphqlShape) {
    const extensions = {
      ...error.extensions(),
      code: error.code,
      ...(Object.keys(error.fieldErrors).length ? { fieldErrors: error.fieldErrors } : {}),
    };
    res.json({ errors: [{ message: error.message, extensions }] });
  } else {
    res.json(restErrorBody(error));
  }
}

export function errorHandler({ production, log }: { production: boolean; log: Logger }): ErrorRequestHandler {
  return (error: unknown, req, res, next) => {
    if (res.headersSent) return next(error);
    let appError = error instanceof AppError ? error : fromHttpLayer(error, pathOf(req));
    if (!appError) {
      log.error({ err: error, method: req.method, path: pathOf(req) }, 'Request failed');
      const message = production || !(error instanceof Error) ? 'Internal server error' : error.message;
      appError = new AppError(ErrorCode.INTERNAL_SERVER_ERROR, message);
    }
    sendError(res, appError, pathOf(req).startsWith('/graphql'));
  };
}

/** 404 JSON for any path no route took (API prefixes and missing files alike). */
export function notFound(): RequestHandler {
  return (req, res) => {
    const path = pathOf(req);
    sendError(res, new NotFoundError('Path', path), path.startsWith('/graphql'));
  };
}
