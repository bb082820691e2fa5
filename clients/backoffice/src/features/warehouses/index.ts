export { WarehousesPage } from './WarehousesPage';
export { messages as warehousesMessages } from './messages';
export { translations as warehousesTranslations } from './translations';
