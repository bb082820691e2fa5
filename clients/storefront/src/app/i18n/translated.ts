/** The first page's texts in en and ar: a chunk of their own, loaded with the language (first-texts.ts). */
import type { TranslatedTexts } from '@tijara/shared';
import { catalogues } from './index';

export const translated: TranslatedTexts = { en: catalogues.en, ar: catalogues.ar };
