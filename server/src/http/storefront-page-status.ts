/**
 * What a navigation to a storefront page answers besides the app shell, from one lookup per
 * navigation: the status (a link to something that does not exist answers 404, so crawlers, link
 * checkers and monitoring see it as such; the shell is served either way and draws its not-found
 * page), the shop's public meta tags, and for catalogue pages (product, category, brand, brand line,
 * collection, promotion) and content pages (home, landing page, blog post and category, CMS page)
 * the head a shared link shows (catalog's StorefrontHeads, then content's ContentHeads, rendered by
 * page-head.ts); a composed page opening with a banner also the hint the app draws that banner from
 * before its answer comes (ServedPage.lead). Every other path is the app's to answer.
 */
import type { Request } from 'express';
import type { LeadBannerHint } from '@tijara/schema';
import type { RequestContext } from '../core/request-context';
import type { HeadLookup, StorefrontHeads } from '../modules/catalog';
import type { ContentHeads } from '../modules/content';
import type { OrderConfirmationService } from '../modules/orders';
import { storefrontPageMeta } from '../modules/shop';
import type { ShopService } from '../modules/shop';
import { pageHeadHtml } from './page-head';
import type { ServedPage } from './static-apps';

export interface StorefrontPageDeps {
  readonly confirmations: OrderConfirmationService;
  readonly heads: StorefrontHeads;
  readonly contentHeads: ContentHeads;
  readonly shops: ShopService;
  /** PUBLIC_ORIGIN; unset: the request's protocol and host. */
  readonly publicOrigin: string | undefined;
  readonly context: (req: Request) => Promise<RequestContext>;
}

const CONFIRMATION_PAGE = /^\/checkout\/confirmation\/([^/]+)\/?$/;
/** A Host header as browsers send it; anything else is not used to build links. */
const HOST = /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/;

function decoded(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

function originOf(req: Request, configured: string | undefined): string {
  if (configured !== undefined) return configured;
  const host = req.get('host') ?? '';
  return `${req.protocol}://${HOST.test(host) ? host : 'localhost'}`;
}

export function storefrontPage(deps: StorefrontPageDeps): (req: Request) => Promise<ServedPage> {
  return async (req) => {
    const ctx = await deps.context(req);
    const shop = await deps.shops.findDefaultShop(ctx);
    const meta = storefrontPageMeta(shop, ctx.locale);
    const confirmation = CONFIRMATION_PAGE.exec(req.path);
    if (confirmation) {
      const uuid = decoded(confirmation[1] ?? '');
      const known = uuid !== null && (await deps.confirmations.exists(ctx, uuid));
      return { status: known ? 200 : 404, meta };
    }
    // Without a shop (SEED=none) there is no catalogue or content to look into yet.
    if (!shop) return { status: 200, meta };
    const origin = originOf(req, deps.publicOrigin);
    const lookup: (HeadLookup & { readonly lead?: LeadBannerHint | null }) | null =
      (await deps.heads.lookup(ctx, req.path, origin, Object.keys(req.query))) ??
      (await deps.contentHeads.lookup(ctx, {
        shopUuid: shop.uuid,
        shopName: shop.name,
        path: req.path,
        origin,
      }));
    if (!lookup) return { status: 200, meta };
    if (!lookup.head) return { status: 404, meta };
    const head = pageHeadHtml(lookup.head, shop.name);
    return lookup.lead ? { status: 200, meta, head, lead: lookup.lead } : { status: 200, meta, head };
  };
}
