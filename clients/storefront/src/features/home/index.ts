/**
 * The home page and the home modules the content dispatcher reuses (promo banner, discount block,
 * product, categories and brands carousels, the type → component registry), loaded with the home's
 * route (their own chunk, never on another first route); with their texts (HomePage also brings its
 * own and the carousels' along, so the app's first catalogue may do without them).
 */

/** The home page (app/routes.tsx may also import HomePage.tsx itself). */
export const loadHomePage = () => import('./HomePage');
/** The module components and their registry (`modules`, `HomeModule`, `moduleOf`), for the dispatcher. */
export const loadHomeModules = () => import('./modules');

export type { HomeModuleData, ModuleComponent } from './modules';
export type { ProductCarouselProps } from './ProductCarousel';
export type { ProductSource } from './reads';
export type { ModuleFields, ResponsiveNumber } from './module-fields';

export { catalogue } from './catalogue';
