/**
 * The orders list's address for given criteria, for the screens that link to a filtered list (the
 * dashboard home, a customer's page). Its own face, not the index: the index is on the first route
 * for its loader, and a re-export there put the address writer on it.
 */
export { ordersPath } from './list-query';
