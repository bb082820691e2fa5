/**
 * The taxonomy screen's own words: title, tabs, the notes about the network and the device copy,
 * and the fields every taxonomy form shares (translated names, address, order, visibility). Each
 * kind's words sit in its topic file (category-, brand-, lists-, values-messages.ts).
 */
import { defineMessage, defineMessages } from 'react-intl';
import type { Locale } from '@tijara/schema';

type Named = { name: string };

export const messages = defineMessages({
  title: { id: 'taxonomy.title', defaultMessage: 'Taxonomie du catalogue' },
  intro: {
    id: 'taxonomy.intro',
    defaultMessage:
      'Ce qui classe vos produits en boutique : catégories, marques, collections, étiquettes, caractéristiques, attributs de déclinaison et fournisseurs, en français, anglais et arabe.',
  },
  tabs: { id: 'taxonomy.tabs', defaultMessage: 'Sections de la taxonomie' },
  tabCategories: { id: 'taxonomy.tab.categories', defaultMessage: 'Catégories' },
  tabBrands: { id: 'taxonomy.tab.brands', defaultMessage: 'Marques' },
  tabBrandLines: { id: 'taxonomy.tab.brandLines', defaultMessage: 'Gammes' },
  tabCollections: { id: 'taxonomy.tab.collections', defaultMessage: 'Collections' },
  tabTags: { id: 'taxonomy.tab.tags', defaultMessage: 'Étiquettes' },
  tabFeatures: { id: 'taxonomy.tab.features', defaultMessage: 'Caractéristiques' },
  tabAttributes: { id: 'taxonomy.tab.attributes', defaultMessage: 'Attributs' },
  tabSuppliers: { id: 'taxonomy.tab.suppliers', defaultMessage: 'Fournisseurs' },
  offline: {
    id: 'taxonomy.offline',
    defaultMessage:
      'Hors ligne : les listes restent consultables telles que vues la dernière fois ; les modifications reprendront avec la connexion.',
  },
  readOnly: {
    id: 'taxonomy.readOnly',
    defaultMessage: 'Lecture seule : votre rôle ne permet pas de modifier le catalogue.',
  },
  listFailed: { id: 'taxonomy.listFailed', defaultMessage: 'Impossible de charger cette liste.' },
  /** The label of one language's input: "Nom (arabe)". */
  fieldIn: defineMessage<{ field: string; language: Locale }>({
    id: 'taxonomy.fieldIn',
    defaultMessage: '{field} ({language, select, fr {français} en {anglais} other {arabe}})',
  }),
  languageName: defineMessage<{ language: Locale }>({
    id: 'taxonomy.languageName',
    defaultMessage: '{language, select, fr {français} en {anglais} other {arabe}}',
  }),
  translationsHint: {
    id: 'taxonomy.translationsHint',
    defaultMessage: 'Le français est obligatoire ; sans traduction, la boutique l’affiche en français.',
  },
  toTranslate: defineMessage<{ languages: string }>({
    id: 'taxonomy.toTranslate',
    defaultMessage: 'À traduire : {languages}',
  }),
  frenchRequired: {
    id: 'taxonomy.frenchRequired',
    defaultMessage: 'Le texte en français est obligatoire.',
  },
  label: { id: 'taxonomy.label', defaultMessage: 'Libellé' },
  description: { id: 'taxonomy.description', defaultMessage: 'Description' },
  slug: { id: 'taxonomy.slug', defaultMessage: 'Adresse web (slug)' },
  slugHint: {
    id: 'taxonomy.slugHint',
    defaultMessage: 'Laissez vide pour la tirer du nom en français.',
  },
  position: { id: 'taxonomy.position', defaultMessage: 'Ordre d’affichage' },
  positionHint: {
    id: 'taxonomy.positionHint',
    defaultMessage: 'Nombre entier à partir de 0 : les plus petits passent en premier.',
  },
  visible: { id: 'taxonomy.visible', defaultMessage: 'Visible en boutique' },
  hidden: { id: 'taxonomy.hidden', defaultMessage: 'Masquée en boutique' },
  positionOf: defineMessage<{ position: number }>({
    id: 'taxonomy.positionOf',
    defaultMessage: 'Ordre {position}',
  }),
  created: defineMessage<Named>({ id: 'taxonomy.created', defaultMessage: '« {name} » a été ajouté.' }),
  saved: defineMessage<Named>({ id: 'taxonomy.saved', defaultMessage: '« {name} » a été enregistré.' }),
  deleted: defineMessage<Named>({ id: 'taxonomy.deleted', defaultMessage: '« {name} » a été supprimé.' }),
  stillUsed: {
    id: 'taxonomy.stillUsed',
    defaultMessage: 'il est encore utilisé ailleurs dans le catalogue',
  },
});
