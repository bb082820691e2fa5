/**
 * The order confirmation page, loaded with its route only (the first page never carries it), and its
 * texts, which stay in the catalogue from the start so the page speaks the shopper's language offline.
 */

export const loadOrderConfirmationPage = () => import('./OrderConfirmationPage');

// Its texts load with it (CatalogueScope), not with the first page: import this index lazily.
export { catalogue } from './catalogue';
