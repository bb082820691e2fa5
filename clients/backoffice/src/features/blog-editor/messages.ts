import { defineMessage, defineMessages } from 'react-intl';

/** The blog posts' list and editor. */
export const messages = defineMessages({
  postsTitle: { id: 'blogEditor.postsTitle', defaultMessage: 'Le blog de la boutique' },
  postsIntro: {
    id: 'blogEditor.postsIntro',
    defaultMessage:
      'Les articles, du plus récent au plus ancien ; publiés, ils se lisent à l’adresse /blog/… de la boutique.',
  },
  newPost: { id: 'blogEditor.newPost', defaultMessage: 'Nouvel article' },
  search: { id: 'blogEditor.search', defaultMessage: 'Chercher dans les titres' },
  postTitle: { id: 'blogEditor.postTitle', defaultMessage: 'Titre de l’article' },
  columnCreated: { id: 'blogEditor.columnCreated', defaultMessage: 'Écrit le' },
  noCategory: { id: 'blogEditor.noCategory', defaultMessage: 'Sans catégorie' },
  empty: { id: 'blogEditor.empty', defaultMessage: 'Le blog n’a encore aucun article.' },
  noMatch: { id: 'blogEditor.noMatch', defaultMessage: 'Aucun article ne correspond à cette recherche.' },
  listFailed: { id: 'blogEditor.listFailed', defaultMessage: 'Impossible de charger les articles.' },
  shopFailed: {
    id: 'blogEditor.shopFailed',
    defaultMessage: 'Impossible de savoir de quelle boutique est le blog.',
  },
  offline: {
    id: 'blogEditor.offline',
    defaultMessage: 'Hors ligne : le blog se lit, mais rien ne s’enregistre avant le retour du réseau.',
  },
  pagination: { id: 'blogEditor.pagination', defaultMessage: 'Pages des articles' },
  pageInfo: defineMessage<{ page: number; pages: number; count: number }>({
    id: 'blogEditor.pageInfo',
    defaultMessage: 'Page {page} sur {pages} · {count, plural, one {# article} other {# articles}}',
  }),
  editOf: defineMessage<{ name: string }>({
    id: 'blogEditor.editOf',
    defaultMessage: 'Modifier l’article {name}',
  }),
  editLink: { id: 'blogEditor.editLink', defaultMessage: 'Modifier l’article' },
  confirmDelete: defineMessage<{ name: string }>({
    id: 'blogEditor.confirmDelete',
    defaultMessage: 'Supprimer l’article {name} ?',
  }),
  deleted: { id: 'blogEditor.deleted', defaultMessage: 'Article supprimé.' },
  backToPosts: { id: 'blogEditor.backToPosts', defaultMessage: 'Retour aux articles' },
  editTitle: defineMessage<{ name: string }>({
    id: 'blogEditor.editTitle',
    defaultMessage: 'Article « {name} »',
  }),
  postFailed: { id: 'blogEditor.postFailed', defaultMessage: 'Impossible de charger cet article.' },
  bodyLabel: { id: 'blogEditor.bodyLabel', defaultMessage: 'Texte de l’article' },
  published: { id: 'blogEditor.published', defaultMessage: 'Publié sur le blog' },
  thumbnail: { id: 'blogEditor.thumbnail', defaultMessage: 'Vignette de l’article' },
  categories: { id: 'blogEditor.categories', defaultMessage: 'Catégories de l’article' },
  noCategories: {
    id: 'blogEditor.noCategories',
    defaultMessage: 'Aucune catégorie de blog : créez-en dans l’onglet des catégories.',
  },
  createdAtLabel: { id: 'blogEditor.createdAtLabel', defaultMessage: 'Date de l’article' },
  createdAtHint: {
    id: 'blogEditor.createdAtHint',
    defaultMessage:
      'Montrée sur le blog, elle classe les articles ; demain au plus tard. Vide pour un nouvel article : le jour de son enregistrement.',
  },
  createdAtTooLate: {
    id: 'blogEditor.createdAtTooLate',
    defaultMessage: 'La date de l’article peut être au plus celle de demain.',
  },
  save: { id: 'blogEditor.save', defaultMessage: 'Enregistrer l’article' },
  saved: { id: 'blogEditor.saved', defaultMessage: 'Article enregistré.' },
});
