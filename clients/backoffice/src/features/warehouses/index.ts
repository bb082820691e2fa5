/** The warehouses screen: create, rename, (de)activate, choose the default, update stocks; its texts. */
import { catalogueOf } from '@tijara/shared';
import { messages } from './messages';
import { translations } from './translations';

/** Its screen, loaded with its route (app/routes.tsx). */
export const loadWarehousesPage = () => import('./WarehousesPage');

export const catalogue = catalogueOf(messages, translations);
