/**
 * The features whose texts load with their own chunk (CatalogueScope) instead of with the first page
 * (the home and its modules, the blog's and CMS pages, the checkout...).
 * Only the catalogue test imports this file: importing it from the app would bring those texts back
 * into the first route.
 */
import { joinCatalogues } from '@tijara/shared';
import type { Catalogues } from '@tijara/shared';
import { catalogue as blog } from '../../features/blog';
import { catalogue as cartButtons, modalCatalogue as cartModals } from '../../features/cart/catalogue';
import { catalogue as checkout } from '../../features/checkout';
import { catalogue as cmsPage } from '../../features/cms-page';
import { catalogue as deliveryPicker } from '../../features/delivery-picker';
import { catalogue as home } from '../../features/home';
import { catalogue as orderConfirmation } from '../../features/order-confirmation';
import { catalogue as reviews } from '../../features/reviews';

export const scopedCatalogues: Readonly<Record<string, Catalogues>> = {
  blog,
  // The cart's buttons are on the first route (index.ts), its modals' texts load with them; the test
  // reads one catalogue per feature folder, so the whole feature's here.
  cart: joinCatalogues([cartButtons, cartModals]),
  checkout,
  'cms-page': cmsPage,
  'delivery-picker': deliveryPicker,
  home,
  'order-confirmation': orderConfirmation,
  reviews,
};
