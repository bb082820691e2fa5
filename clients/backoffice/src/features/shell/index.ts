/**
 * The frame of every signed-in screen (sidebar, top bar), the screens' addresses (react-router), and
 * the error boundary each screen renders in; with their texts.
 */
import { catalogueOf } from '@tijara/shared';
import { messages } from './messages';
import { translations } from './translations';

export { Shell } from './Shell';
export { ScreenBoundary } from './ScreenBoundary';
export {
  BASE,
  BASENAME,
  PRODUCT_TABS,
  SCREEN_PATHS,
  TAXONOMY_KINDS,
  isTillRoute,
  mayOpen,
  pathOf,
  routeAt,
  sectionOf,
  useCurrentRoute,
  useNavigateTo,
} from './use-route';
export type { ProductTab, Route, RouteName, ScreenPath, TaxonomyKind } from './use-route';

export const catalogue = catalogueOf(messages, translations);
export { messages as shellMessages };
