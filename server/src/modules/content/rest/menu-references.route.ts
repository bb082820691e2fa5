/**
 * The menu editor's reference lists (CONTENT), each answering `[list]` (an array whose first
 * element is the list) of `{id, name}` in the request's language:
 *   GET /dashboard/menu/api/pages | categories | collections | brands | cmsPage | blogCategory | blogPost
 *       [?shopUuid=<uuid>]  (the installation's shop when absent)
 * The eighth helper, /dashboard/menu/api/products/search/{term}, is the catalogue's (menu.route.ts).
 */
import { Permission } from '@tijara/schema';
import { queryText } from '../../../rest/params';
import { route } from '../../../rest/route';
import type { RestRoute } from '../../../rest/route';
import type { ShopService } from '../../shop';
import { MENU_REFERENCE_KINDS } from '../menus/menu-references.service';
import type { MenuReferences } from '../menus/menu-references.service';

export function menuReferenceRoutes({
  references,
  shops,
}: {
  references: MenuReferences;
  shops: ShopService;
}): RestRoute[] {
  return MENU_REFERENCE_KINDS.map((kind) =>
    route('get', `/dashboard/menu/api/${kind}`, { permission: Permission.CONTENT }, async (ctx, req, res) => {
      const shopUuid = queryText(req, 'shopUuid') ?? (await shops.defaultShopUuid(ctx));
      res.json([await references.list(ctx, shopUuid, kind)]);
    }),
  );
}
