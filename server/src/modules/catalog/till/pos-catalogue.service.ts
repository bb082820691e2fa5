/**
 * The catalogue a till downloads to sell offline (POS_SALE in the shop): a first load, then deltas
 * by cursor (core/delta-feed.ts). Two statements a page whatever its size: the shop check and the
 * page itself (pos-catalogue.sql.ts).
 */
import { Permission } from '@tijara/schema';
import type { Locale } from '@tijara/schema';
import { assertPermission } from '../../../core/access';
import { checkFeedLimit, feedPage, feedWindow } from '../../../core/delta-feed';
import type { RequestContext } from '../../../core/request-context';
import { shopToActIn } from '../../shop';
import { ImageSize, variantUrl } from '../images/image-sizes';
import { productNameIn } from '../admin/rules/product-name';
import { readPosCataloguePage } from './pos-catalogue.sql';
import type { PosProductData } from './pos-catalogue.sql';
import type { PosCataloguePage, PosLabels, PosProduct } from './pos-catalogue.results';

export const POS_CATALOGUE_LIMIT = 500;

function namesOf(data: PosProductData): PosLabels {
  const written = Object.entries(data.names ?? {}).map(([locale, name]) => ({
    locale: locale as Locale,
    name,
  }));
  // The product's slug when not even French is written (what an order line falls back to too).
  const name = (locale: Locale) => productNameIn(written, locale) || data.slug;
  return { fr: name('fr'), en: name('en'), ar: name('ar') };
}

function productOf(data: PosProductData): PosProduct {
  return {
    id: data.id,
    uuid: data.uuid,
    name: namesOf(data),
    sku: data.sku,
    barcode: data.barcode,
    priceHt: data.priceHt,
    taxRateBp: data.taxRateBp,
    categoryIds: data.categoryIds,
    brandId: data.brandId,
    brandLineId: data.brandLineId,
    collectionIds: data.collectionIds,
    thumbnailUrl: data.thumbnailKey === null ? null : variantUrl(data.thumbnailKey, ImageSize.SMALL_PRODUCT),
    combinations: data.combinations.map(({ fr, en, ar, ...combination }) => ({
      ...combination,
      label: { fr, en, ar },
    })),
  };
}

export class PosCatalogueService {
  async page(
    ctx: RequestContext,
    shopUuid: string,
    cursor: string | null,
    limit: number | null = null,
  ): Promise<PosCataloguePage> {
    assertPermission(ctx, Permission.POS_SALE);
    const size = checkFeedLimit(limit ?? POS_CATALOGUE_LIMIT);
    await shopToActIn(ctx, ctx.em, shopUuid);
    const window = feedWindow('catalogue', shopUuid, cursor);
    const read = await readPosCataloguePage(ctx.em, window, size);
    const page = feedPage(window, read, size);
    const products = read.products.map(productOf);
    const sold = new Set(products.map((product) => product.id));
    return {
      products,
      removedProductIds: page.ids.filter((id) => !sold.has(id)),
      nextCursor: page.nextCursor,
      hasMore: page.hasMore,
      total: page.total,
    };
  }
}
