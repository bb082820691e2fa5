/**
 * Listing page heads (catalogPage) and the storefront menu for one shop, in the request's locale. A
 * head is null for anything a shopper could not list: an unknown, inactive or malformed slug, or a
 * promotion that is not running for the storefront now (promotions come from the shop's pricing).
 */
import { BadUserInputError, NotFoundError } from '../../../core/errors';
import type { RequestContext } from '../../../core/request-context';
import { CatalogPageKind } from './catalog-page.results';
import type { CatalogPage, StorefrontMenu } from './catalog-page.results';
import { menuView, promotionPageView, TAXONOMY_KINDS, taxonomyPageView } from './catalog-page-view';
import { parseEntityRef } from './entity-ref';
import type { EntityRef } from './entity-ref';
import type { StorefrontReads } from './storefront-reads.service';

/** A path segment as a ref, or null when it cannot name anything (bad shape, id out of range). */
export function refOrNull(raw: string, entity: string): EntityRef | null {
  try {
    return parseEntityRef('slug', raw, entity);
  } catch (error) {
    if (error instanceof BadUserInputError || error instanceof NotFoundError) return null;
    throw error;
  }
}

export class CatalogPages {
  constructor(private readonly reads: StorefrontReads) {}

  async page(
    ctx: RequestContext,
    shopUuid: string,
    kind: CatalogPageKind,
    slug: string,
  ): Promise<CatalogPage | null> {
    if (kind === CatalogPageKind.PROMOTION) return this.promotionPage(ctx, shopUuid, slug);
    const ref = refOrNull(slug, 'Listing');
    if (!ref) return null;
    const row = await this.reads.taxonomyPage(ctx, TAXONOMY_KINDS[kind], ref);
    return row ? taxonomyPageView(kind, row, ctx.locale) : null;
  }

  async menu(ctx: RequestContext, shopUuid: string): Promise<StorefrontMenu> {
    return menuView(await this.reads.menu(ctx, shopUuid), ctx.locale);
  }

  private async promotionPage(ctx: RequestContext, shopUuid: string, slug: string) {
    const ref = refOrNull(slug, 'Promotion');
    if (!ref || ref.by === 'slug') return null;
    const pricing = await this.reads.pricingOf(ctx, shopUuid);
    const reach = pricing.reachOf(ref.by === 'id' ? { id: ref.id } : { uuid: ref.uuid });
    return reach ? promotionPageView(reach.promotionId, reach.showcase, ctx.locale) : null;
  }
}
