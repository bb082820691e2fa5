/**
 * The HTTP status of a navigation to a storefront page: the app shell is served either way (the app
 * draws the page, or its not-found page), but a link to something that does not exist answers 404,
 * so crawlers, link checkers and monitoring see it as such. Pages whose subject the server can look
 * up are checked here; every other path is the app's to answer.
 */
import type { Request } from 'express';
import type { RequestContext } from '../core/request-context';
import type { OrderConfirmationService } from '../modules/orders';

export interface StorefrontPageDeps {
  readonly confirmations: OrderConfirmationService;
  readonly context: (req: Request) => Promise<RequestContext>;
}

const CONFIRMATION_PAGE = /^\/checkout\/confirmation\/([^/]+)\/?$/;

function decoded(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

export function storefrontPageStatus(deps: StorefrontPageDeps): (req: Request) => Promise<200 | 404> {
  return async (req) => {
    const confirmation = CONFIRMATION_PAGE.exec(req.path);
    if (confirmation) {
      const uuid = decoded(confirmation[1] ?? '');
      const known = uuid !== null && (await deps.confirmations.exists(await deps.context(req), uuid));
      return known ? 200 : 404;
    }
    return 200;
  };
}
