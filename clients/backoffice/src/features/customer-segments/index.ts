/** The customer segment screens: list and editor (with members or rule matches), with their texts. */
import { catalogueOf } from '@tijara/shared';
import { messages } from './messages';
import { translations } from './translations';

export { SegmentsPage } from './SegmentsPage';
export { SegmentEditor } from './SegmentEditor';
export type { SegmentNavigate, SegmentRoute } from './navigation';

export const catalogue = catalogueOf(messages, translations);
