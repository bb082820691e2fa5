/** The warehouses screen: create, rename, (de)activate, choose the default, update stocks; its texts. */
import { catalogueOf } from '@tijara/shared';
import { messages } from './messages';
import { translations } from './translations';

export { WarehousesPage } from './WarehousesPage';

export const catalogue = catalogueOf(messages, translations);
