import { defineMessage, defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'productCombinations.title', defaultMessage: 'Déclinaisons' },
  intro: {
    id: 'productCombinations.intro',
    defaultMessage:
      'Chaque déclinaison est une variante vendable du produit (Rouge - XL), faite d’une valeur par attribut.',
  },
  loadFailed: {
    id: 'productCombinations.loadFailed',
    defaultMessage: 'Impossible de charger les déclinaisons.',
  },
  empty: { id: 'productCombinations.empty', defaultMessage: 'Ce produit n’a pas encore de déclinaison.' },
  add: { id: 'productCombinations.add', defaultMessage: 'Ajouter une déclinaison' },
  edit: { id: 'productCombinations.edit', defaultMessage: 'Modifier' },
  makeDefault: { id: 'productCombinations.makeDefault', defaultMessage: 'Mettre par défaut' },
  makeDefaultOf: defineMessage<{ name: string }>({
    id: 'productCombinations.makeDefaultOf',
    defaultMessage: 'Mettre par défaut : {name}',
  }),
  offline: {
    id: 'productCombinations.offline',
    defaultMessage: 'Hors ligne : les déclinaisons se modifient seulement en ligne.',
  },
  readOnly: {
    id: 'productCombinations.readOnly',
    defaultMessage: 'Lecture seule : votre rôle ne permet pas de modifier les déclinaisons.',
  },
  columnPrice: { id: 'productCombinations.column.price', defaultMessage: 'Prix TTC de la déclinaison' },
  columnImages: { id: 'productCombinations.column.images', defaultMessage: 'Images' },
  isDefault: { id: 'productCombinations.isDefault', defaultMessage: 'Déclinaison par défaut' },
  inactive: { id: 'productCombinations.inactive', defaultMessage: 'Non proposée à la vente' },
  impactLine: defineMessage<{ impact: string }>({
    id: 'productCombinations.impactLine',
    defaultMessage: 'Écart HT : {impact}',
  }),
  noImage: { id: 'productCombinations.noImage', defaultMessage: 'Aucune image propre' },
  imageOf: defineMessage<{ position: number; name: string }>({
    id: 'productCombinations.imageOf',
    defaultMessage: 'Image n° {position} ({name})',
  }),
  confirmDelete: defineMessage<{ name: string }>({
    id: 'productCombinations.confirmDelete',
    defaultMessage: 'Supprimer la déclinaison {name} ?',
  }),
  newTitle: { id: 'productCombinations.newTitle', defaultMessage: 'Nouvelle déclinaison' },
  editTitle: defineMessage<{ name: string }>({
    id: 'productCombinations.editTitle',
    defaultMessage: 'Déclinaison {name}',
  }),
  saved: { id: 'productCombinations.saved', defaultMessage: 'Déclinaison enregistrée.' },
  created: { id: 'productCombinations.created', defaultMessage: 'Déclinaison ajoutée.' },
  deleted: defineMessage<{ name: string }>({
    id: 'productCombinations.deleted',
    defaultMessage: 'Déclinaison {name} supprimée.',
  }),
  saveFailed: {
    id: 'productCombinations.saveFailed',
    defaultMessage: 'Une erreur est survenue lors de l’enregistrement de la déclinaison.',
  },
  stale: {
    id: 'productCombinations.stale',
    defaultMessage: 'Quelqu’un d’autre a modifié ces déclinaisons entre-temps.',
  },
  inPack: {
    id: 'productCombinations.inPack',
    defaultMessage: 'Cette déclinaison fait partie d’un pack strict : changez d’abord le pack.',
  },
});
