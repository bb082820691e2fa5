/**
 * A product's combinations: the combination form, attribute values, default, own images. A panel
 * of the product editor and wizard (lazy chunks only import this), and the spec's combination
 * selector other screens reuse (a strict pack's components, the images tab).
 */
export { CombinationsPanel } from './CombinationsPanel';
export type { PanelProps } from './CombinationsPanel';
export { CombinationSelect, NO_COMBINATION } from './CombinationSelect';
export type { CombinationSelectProps } from './CombinationSelect';
export { useCombinationChoices } from './use-combination-choices';
export type { CombinationChoice, CombinationChoices } from './use-combination-choices';

// Its panel brings its texts (CatalogueScope); only app/i18n/scoped.ts reads this.
export { catalogue } from './catalogue';
