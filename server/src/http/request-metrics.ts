/**
 * Counts and times every answered request by method, route template and status class, and counts
 * the ErrorCode of each error answer (the REST body's code; under /graphql, errors the HTTP layer
 * answered itself, such as a body too large: Apollo's own are counted by graphql/metrics-plugin.ts).
 *
 * The route label is the Express pattern that took the request (`/web/public/api/product/:slug`),
 * else one of a few fixed groups (`/graphql`, `/web/*`, `/dashboard/*`, `/*` for the storefront's
 * pages and files): never the raw path, whose ids and slugs would make a series per product.
 */
import type { Request, RequestHandler } from 'express';
import type { AppMetrics } from '../core/metrics';
import { answeredErrorCode } from './error-handler';

export const GRAPHQL_ROUTE = '/graphql';

/** Longest first: a path takes the first group it falls under. */
const PATH_GROUPS = [
  '/dashboard/menu/api',
  '/dashboard/api',
  '/dashboard',
  '/graphiql',
  '/public',
  '/web',
  '/media',
];

function under(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

export function routeTemplateOf(req: Request): string {
  const path = req.originalUrl.split('?')[0] ?? '/';
  // First: GraphiQL's GET route passes API calls on to Apollo's middleware, leaving its own req.route.
  if (under(path, GRAPHQL_ROUTE)) return GRAPHQL_ROUTE;
  const pattern: unknown = (req.route as { path?: unknown } | undefined)?.path;
  if (typeof pattern === 'string') return `${req.baseUrl}${pattern}`;
  const group = PATH_GROUPS.find((prefix) => under(path, prefix));
  return group === undefined ? '/*' : `${group}/*`;
}

export function requestMetrics(metrics: AppMetrics): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const route = routeTemplateOf(req);
      metrics.observeHttp({ method: req.method, route, status: res.statusCode, seconds });
      const code = answeredErrorCode(res);
      if (code !== undefined) metrics.error(route === GRAPHQL_ROUTE ? 'graphql' : 'rest', code);
    });
    next();
  };
}
