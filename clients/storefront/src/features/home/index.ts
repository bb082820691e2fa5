/**
 * The home page: the page staff compose in the back office, drawn through the module dispatcher
 * (every module type of the spec), or the default modules while none is published; loaded with the
 * home's route (its own chunk, never on another first route), with its texts (HomePage brings its own
 * and the carousels' along, so the app's first catalogue may do without them).
 */

/** The home page (app/routes.tsx may also import HomePage.tsx itself). */
export const loadHomePage = () => import('./HomePage');
/** The module components and their registry (`modules`, `HomeModule`, `moduleOf`, `blockModule`). */
export const loadHomeModules = () => import('./modules');

export type { HomeModuleData, ModuleComponent } from './modules';
export type { ProductCarouselProps } from './ProductCarousel';
export type { ProductSource } from './reads';
export type { BlockContent, ModuleFields, ResponsiveNumber } from './module-fields';

/** For the catalogue test only: the page and its content modules' chunk scope their own texts. */
export { catalogue } from './full-catalogue';
