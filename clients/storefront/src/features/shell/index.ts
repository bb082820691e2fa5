/**
 * The storefront's frame (header, update prompt), what a failed route shows, and the not-found page
 * (loaded only when a shopper reaches an unknown address); with their texts.
 */
import { catalogueOf } from '@tijara/shared';
import { messages } from './messages';
import { translations } from './translations';

export { Shell } from './Shell';
export { RouteError } from './RouteError';

export const loadNotFoundPage = () => import('./NotFoundPage');

export const catalogue = catalogueOf(messages, translations);
