/** The stock screen: levels per warehouse, adding stock, movements and the stock check; with its texts. */
import { catalogueOf } from '@tijara/shared';
import { messages } from './messages';
import { translations } from './translations';

/** Its screen, loaded with its route (app/routes.tsx). */
export const loadStockPage = () => import('./StockPage');

export const catalogue = catalogueOf(messages, translations);
