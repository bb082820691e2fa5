/**
 * Orders: the list with its filters, status tabs and CSV export, and the order vocabulary (statuses,
 * channels, types, payment types in words) the order's page shares.
 */

/** Its screens, loaded with their routes (app/routes.tsx). */
export const loadOrdersPage = () => import('./OrdersPage');

/**
 * The vocabulary's words, texts and status badge, one chunk for every screen that names orders'
 * statuses or payment types (a loader: the index is on the first route).
 */
export const loadOrderVocabulary = () => import('./vocabulary');
export type OrderVocabulary = Awaited<ReturnType<typeof loadOrderVocabulary>>;

// The list's address for given criteria: links.ts (kept off the first route, which has this index).
export type {
  OrdersQuery,
  OrderStatusName,
  OrderTypeName,
  PaymentTypeName,
  ReviewStatusName,
  SalesChannelName,
} from './list-query';

// Its screens bring their texts (CatalogueScope); only app/i18n/scoped.ts reads this.
export { catalogue } from './catalogue';
