/** The feature's texts: French from messages.ts, en and ar from translations.ts. */
import { catalogueOf } from '@tijara/shared';
import { messages } from './messages';
import { translations } from './translations';

export const catalogue = catalogueOf(messages, translations);
