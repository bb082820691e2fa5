/**
 * The request id: the client's or proxy's `X-Request-Id` when it is sane (core/request-scope.ts),
 * else a new UUID; echoed in the answer's `X-Request-Id`, and the scope the rest of the request runs
 * in, so its log lines and SQL statements carry it. First in the chain: every later layer sees it.
 */
import type { RequestHandler } from 'express';
import { REQUEST_ID_HEADER, requestIdFrom, runInRequestScope } from '../core/request-scope';

export function requestId(): RequestHandler {
  return (req, res, next) => {
    const id = requestIdFrom(req.get(REQUEST_ID_HEADER));
    res.setHeader(REQUEST_ID_HEADER, id);
    runInRequestScope({ requestId: id }, next);
  };
}
