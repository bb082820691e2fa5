/**
 * The order confirmation page, loaded with its route only (the first page never carries it), and its
 * texts, which stay in the catalogue from the start so the page speaks the shopper's language offline.
 */
import { catalogueOf } from '@tijara/shared';
import { messages } from './messages';
import { translations } from './translations';

export const loadOrderConfirmationPage = () => import('./OrderConfirmationPage');

export const catalogue = catalogueOf(messages, translations);
