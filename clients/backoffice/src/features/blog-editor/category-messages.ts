import { defineMessage, defineMessages } from 'react-intl';

/** The blog categories' list and form. */
export const categoryMessages = defineMessages({
  title: { id: 'blogEditor.category.title', defaultMessage: 'Les catégories du blog' },
  intro: {
    id: 'blogEditor.category.intro',
    defaultMessage:
      'Elles rangent les articles ; chacune a sa page /blog/categories/… sur la boutique, avec sa description (coupée à 100 caractères dans les carrousels).',
  },
  newCategory: { id: 'blogEditor.category.new', defaultMessage: 'Nouvelle catégorie du blog' },
  name: { id: 'blogEditor.category.name', defaultMessage: 'Nom de la catégorie' },
  description: { id: 'blogEditor.category.description', defaultMessage: 'Description de la catégorie' },
  columnPosts: { id: 'blogEditor.category.columnPosts', defaultMessage: 'Nombre d’articles' },
  position: { id: 'blogEditor.category.position', defaultMessage: 'Rang dans la liste' },
  positionHint: {
    id: 'blogEditor.category.positionHint',
    defaultMessage: 'Un nombre entier à partir de 0 : les catégories sont rangées par rang, puis par nom.',
  },
  active: { id: 'blogEditor.category.active', defaultMessage: 'Catégorie montrée sur la boutique' },
  thumbnail: { id: 'blogEditor.category.thumbnail', defaultMessage: 'Vignette de la catégorie' },
  editTitle: defineMessage<{ name: string }>({
    id: 'blogEditor.category.editTitle',
    defaultMessage: 'Catégorie du blog « {name} »',
  }),
  editOf: defineMessage<{ name: string }>({
    id: 'blogEditor.category.editOf',
    defaultMessage: 'Modifier la catégorie {name}',
  }),
  editLink: { id: 'blogEditor.category.editLink', defaultMessage: 'Modifier la catégorie' },
  confirmDelete: defineMessage<{ name: string }>({
    id: 'blogEditor.category.confirmDelete',
    defaultMessage: 'Supprimer la catégorie du blog {name} ? Ses articles restent, sans elle.',
  }),
  deleted: { id: 'blogEditor.category.deleted', defaultMessage: 'Catégorie du blog supprimée.' },
  saved: { id: 'blogEditor.category.saved', defaultMessage: 'Catégorie du blog enregistrée.' },
  failed: {
    id: 'blogEditor.category.failed',
    defaultMessage: 'Impossible de charger les catégories du blog.',
  },
  empty: { id: 'blogEditor.category.empty', defaultMessage: 'Aucune catégorie du blog pour l’instant.' },
});
