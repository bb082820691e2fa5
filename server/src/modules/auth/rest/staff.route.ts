/**
 * Back-office REST for staff:
 *   GET  /dashboard/api/staff/me       -> the signed-in member of staff (any staff), same shape as
 *                                         GraphQL's Staff: {id, email, displayName, roles, ...}
 *   POST /dashboard/api/session/logout -> {success: true}; ends the session, clears the cookie
 *                                         (needs X-CSRF-Token, like every state-changing staff call)
 */
import { assertActor } from '../../../core/access';
import type { AuthService } from '../auth.service';
import { profileOf } from '../../staff';
import { clearSessionCookie } from '../../../http/session-cookie';
import { route } from '../../../rest/route';
import type { RestRoute } from '../../../rest/route';

export function staffRoutes({ auth }: { readonly auth: AuthService }): RestRoute[] {
  return [
    route('get', '/dashboard/api/staff/me', { access: 'staff' }, (ctx, _req, res) => {
      res.json(profileOf(assertActor(ctx)));
    }),
    route('post', '/dashboard/api/session/logout', { access: 'staff' }, async (ctx, req, res) => {
      await auth.logout(ctx);
      clearSessionCookie(req, res);
      res.json({ success: true });
    }),
  ];
}
