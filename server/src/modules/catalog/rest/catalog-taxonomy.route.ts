/**
 * The quick-create modals of the legacy product form: a category or a brand
 * created in place, answered as the option the select gains.
 *   POST /dashboard/api/category/quick-create  {name, parentId?, slug?} -> {id, name}
 *   POST /dashboard/api/brand/quick-create     {name, slug?}            -> {id, name}
 */
import { Permission } from '@tijara/schema';
import { labelIn } from '../labels';
import type { CatalogAdmin } from '../admin';
import { fieldOf, readFormBody } from '../../../rest/form-body';
import { route } from '../../../rest/route';
import type { RestRoute } from '../../../rest/route';
import { selectedId } from '../../../rest/params';

const WRITE = { permission: Permission.CATALOG_WRITE } as const;

export function catalogTaxonomyRoutes({ services }: CatalogAdmin): RestRoute[] {
  return [
    route('post', '/dashboard/api/category/quick-create', WRITE, async (ctx, req, res) => {
      const body = await readFormBody(req);
      const category = await services.categories.quickCreate(ctx, {
        name: fieldOf(body, 'name') ?? '',
        parentId: selectedId('parentId', fieldOf(body, 'parentId')),
        slug: fieldOf(body, 'slug')?.trim() || undefined,
      });
      res.json({ id: category.id, name: labelIn(category.names, ctx.locale) });
    }),
    route('post', '/dashboard/api/brand/quick-create', WRITE, async (ctx, req, res) => {
      const body = await readFormBody(req);
      const brand = await services.brands.createBrand(ctx, {
        name: fieldOf(body, 'name') ?? '',
        slug: fieldOf(body, 'slug')?.trim() || undefined,
      });
      res.json({ id: brand.id, name: brand.name });
    }),
  ];
}
