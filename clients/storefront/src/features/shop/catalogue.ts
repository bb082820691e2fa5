/**
 * The feature's texts in fr, en and ar: a face of the feature of its own, which the first route never
 * imports (its index gives the French alone), for the chunk that brings a language's texts
 * (app/i18n/translated.ts) and the catalogue test.
 */
import { catalogueOf } from '@tijara/shared';
import { messages } from './messages';
import { translations } from './translations';

export const catalogue = catalogueOf(messages, translations);
