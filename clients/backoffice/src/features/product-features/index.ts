/** A product's features (feature type -> values). A panel of the product editor and wizard (lazy chunks only import this). */
export { FeaturesPanel } from './FeaturesPanel';
export type { PanelProps } from './FeaturesPanel';

// Its panel brings its texts (CatalogueScope); only app/i18n/scoped.ts reads this.
export { catalogue } from './catalogue';
