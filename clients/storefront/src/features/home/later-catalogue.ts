/** The texts of the content modules' chunk, scoped by the dispatcher around each of its modules. */
import { catalogueOf } from '@tijara/shared';
import { laterMessages } from './later-messages';
import { laterTranslations } from './later-translations';

export const laterCatalogue = catalogueOf(laterMessages, laterTranslations);
