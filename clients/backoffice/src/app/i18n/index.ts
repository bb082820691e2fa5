/**
 * The back office's catalogues. French is built from the defaultMessage of every feature's
 * messages.ts (one source for the default text); en and ar are translations of the same ids.
 */
import type { Locale } from '@tijara/schema';
import { messages as auth } from '../../features/auth/messages';
import { messages as customerSegments } from '../../features/customer-segments/messages';
import { messages as expeditions } from '../../features/expeditions/messages';
import { messages as geography } from '../../features/geography/messages';
import { messages as home } from '../../features/home/messages';
import { messages as products } from '../../features/products/messages';
import { messages as promotions } from '../../features/promotions/messages';
import { vocabularyMessages as promotionWords } from '../../features/promotions/vocabulary-messages';
import { messages as shell } from '../../features/shell/messages';
import { messages as stock } from '../../features/stock/messages';
import { messages as theme } from '../../features/theme/messages';
import { messages as transporterPayments } from '../../features/transporter-payments/messages';
import { messages as warehouses } from '../../features/warehouses/messages';
import { catalogueFromDescriptors } from '@tijara/shared';
import { ar } from './ar';
import { en } from './en';

export const descriptorGroups = [
  auth,
  geography,
  home,
  products,
  shell,
  theme,
  stock,
  warehouses,
  expeditions,
  transporterPayments,
  promotions,
  promotionWords,
  customerSegments,
];
export const catalogues: Record<Locale, Record<string, string>> = {
  fr: catalogueFromDescriptors(descriptorGroups),
  en,
  ar,
};
