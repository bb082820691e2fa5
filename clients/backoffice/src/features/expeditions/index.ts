/** The internal expedition screens: list, editor and reception, with their texts. */
import { catalogueOf } from '@tijara/shared';
import { messages } from './messages';
import { translations } from './translations';

export { ExpeditionsPage } from './ExpeditionsPage';
export { ExpeditionEditor } from './ExpeditionEditor';
export { ExpeditionReception } from './ExpeditionReception';
export type { ExpeditionRoute, NavigateToExpedition } from './navigation';

export const catalogue = catalogueOf(messages, translations);
