/**
 * Every text of the back office, for component tests: a test may render a piece of a screen outside
 * the screen's own CatalogueScope, so it gets the first page's catalogues and every scoped one.
 */
import { joinCatalogues } from '@tijara/shared';
import { catalogues } from '../app/i18n';
import { componentsCatalogue } from '../components/catalogue';
import { scopedCatalogues } from '../app/i18n/scoped';

export const testCatalogues = joinCatalogues([
  catalogues,
  componentsCatalogue,
  ...Object.values(scopedCatalogues),
]);
