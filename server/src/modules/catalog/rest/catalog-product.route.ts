/**
 * Back-office REST shims of the legacy product screens, calling the same
 * services as GraphQL. Amounts are dinars on the wire (the legacy unit; the list also carries exact
 * centimes):
 *   GET  /dashboard/api/product/product/{productId}/combinations -> {combinations: [{id, combination}]}
 *   POST /dashboard/api/product/combination/{combinationId}      {name, product_price, combination_price}
 *        -> {success, message, data: {id, combination, name, product_price, combination_price}}
 *   GET  /dashboard/api/product/list?name&category&brand&active&page&pageSize
 *        -> {products: [{id, name, link, category, brand, isActive, priceTtc, priceTtcCentimes, image}]}
 *   POST /dashboard/api/product/{productId}/language/{locale}    {name, shortDescription, longDescription,
 *        seoTitle, seoDescription} -> {status: 'ok', message}
 */
import { centimesToDinars, Permission, priceTtc } from '@tijara/schema';
import type { CatalogAdmin, CombinationFormResult, ProductListRow } from '../admin';
import { fieldOf, readFormBody } from '../../../rest/form-body';
import { route } from '../../../rest/route';
import type { RestRoute } from '../../../rest/route';
import { dinarsOf, flagOf, pathId, queryText, selectedId, wholeNumberOf } from '../../../rest/params';

const STAFF = { access: 'staff' } as const;
const WRITE = { permission: Permission.CATALOG_WRITE } as const;

/** Where the back office shows a product (its edit screen). */
export function productLink(id: number): string {
  return `/dashboard/products/${id}`;
}

function listRow({ product, name, categoryName, brandName, imageUrl }: ProductListRow) {
  const ttc = priceTtc(product.priceHt, product.taxRateBp);
  return {
    id: product.id,
    name,
    link: productLink(product.id),
    category: categoryName,
    brand: brandName,
    isActive: product.active,
    priceTtc: centimesToDinars(ttc),
    priceTtcCentimes: ttc,
    image: imageUrl,
  };
}

function combinationAnswer(saved: CombinationFormResult) {
  return {
    success: true,
    message: 'Combination saved',
    data: {
      id: saved.combination.id,
      combination: saved.label,
      name: saved.name,
      product_price: centimesToDinars(saved.productPriceHt),
      combination_price: centimesToDinars(saved.priceImpactHt),
    },
  };
}

export function catalogProductRoutes({ services }: CatalogAdmin): RestRoute[] {
  return [
    route('get', '/dashboard/api/product/product/:productId/combinations', STAFF, async (ctx, req, res) => {
      const labels = await services.combinationForm.labels(ctx, pathId(req, 'productId'));
      res.json({ combinations: labels.map(({ id, label }) => ({ id, combination: label })) });
    }),
    route('post', '/dashboard/api/product/combination/:combinationId', WRITE, async (ctx, req, res) => {
      const combinationId = pathId(req, 'combinationId');
      const body = await readFormBody(req);
      const saved = await services.combinationForm.save(ctx, combinationId, {
        name: fieldOf(body, 'name'),
        productPriceHt: dinarsOf('product_price', fieldOf(body, 'product_price')),
        priceImpactHt: dinarsOf('combination_price', fieldOf(body, 'combination_price')),
      });
      res.json(combinationAnswer(saved));
    }),
    route('get', '/dashboard/api/product/list', STAFF, async (ctx, req, res) => {
      const filter = {
        search: queryText(req, 'name'),
        categoryId: selectedId('category', queryText(req, 'category')),
        brandId: selectedId('brand', queryText(req, 'brand')),
        active: flagOf('active', queryText(req, 'active')),
      };
      const page = wholeNumberOf('page', queryText(req, 'page'));
      const pageSize = wholeNumberOf('pageSize', queryText(req, 'pageSize'));
      const rows = await services.productQuery.listRows(ctx, filter, page, pageSize);
      res.json({ products: rows.map(listRow) });
    }),
    route('post', '/dashboard/api/product/:productId/language/:locale', WRITE, async (ctx, req, res) => {
      const productId = pathId(req, 'productId');
      const body = await readFormBody(req);
      const text = (name: string) => fieldOf(body, name) ?? '';
      await services.productTexts.setProductTranslation(ctx, productId, String(req.params['locale']), {
        name: text('name'),
        shortDescription: text('shortDescription'),
        longDescription: text('longDescription'),
        seoTitle: text('seoTitle'),
        seoDescription: text('seoDescription'),
      });
      res.json({ status: 'ok', message: 'Language updated successfully' });
    }),
  ];
}
