/** The product editor (tabs) and the creation wizard, with their texts. */
import type { ProductTab, Route } from '../shell';

/** Its screens, loaded with their routes (app/routes.tsx). */
export const loadProductEditor = () => import('./ProductEditor');
export const loadProductWizard = () => import('./ProductWizard');

export interface ProductEditorProps {
  readonly productId: number;
  readonly tab: ProductTab;
  readonly onNavigate: (route: Route) => void;
}

// Its screens bring their texts (CatalogueScope); only app/i18n/scoped.ts reads this.
export { catalogue } from './catalogue';
