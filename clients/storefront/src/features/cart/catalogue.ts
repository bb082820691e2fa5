/**
 * The cart's texts in fr, en and ar, a face of the feature of its own (the first route imports only
 * the index): the buttons' (navbar cart, card button), which the app's translations chunk brings
 * (app/i18n/translated.ts), and the modals', for the catalogue test (CartModals.tsx builds its own
 * copy, so their translations stay in the modals' chunk).
 */
import { catalogueOf } from '@tijara/shared';
import { buttonMessages } from './button-messages';
import { buttonTranslations } from './button-translations';
import { messages } from './messages';
import { translations } from './translations';

export const catalogue = catalogueOf(buttonMessages, buttonTranslations);

export const modalCatalogue = catalogueOf(messages, translations);
