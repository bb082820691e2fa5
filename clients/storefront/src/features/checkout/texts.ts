/**
 * The texts the checkout's lazily loaded parts scope themselves with. Not catalogue.ts: the feature's
 * index (on every first route, for the pending-orders banner's place) re-exports that one for the
 * catalogue test, and a module both the index and a lazy chunk import lands in the entry chunk.
 */
import { catalogueOf } from '@tijara/shared';
import { messages } from './messages';
import { translations } from './translations';

export const checkoutTexts = catalogueOf(messages, translations);
