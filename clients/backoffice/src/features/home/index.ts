/** The dashboard's home: the shop's settings and the device's sync state, with their texts. */
import { catalogueOf } from '@tijara/shared';
import { messages } from './messages';
import { translations } from './translations';

export { HomePage } from './HomePage';

export const catalogue = catalogueOf(messages, translations);
