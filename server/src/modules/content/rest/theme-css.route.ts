/**
 * The storefront's theme stylesheet (public):
 *   GET /theme.css[?shop=<uuid>]  -> 200 text/css `:root{--color-brand:#000000;...}` (the installation's
 *       shop when no shop is named; an unknown one is 404 JSON)
 * With a weak ETag of its content and `Cache-Control: no-cache`: the browser revalidates on every
 * load (a 304 when unchanged), so a theme saved in the back office shows on the next load without a
 * rebuild of the storefront.
 */
import { NotFoundError } from '../../../core/errors';
import { isUuid } from '../../../core/ids';
import { queryText } from '../../../rest/params';
import { route } from '../../../rest/route';
import type { RestRoute } from '../../../rest/route';
import type { ShopService } from '../../shop';
import { sheetOf } from '../theme/theme.service';
import type { ThemeService } from '../theme/theme.service';

function matches(header: string | undefined, etag: string): boolean {
  const opaque = etag.replace(/^W\//, '');
  return (header ?? '').split(',').some((tag) => tag.trim().replace(/^W\//, '') === opaque);
}

export function themeCssRoutes({ theme, shops }: { theme: ThemeService; shops: ShopService }): RestRoute[] {
  return [
    route('get', '/theme.css', { access: 'public' }, async (ctx, req, res) => {
      const named = queryText(req, 'shop');
      if (named !== undefined && !isUuid(named)) throw new NotFoundError('Shop', named);
      if (named !== undefined) await shops.getShopById(ctx, named);
      const sheet = sheetOf(await theme.shownValues(ctx, named ?? (await shops.defaultShopUuid(ctx))));
      res.setHeader('Cache-Control', 'no-cache');
      res.setHeader('ETag', sheet.etag);
      if (matches(req.get('if-none-match'), sheet.etag)) {
        res.status(304).end();
        return;
      }
      res.type('text/css; charset=utf-8').send(sheet.css);
    }),
  ];
}
