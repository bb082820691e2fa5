/** The internal expedition screens: list, editor and reception, with their texts. */
export { ExpeditionsPage } from './ExpeditionsPage';
export { ExpeditionEditor } from './ExpeditionEditor';
export { ExpeditionReception } from './ExpeditionReception';
export type { ExpeditionRoute, NavigateToExpedition } from './navigation';
export { messages } from './messages';
export { translations } from './translations';
