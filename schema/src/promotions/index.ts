export * from './vocabulary.js';
export type * from './types.js';
export { discountOff, allocate } from './arithmetic.js';
export { byPrecedence } from './precedence.js';
export { priceCart } from './engine.js';
export { catalogueOffer, isCatalogueRule } from './catalogue-offer.js';
export type { CatalogueOffer, CatalogueProduct } from './catalogue-offer.js';
export { withTax } from './with-tax.js';
export type { TaxedCart, TaxedLine } from './with-tax.js';
