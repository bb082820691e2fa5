/** The stock screen: levels per warehouse, adding stock, movements and the stock check; with its texts. */
import { catalogueOf } from '@tijara/shared';
import { messages } from './messages';
import { translations } from './translations';

export { StockPage } from './StockPage';

export const catalogue = catalogueOf(messages, translations);
