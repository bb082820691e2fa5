/** The till's catalogue feed: posCatalogue and its change log. */
export { TillProductChange } from './till-product-change.entity';
export { TillProductChangeMark } from './till-product-change-mark.entity';
export { PosCatalogueResolver } from './pos-catalogue.resolver';
export { PosCatalogueService, POS_CATALOGUE_LIMIT } from './pos-catalogue.service';
export { PosCataloguePage, PosCombination, PosLabels, PosProduct } from './pos-catalogue.results';
