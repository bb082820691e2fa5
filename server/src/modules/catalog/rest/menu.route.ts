/**
 * Menu editor helpers of the back office, answering reference lists as an array whose
 * first element is the list:
 *   GET /dashboard/menu/api/products/search/{term} -> [[{id, name}]]  (names, sku, barcode; from 3
 *       characters; at most 20)
 */
import type { CatalogAdmin } from '../admin';
import { route } from '../../../rest/route';
import type { RestRoute } from '../../../rest/route';

export function menuRoutes({ services }: CatalogAdmin): RestRoute[] {
  return [
    route('get', '/dashboard/menu/api/products/search/:term', { access: 'staff' }, async (ctx, req, res) => {
      const found = await services.productQuery.search(ctx, String(req.params['term'] ?? ''));
      res.json([found]);
    }),
  ];
}
