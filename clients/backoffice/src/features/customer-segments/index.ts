/** The customer segment screens: list and editor (with members or rule matches), with their texts. */

/** Its screen, loaded with its route (app/routes.tsx). */
export const loadSegmentsPage = () => import('./SegmentsPage');
export const loadSegmentEditor = () => import('./SegmentEditor');
export type { SegmentNavigate, SegmentRoute } from './navigation';

// Its screens bring their texts (CatalogueScope); only app/i18n/scoped.ts reads this.
export { catalogue } from './catalogue';
