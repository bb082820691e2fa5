/** What the app gives the product editor (app/routes.tsx): the product, the tab its address names. */
import type { ProductTab, Route } from '../shell';

export interface ProductEditorProps {
  readonly productId: number;
  readonly tab: ProductTab;
  readonly onNavigate: (route: Route) => void;
}
