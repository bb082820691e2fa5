/** The delivery areas screen (wilayas and communes, read from the device first), with its texts. */
import { catalogueOf } from '@tijara/shared';
import { messages } from './messages';
import { translations } from './translations';

export { GeographyPage } from './GeographyPage';

export const catalogue = catalogueOf(messages, translations);
