/** The category tree's words: its nodes, their actions, the form's parent and the refusals. */
import { defineMessage, defineMessages } from 'react-intl';

type Named = { name: string };

export const categoryMessages = defineMessages({
  newCategory: { id: 'taxonomy.category.new', defaultMessage: 'Nouvelle catégorie' },
  editTitle: defineMessage<Named>({
    id: 'taxonomy.category.editTitle',
    defaultMessage: 'Modifier la catégorie « {name} »',
  }),
  newChildTitle: defineMessage<Named>({
    id: 'taxonomy.category.newChildTitle',
    defaultMessage: 'Nouvelle sous-catégorie de « {name} »',
  }),
  addChild: { id: 'taxonomy.category.addChild', defaultMessage: 'Sous-catégorie' },
  addChildOf: defineMessage<Named>({
    id: 'taxonomy.category.addChildOf',
    defaultMessage: 'Ajouter une sous-catégorie à {name}',
  }),
  empty: {
    id: 'taxonomy.category.empty',
    defaultMessage: 'Aucune catégorie pour l’instant : créez la première.',
  },
  tree: { id: 'taxonomy.category.tree', defaultMessage: 'Arbre des catégories' },
  filter: { id: 'taxonomy.category.filter', defaultMessage: 'Filtrer les catégories' },
  noMatch: { id: 'taxonomy.category.noMatch', defaultMessage: 'Aucune catégorie ne correspond.' },
  expandAll: { id: 'taxonomy.category.expandAll', defaultMessage: 'Tout déplier' },
  collapseAll: { id: 'taxonomy.category.collapseAll', defaultMessage: 'Tout replier' },
  showChildren: defineMessage<Named>({
    id: 'taxonomy.category.showChildren',
    defaultMessage: 'Afficher les sous-catégories de {name}',
  }),
  hideChildren: defineMessage<Named>({
    id: 'taxonomy.category.hideChildren',
    defaultMessage: 'Masquer les sous-catégories de {name}',
  }),
  childCount: defineMessage<{ count: number }>({
    id: 'taxonomy.category.childCount',
    defaultMessage: '{count, plural, one {# sous-catégorie} other {# sous-catégories}}',
  }),
  parent: { id: 'taxonomy.category.parent', defaultMessage: 'Catégorie parente' },
  noParent: { id: 'taxonomy.category.noParent', defaultMessage: 'Aucune (au premier niveau)' },
  parentHint: {
    id: 'taxonomy.category.parentHint',
    defaultMessage: 'Changer de parente déplace la catégorie avec ses sous-catégories.',
  },
  confirmDelete: defineMessage<Named>({
    id: 'taxonomy.category.confirmDelete',
    defaultMessage: 'Supprimer la catégorie « {name} » ?',
  }),
  hasChildren: {
    id: 'taxonomy.category.hasChildren',
    defaultMessage: 'elle a des sous-catégories : déplacez-les ou supprimez-les d’abord',
  },
  mainOfProducts: {
    id: 'taxonomy.category.mainOfProducts',
    defaultMessage: 'c’est la catégorie principale de produits : changez la leur d’abord',
  },
});
