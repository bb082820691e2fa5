/**
 * The back office's catalogues: each feature's, taken from its index, and the shared ones its
 * screens use (I18nProvider adds the shared components' own), for what the first page shows: the
 * screens loaded on demand bring their own (scoped.ts). app/i18n/catalogues.test.ts fails when a
 * feature folder with texts is missing from both.
 */
import { commonCatalogue, errorCatalogue, joinCatalogues, syncCatalogue } from '@tijara/shared';
import type { Catalogues } from '@tijara/shared';
import { flashCatalogue } from '../../components/flash-catalogue';
import { catalogue as auth } from '../../features/auth';
import { catalogue as home } from '../../features/home';
import { catalogue as shell } from '../../features/shell';
import { catalogue as theme } from '../../features/theme';

/** By feature folder name: the catalogue test checks this against src/features. */
export const featureCatalogues: Readonly<Record<string, Catalogues>> = {
  auth,
  home,
  shell,
  theme,
};

export const catalogues: Catalogues = joinCatalogues([
  commonCatalogue,
  errorCatalogue,
  syncCatalogue,
  // The flash region is on every page; the other components' texts come with the screens.
  flashCatalogue,
  ...Object.values(featureCatalogues),
]);
