/**
 * The catalogues of clients/shared. sharedCatalogue is merged by I18nProvider in every app;
 * commonCatalogue, errorCatalogue and syncCatalogue are registered by an app (app/i18n) whose
 * screens use commonMessages, the error table or the sync badge, so an app that does not pays
 * nothing for them.
 */
import { catalogueOf } from './catalogue';
import { commonMessages } from './common-messages';
import { commonTranslations } from './common-translations';
import { sharedMessages } from './shared-messages';
import { sharedTranslations } from './shared-translations';
import { syncMessages } from './sync-messages';
import { syncTranslations } from './sync-translations';

// Pure: an app that never imports one of these leaves it out of its bundle.
export const sharedCatalogue = /* @__PURE__ */ catalogueOf(sharedMessages, sharedTranslations);
export const commonCatalogue = /* @__PURE__ */ catalogueOf(commonMessages, commonTranslations);
// A module of its own: the storefront loads it with the language, never on its first route.
export { errorCatalogue } from './error-catalogue';
export const syncCatalogue = /* @__PURE__ */ catalogueOf(syncMessages, syncTranslations);
