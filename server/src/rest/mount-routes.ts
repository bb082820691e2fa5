/**
 * Mounts declared routes behind their guards, and guards the staff prefixes as a whole (a path
 * there that no route takes still answers 401 without a session, never 404). Guards:
 * - staff / permission: a session (401), the permission (403), and for methods that change state
 *   the session's CSRF token in X-CSRF-Token (403): the cookie rides along on any request to this
 *   site, the token only on requests the page itself made.
 * - bearer storefront: `Authorization: Bearer <shop token>` naming a shop (401).
 */
import { timingSafeEqual } from 'node:crypto';
import express from 'express';
import type { Request, Router } from 'express';
import { assertActor, assertPermission } from '../core/access';
import type { Access } from '../core/access';
import { ForbiddenError, UnauthenticatedError } from '../core/errors';
import type { RequestContext } from '../core/request-context';
import { assertRoutesDeclared, STAFF_PREFIXES } from './route';
import type { RestRoute, RouteContext } from './route';

export interface MountOptions {
  readonly context: (req: Request) => Promise<RequestContext>;
  /** The shop uuid a storefront token stands for, or null. */
  readonly storefrontShop: (ctx: RequestContext, token: string) => Promise<string | null>;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export function assertCsrf(ctx: RequestContext, req: Request): void {
  if (SAFE_METHODS.has(req.method)) return;
  const actor = assertActor(ctx);
  const sent = req.get('x-csrf-token');
  if (sent === undefined || !sameSecret(sent, actor.session.csrfToken)) {
    throw new ForbiddenError('Missing or wrong X-CSRF-Token');
  }
}

function bearerToken(req: Request): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(req.get('authorization') ?? '');
  return match?.[1];
}

async function guard(access: Access, ctx: RequestContext, req: Request, options: MountOptions) {
  if ('bearer' in access) {
    const token = bearerToken(req);
    const shopId = token === undefined ? null : await options.storefrontShop(ctx, token);
    if (shopId === null) throw new UnauthenticatedError('A valid storefront token is required');
    return shopId;
  }
  if ('permission' in access) assertPermission(ctx, access.permission);
  else if (access.access === 'staff') assertActor(ctx);
  else return null;
  assertCsrf(ctx, req);
  return null;
}

export function mountRoutes(routes: readonly RestRoute[], options: MountOptions): Router {
  assertRoutesDeclared(routes);
  const router = express.Router();
  router.use([...STAFF_PREFIXES], async (req, _res, next) => {
    assertActor(await options.context(req));
    next();
  });
  for (const r of routes) {
    router[r.method](r.path, async (req, res) => {
      const ctx = await options.context(req);
      const storefrontShopId = await guard(r.access, ctx, req, options);
      const routeContext: RouteContext = { ...ctx, storefrontShopId };
      await r.handler(routeContext, req, res);
    });
  }
  return router;
}
