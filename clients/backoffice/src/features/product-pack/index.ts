/** A pack's items: strict or flexible, with quantities. A panel of the product editor and wizard (lazy chunks only import this). */
export { PackPanel } from './PackPanel';
export type { PanelProps } from './PackPanel';

// Its panel brings its texts (CatalogueScope); only app/i18n/scoped.ts reads this.
export { catalogue } from './catalogue';
