/**
 * The promotion screens in English and Arabic, one entry per id of messages.ts and
 * vocabulary-messages.ts (the French source). The app merges them into its catalogues; a test checks
 * none is missing or invalid ICU.
 */
import { ar } from './translations-ar';
import { en } from './translations-en';

export const translations: { en: Record<string, string>; ar: Record<string, string> } = { en, ar };
