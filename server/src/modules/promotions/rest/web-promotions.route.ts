/**
 * The storefront's running promotions for discount blocks (the legacy Discount shape: id, uuid,
 * discountValue, ruleType, rule, ruleEntityName, discountEndDate, bannerThumb, featured,
 * discountLangRead), authenticated by the shop's token like the listings:
 *   GET /web/public/api/promotions            -> {discounts}
 *   GET /web/public/api/promotions?featured=1 -> {discounts} (featured only)
 * The promotion's products are its listing, GET /web/public/api/promotions/products/{discount}.
 */
import { legacyDiscount } from '../pricing/pricing-views';
import type { PromotionReads } from '../pricing/promotion-reads.service';
import { route } from '../../../rest/route';
import type { RestRoute } from '../../../rest/route';

export function webPromotionRoutes(reads: PromotionReads): RestRoute[] {
  return [
    route('get', '/web/public/api/promotions', { bearer: 'storefront' }, async (ctx, req, res) => {
      if (ctx.storefrontShopId === null) throw new Error('bearer routes always carry the shop');
      const featuredOnly = ['1', 'true'].includes(String(req.query.featured ?? ''));
      const rows = await reads.storefrontPromotions(ctx, ctx.storefrontShopId, featuredOnly);
      res.setHeader('Cache-Control', 'private, no-cache');
      res.json({ discounts: rows.map((row) => legacyDiscount(row, ctx.locale)) });
    }),
  ];
}
