/** The customer segment screens: list and editor (with members or rule matches), with their texts. */
import { catalogueOf } from '@tijara/shared';
import { messages } from './messages';
import { translations } from './translations';

/** Its screen, loaded with its route (app/routes.tsx). */
export const loadSegmentsPage = () => import('./SegmentsPage');
export const loadSegmentEditor = () => import('./SegmentEditor');
export type { SegmentNavigate, SegmentRoute } from './navigation';

export const catalogue = catalogueOf(messages, translations);
