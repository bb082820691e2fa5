/** The home page's delivery picker (wilaya, commune, carrier and the delivery price), with its texts. */
import { catalogueOf } from '@tijara/shared';
import { messages } from './messages';
import { translations } from './translations';

export { DeliveryPicker } from './DeliveryPicker';

export const catalogue = catalogueOf(messages, translations);
