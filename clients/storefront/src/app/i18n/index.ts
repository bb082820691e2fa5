/**
 * The storefront's catalogues: each feature's, taken from its index (I18nProvider adds the shared
 * components' own). app/i18n/catalogues.test.ts fails when a feature folder with texts is missing
 * here, or when the screens start using a shared catalogue (commonMessages, the error table) that is
 * not registered.
 */
import { joinCatalogues } from '@tijara/shared';
import type { Catalogues } from '@tijara/shared';
import { catalogue as deliveryPicker } from '../../features/delivery-picker';
import { catalogue as orderConfirmation } from '../../features/order-confirmation';
import { catalogue as shell } from '../../features/shell';
import { catalogue as shop } from '../../features/shop';

/** By feature folder name: the catalogue test checks this against src/features. */
export const featureCatalogues: Readonly<Record<string, Catalogues>> = {
  'delivery-picker': deliveryPicker,
  'order-confirmation': orderConfirmation,
  shell,
  shop,
};

export const catalogues: Catalogues = joinCatalogues(Object.values(featureCatalogues));
