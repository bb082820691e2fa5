/** The languages tab: the product's texts in French, English and Arabic (French source). */
import { defineMessages } from 'react-intl';

export const languagesMessages = defineMessages({
  title: { id: 'products.languages.title', defaultMessage: 'Textes par langue' },
  languagesLabel: { id: 'products.languages.languagesLabel', defaultMessage: 'Langues du produit' },
  shortDescription: { id: 'products.languages.shortDescription', defaultMessage: 'Description courte' },
  longDescription: { id: 'products.languages.longDescription', defaultMessage: 'Description longue' },
  seoTitle: { id: 'products.languages.seoTitle', defaultMessage: 'Titre SEO' },
  seoDescription: { id: 'products.languages.seoDescription', defaultMessage: 'Description SEO' },
  htmlHint: {
    id: 'products.languages.htmlHint',
    defaultMessage: 'HTML simple accepté (paragraphes, listes, gras) ; il est nettoyé à l’enregistrement.',
  },
  missing: { id: 'products.languages.missing', defaultMessage: 'À compléter' },
  requiredFields: {
    id: 'products.languages.requiredFields',
    defaultMessage: 'Veuillez remplir tous les champs obligatoires.',
  },
  fieldRequired: { id: 'products.languages.fieldRequired', defaultMessage: 'Obligatoire.' },
  updated: { id: 'products.languages.updated', defaultMessage: 'Langue mise à jour avec succès' },
  failed: {
    id: 'products.languages.failed',
    defaultMessage: 'Une erreur est survenue lors de la mise à jour de la langue.',
  },
  saveLanguage: { id: 'products.languages.save', defaultMessage: 'Enregistrer les textes' },
});
