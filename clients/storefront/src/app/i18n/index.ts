/**
 * The storefront's catalogues: each feature's, taken from its index (I18nProvider adds the shared
 * components' own). app/i18n/catalogues.test.ts fails when a feature folder with texts is missing
 * here, or when the screens start using a shared catalogue (commonMessages, the error table) that is
 * not registered. Features that load on demand (the reviews tab, the delivery estimate, the order
 * confirmation) bring their texts with them (CatalogueScope); they are listed in scoped.ts.
 */
import { errorCatalogue, joinCatalogues } from '@tijara/shared';
import type { Catalogues } from '@tijara/shared';
import { catalogue as cart } from '../../features/cart/catalogue';
import { catalogue as carousel } from '../../features/carousel/catalogue';
import { catalogue as deviceCopy } from '../../features/device-copy/catalogue';
import { catalogue as listing } from '../../features/listing/catalogue';
import { catalogue as productCard } from '../../features/product-card/catalogue';
import { catalogue as productPage } from '../../features/product-page/catalogue';
import { catalogue as shell } from '../../features/shell/catalogue';
import { catalogue as shop } from '../../features/shop/catalogue';

/** By feature folder name, those whose texts load with the first page. */
export const featureCatalogues: Readonly<Record<string, Catalogues>> = {
  cart,
  carousel,
  'device-copy': deviceCopy,
  listing,
  'product-card': productCard,
  'product-page': productPage,
  shell,
  shop,
};

export const catalogues: Catalogues = joinCatalogues([errorCatalogue, ...Object.values(featureCatalogues)]);
