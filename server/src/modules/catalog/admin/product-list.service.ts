/**
 * The product list screen: a page of precomputed rows (product-list.sql.ts, two statements whatever
 * the page size) and the bulk switch of the active flag. The switch is one catalogue transaction: the
 * products are locked, every id must exist (else nothing changes), and only the products whose flag
 * moves are written, each with its version bumped so an editor open on one of them learns of it.
 */
import { priceTtc } from '@tijara/schema';
import { BadUserInputError } from '../../../core/errors';
import { assertId } from '../../../core/ids';
import { pageWindow } from '../../../core/pagination';
import type { RequestContext } from '../../../core/request-context';
import type { CatalogueChanges } from '../catalogue-changes';
import { ImageSize, variantUrl } from '../images/image-sizes';
import { writeCatalogue } from './catalogue-write';
import { adminProductIdPage, selectAdminProductRows } from './product-list.sql';
import type { AdminProductRowData, AdminProductSort } from './product-list.sql';
import type { AdminProductListPage, AdminProductRow } from './product-list.results';
import type { ProductFilter } from './product-search';

/** How many products one bulk switch may name. */
export const BULK_ACTIVE_MAX = 200;

function rowOf(data: AdminProductRowData): AdminProductRow {
  const { priceHt, taxRateBp, thumbnailKey, ...rest } = data;
  return {
    ...rest,
    priceTtc: priceTtc(priceHt, taxRateBp),
    thumbnailUrl: thumbnailKey === null ? null : variantUrl(thumbnailKey, ImageSize.SMALL_PRODUCT),
  };
}

function checkIds(ids: readonly number[]): number[] {
  if (ids.length < 1 || ids.length > BULK_ACTIVE_MAX) {
    throw new BadUserInputError({ ids: [`must name 1 to ${BULK_ACTIVE_MAX} products`] }, 'Invalid ids');
  }
  return [...new Set(ids.map((id) => assertId('ids', id, 'Product')))];
}

export class ProductListService {
  constructor(private readonly catalogue: CatalogueChanges) {}

  async page(
    ctx: RequestContext,
    filter: ProductFilter,
    sort: AdminProductSort,
    page?: number | null,
    pageSize?: number | null,
  ): Promise<AdminProductListPage> {
    const window = pageWindow(page, pageSize);
    const { ids, totalCount } = await adminProductIdPage(ctx.em, filter, sort, ctx.locale, window);
    const rows = await selectAdminProductRows(ctx.em, ids, ctx.locale);
    return { rows: rows.map(rowOf), totalCount };
  }

  /** Switches the products on or off; answers how many changed. */
  async setActive(ctx: RequestContext, ids: readonly number[], active: boolean): Promise<number> {
    const wanted = checkIds(ids);
    return writeCatalogue(ctx, this.catalogue, async (em) => {
      // Locked in id order, so two bulk switches over the same products cannot deadlock.
      const found = await em.execute<{ id: number }[]>(
        'select id from product where id = any(array[?]::int[]) order by id for update',
        [wanted],
      );
      const known = new Set(found.map((row) => row.id));
      const unknown = wanted.filter((id) => !known.has(id));
      if (unknown.length > 0) {
        throw new BadUserInputError({ ids: [`unknown products: ${unknown.join(', ')}`] }, 'Unknown products');
      }
      // Plain SQL: the ORM would load every product to flip one flag.
      const changed = await em.execute<{ id: number }[]>(
        'update product set active = ?, version = version + 1, updated_at = now() where id = any(array[?]::int[]) and active <> ? returning id',
        [active, wanted, active],
      );
      return changed.length;
    });
  }
}
