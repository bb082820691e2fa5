/** Review moderation: the queue of pending reviews, publish or reject with a reason. */

/** Its screen, loaded with its route (app/routes.tsx). */
export const loadReviewsPage = () => import('./ReviewsPage');

// Its screens bring their texts (CatalogueScope); only app/i18n/scoped.ts reads this.
export { catalogue } from './catalogue';
