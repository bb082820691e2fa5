/**
 * The texts of the cart's modals (French from messages.ts, en and ar from translations.ts), for the
 * catalogue test through the index. The app never uses this module: CartModals.tsx builds its own
 * copy, so the translations stay in the modals' chunk.
 */
import { catalogueOf } from '@tijara/shared';
import { messages } from './messages';
import { translations } from './translations';

export const modalCatalogue = catalogueOf(messages, translations);
