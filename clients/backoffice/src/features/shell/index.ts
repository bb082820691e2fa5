/**
 * The frame of every signed-in screen (sidebar, top bar), the small router that picks the screen, and
 * the error boundary each screen renders in; with their texts.
 */
import { catalogueOf } from '@tijara/shared';
import { messages } from './messages';
import { translations } from './translations';

export { Shell } from './Shell';
export { ScreenBoundary } from './ScreenBoundary';
export { BASE, pathOf, routeFromPath, sectionOf, useRoute } from './use-route';
export type { Route, RouteName } from './use-route';

export const catalogue = catalogueOf(messages, translations);
