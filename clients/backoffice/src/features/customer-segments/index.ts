/** The customer segment screens: list and editor (with members or rule matches), with their texts. */
export { SegmentsPage } from './SegmentsPage';
export { SegmentEditor } from './SegmentEditor';
export type { SegmentNavigate, SegmentRoute } from './navigation';
export { messages } from './messages';
export { translations } from './translations';
