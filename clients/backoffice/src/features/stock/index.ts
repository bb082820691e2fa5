export { StockPage } from './StockPage';
export { messages as stockMessages } from './messages';
export { translations as stockTranslations } from './translations';
