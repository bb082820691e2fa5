/**
 * The cashier's till: the selling screen (search and scan, cart, customer, payment, receipt) and the
 * steps before it (device registration and session opening, drawn by features/till-session).
 */

/** Its screen, loaded with its route (app/routes.tsx): /pos, full screen. */
export const loadTillPage = () => import('./TillPage');

/** The sync screen, /pos/sync (till-session's), loaded with its route the same way. */
export const loadSyncPage = () => import('./SyncRoute');

// Its screens bring their texts (CatalogueScope); only app/i18n/scoped.ts reads this.
export { catalogue } from './catalogue';
