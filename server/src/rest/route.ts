/**
 * The REST route declaration: every route names its method, path and access, and is mounted only
 * through `mountRoutes`, which applies the guard before the handler runs. A route cannot be added
 * without saying who may call it, and the list of routes is what the access test walks.
 *
 *   route('get', '/dashboard/api/staff/me', { access: 'staff' }, (ctx, req, res) => ...)
 *   route('post', '/dashboard/api/x', { permission: Permission.STOCK }, ...)   // + X-CSRF-Token
 *   route('get', '/web/public/api/shop', { bearer: 'storefront' }, ...)        // ctx.storefrontShopId
 *   route('get', '/public/utilis/api/...', { access: 'public' }, ...)
 */
import type { Request, Response } from 'express';
import type { Access } from '../core/access';
import type { RequestContext } from '../core/request-context';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface RouteContext extends RequestContext {
  /** The shop of a valid storefront token, on `bearer: 'storefront'` routes only. */
  readonly storefrontShopId: string | null;
}

export type RouteHandler = (ctx: RouteContext, req: Request, res: Response) => Promise<void> | void;

export interface RestRoute {
  readonly method: HttpMethod;
  /** An Express 5 path pattern (`/x/:id`). */
  readonly path: string;
  readonly access: Access;
  readonly handler: RouteHandler;
}

export function route(method: HttpMethod, path: string, access: Access, handler: RouteHandler): RestRoute {
  return { method, path, access, handler };
}

/** Paths where every route needs a session: a public declaration there is a mistake, refused at start. */
export const STAFF_PREFIXES = ['/dashboard/api', '/dashboard/menu/api'] as const;

export function isUnderStaffPrefix(path: string): boolean {
  return STAFF_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

export function isStaffAccess(access: Access): boolean {
  return 'permission' in access || ('access' in access && access.access === 'staff');
}

export function assertRoutesDeclared(routes: readonly RestRoute[]): void {
  for (const r of routes) {
    if (isUnderStaffPrefix(r.path) && !isStaffAccess(r.access)) {
      throw new Error(`${r.method.toUpperCase()} ${r.path} is under a staff prefix but not staff-only`);
    }
  }
}
