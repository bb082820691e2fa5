/**
 * The storefront's frame (header with its menu and search, update prompt, footer), what a failed
 * route shows, the not-found page (a page of its own, and what a page shows for an unknown slug),
 * and the shop's categories and brands the home reuses; with their texts. The header's and footer's
 * menus are the ones staff compose (content), the categories while the header's is empty.
 */
import { catalogueFromDescriptors } from '@tijara/shared';
import { messages } from './messages';

export { Shell } from './Shell';
export { RouteError } from './RouteError';
export { NotFoundPage } from './NotFoundPage';
export { useStorefrontMenu } from './use-storefront-menu';
export type { MenuBrand, MenuCategory, StorefrontMenu } from './use-storefront-menu';
export { menuTree } from './menu-tree';

export const loadNotFoundPage = () => import('./NotFoundPage');

/** The words of the way home, for the route error boundary (app/RoutePage.tsx). */
export const homeLink = messages.home;

/**
 * The French texts alone, for the first page; all three languages are catalogue.ts's, a face of its
 * own that the first route never imports (en and ar load with the language, app/i18n/first-texts.ts).
 */
export const frenchTexts = /* @__PURE__ */ catalogueFromDescriptors([messages]);
