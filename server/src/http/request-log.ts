/**
 * One structured log line per request: method, path (no query string), status and duration, and the
 * request id (http/request-id.ts runs first). At debug level a line also marks its arrival, so a
 * request that never ends can be seen to have begun.
 */
import { AsyncResource } from 'node:async_hooks';
import type { RequestHandler } from 'express';
import type { Logger } from '../core/logger';

export function requestLog(log: Logger): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    const path = req.originalUrl.split('?')[0];
    log.debug({ method: req.method, path }, 'request received');
    // Bound to the request's async context: 'close' is emitted from the socket's, without the request id.
    res.on(
      'close',
      AsyncResource.bind(() => {
        const durationMs = Number(process.hrtime.bigint() - started) / 1e6;
        log.info(
          {
            method: req.method,
            path,
            status: res.statusCode,
            durationMs: Math.round(durationMs * 10) / 10,
            ...(res.writableFinished ? {} : { aborted: true }),
          },
          'request',
        );
      }),
    );
    next();
  };
}
