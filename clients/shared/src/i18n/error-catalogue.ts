/** The error table's texts in fr, en and ar (registered by an app whose screens show its errors). */
import { catalogueOf } from './catalogue';
import { errorMessages } from './error-messages';
import { errorTranslations } from './error-translations';

export const errorCatalogue = /* @__PURE__ */ catalogueOf(errorMessages, errorTranslations);
