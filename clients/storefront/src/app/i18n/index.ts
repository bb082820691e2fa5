/**
 * The storefront's catalogues. French is built from the defaultMessage of every messages.ts (one
 * source for the default text); en and ar are translations of the same ids.
 */
import type { Locale } from '@tijara/schema';
import { catalogueFromDescriptors } from '@tijara/shared';
import { messages as delivery } from '../../features/delivery-picker/messages';
import { messages as shop } from '../../features/shop/messages';
import { messages as confirmation } from '../../features/order-confirmation/messages';
import { routeMessages as routes } from '../routes-messages';
import { messages as app } from '../messages';
import { ar } from './ar';
import { en } from './en';

export const descriptorGroups = [app, routes, delivery, shop, confirmation];
export const catalogues: Record<Locale, Record<string, string>> = {
  fr: catalogueFromDescriptors(descriptorGroups),
  en,
  ar,
};
