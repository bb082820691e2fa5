/** A product's combinations: the combination form, attribute values, default, own images. A panel of the product editor and wizard (lazy chunks only import this). */
export { CombinationsPanel } from './CombinationsPanel';
export type { PanelProps } from './CombinationsPanel';

// Its panel brings its texts (CatalogueScope); only app/i18n/scoped.ts reads this.
export { catalogue } from './catalogue';
