/**
 * The back office's catalogues: each feature's, taken from its index, and the shared ones its
 * screens use (I18nProvider adds the shared components' own). app/i18n/catalogues.test.ts fails
 * when a feature folder with texts is missing here.
 */
import { commonCatalogue, errorCatalogue, joinCatalogues, syncCatalogue } from '@tijara/shared';
import type { Catalogues } from '@tijara/shared';
import { catalogue as auth } from '../../features/auth';
import { catalogue as customerSegments } from '../../features/customer-segments';
import { catalogue as expeditions } from '../../features/expeditions';
import { catalogue as geography } from '../../features/geography';
import { catalogue as home } from '../../features/home';
import { catalogue as products } from '../../features/products';
import { catalogue as promotions } from '../../features/promotions';
import { catalogue as shell } from '../../features/shell';
import { catalogue as stock } from '../../features/stock';
import { catalogue as theme } from '../../features/theme';
import { catalogue as transporterPayments } from '../../features/transporter-payments';
import { catalogue as warehouses } from '../../features/warehouses';

/** By feature folder name: the catalogue test checks this against src/features. */
export const featureCatalogues: Readonly<Record<string, Catalogues>> = {
  auth,
  'customer-segments': customerSegments,
  expeditions,
  geography,
  home,
  products,
  promotions,
  shell,
  stock,
  theme,
  'transporter-payments': transporterPayments,
  warehouses,
};

export const catalogues: Catalogues = joinCatalogues([
  commonCatalogue,
  errorCatalogue,
  syncCatalogue,
  ...Object.values(featureCatalogues),
]);
