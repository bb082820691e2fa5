/**
 * The features whose texts load with their own chunk (CatalogueScope) instead of with the first page.
 * Only the catalogue test imports this file: importing it from the app would bring those texts back
 * into the first route.
 */
import type { Catalogues } from '@tijara/shared';
import { catalogue as deliveryPicker } from '../../features/delivery-picker';
import { catalogue as home } from '../../features/home';
import { catalogue as orderConfirmation } from '../../features/order-confirmation';
import { catalogue as reviews } from '../../features/reviews';

export const scopedCatalogues: Readonly<Record<string, Catalogues>> = {
  'delivery-picker': deliveryPicker,
  home,
  'order-confirmation': orderConfirmation,
  reviews,
};
