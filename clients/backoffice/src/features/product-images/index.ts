/** A product's images: uploads with progress, default, alt texts, combination links. A panel of the product editor and wizard (lazy chunks only import this). */
export { ImagesPanel } from './ImagesPanel';
export type { PanelProps } from './ImagesPanel';

// Its panel brings its texts (CatalogueScope); only app/i18n/scoped.ts reads this.
export { catalogue } from './catalogue';
