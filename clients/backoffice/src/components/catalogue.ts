/**
 * The shared components' texts, loaded with every screen (app/routes.tsx wraps each in a
 * CatalogueScope with them), so the dashboard's first route carries none of them.
 */
import { catalogueOf } from '@tijara/shared';
import { componentMessages } from './messages';
import { componentTranslations } from './translations';

export const componentsCatalogue = catalogueOf(componentMessages, componentTranslations);
