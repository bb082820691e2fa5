import { defineMessage, defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'productList.title', defaultMessage: 'Liste des produits' },
  intro: {
    id: 'productList.intro',
    defaultMessage: 'Filtrez et triez le catalogue ; le nom ou l’image d’un produit ouvre sa fiche.',
  },
  newProduct: { id: 'productList.newProduct', defaultMessage: 'Nouveau produit' },
  filters: { id: 'productList.filters', defaultMessage: 'Filtres des produits' },
  search: { id: 'productList.search', defaultMessage: 'Rechercher (nom, référence ou code-barres)' },
  category: { id: 'productList.category', defaultMessage: 'Catégorie' },
  allCategories: { id: 'productList.allCategories', defaultMessage: 'Toutes les catégories' },
  brand: { id: 'productList.brand', defaultMessage: 'Marque' },
  allBrands: { id: 'productList.allBrands', defaultMessage: 'Toutes les marques' },
  activeFilter: { id: 'productList.activeFilter', defaultMessage: 'Activation' },
  activeAny: { id: 'productList.activeAny', defaultMessage: 'Activés et désactivés' },
  activeOnly: { id: 'productList.activeOnly', defaultMessage: 'Activés seulement' },
  inactiveOnly: { id: 'productList.inactiveOnly', defaultMessage: 'Désactivés seulement' },
  onSaleFilter: { id: 'productList.onSaleFilter', defaultMessage: 'Promotion' },
  onSaleAny: { id: 'productList.onSaleAny', defaultMessage: 'Avec ou sans promotion' },
  onSaleOnly: { id: 'productList.onSaleOnly', defaultMessage: 'En promotion' },
  notOnSale: { id: 'productList.notOnSale', defaultMessage: 'Hors promotion' },
  featuredFilter: { id: 'productList.featuredFilter', defaultMessage: 'Mise en avant sur la boutique' },
  featuredAny: { id: 'productList.featuredAny', defaultMessage: 'Mis en avant ou non' },
  featuredOnly: { id: 'productList.featuredOnly', defaultMessage: 'Mis en avant' },
  notFeatured: { id: 'productList.notFeatured', defaultMessage: 'Non mis en avant' },
  statusDraft: { id: 'productList.status.draft', defaultMessage: 'Brouillon' },
  statusPublished: { id: 'productList.status.published', defaultMessage: 'Publié' },
  statusArchived: { id: 'productList.status.archived', defaultMessage: 'Archivé' },
  clearFilters: { id: 'productList.clearFilters', defaultMessage: 'Effacer les filtres' },
  colId: { id: 'productList.colId', defaultMessage: 'ID' },
  colPrice: { id: 'productList.colPrice', defaultMessage: 'Prix TTC' },
  colImage: { id: 'productList.colImage', defaultMessage: 'Image' },
  active: { id: 'productList.active', defaultMessage: 'Produit activé' },
  inactive: { id: 'productList.inactive', defaultMessage: 'Produit désactivé' },
  combinations: defineMessage<{ count: number }>({
    id: 'productList.combinations',
    defaultMessage: '{count, plural, one {# déclinaison} other {# déclinaisons}}',
  }),
  selectAll: { id: 'productList.selectAll', defaultMessage: 'Sélectionner les produits de la page' },
  selectOne: defineMessage<{ name: string }>({
    id: 'productList.selectOne',
    defaultMessage: 'Sélectionner {name}',
  }),
  selection: defineMessage<{ count: number }>({
    id: 'productList.selection',
    defaultMessage:
      '{count, plural, =0 {Aucun produit sélectionné} one {# produit sélectionné} other {# produits sélectionnés}}',
  }),
  bulkActions: { id: 'productList.bulkActions', defaultMessage: 'Actions sur la sélection' },
  activate: { id: 'productList.activate', defaultMessage: 'Activer' },
  deactivate: { id: 'productList.deactivate', defaultMessage: 'Désactiver' },
  activated: defineMessage<{ count: number }>({
    id: 'productList.activated',
    defaultMessage:
      '{count, plural, =0 {Aucun produit n’a changé : ils étaient déjà activés.} one {# produit activé.} other {# produits activés.}}',
  }),
  deactivated: defineMessage<{ count: number }>({
    id: 'productList.deactivated',
    defaultMessage:
      '{count, plural, =0 {Aucun produit n’a changé : ils étaient déjà désactivés.} one {# produit désactivé.} other {# produits désactivés.}}',
  }),
  offline: {
    id: 'productList.offline',
    defaultMessage: 'Hors ligne : la liste se consulte, l’activation attend le retour du réseau.',
  },
  notOnDevice: {
    id: 'productList.notOnDevice',
    defaultMessage:
      'Cette page de la liste n’a pas encore été consultée sur cet appareil : reconnectez-vous pour la voir.',
  },
  listFailed: { id: 'productList.listFailed', defaultMessage: 'Impossible de charger les produits.' },
  empty: { id: 'productList.empty', defaultMessage: 'Aucun produit pour le moment.' },
  noMatch: { id: 'productList.noMatch', defaultMessage: 'Aucun produit ne correspond à ces filtres.' },
  pagination: { id: 'productList.pagination', defaultMessage: 'Pages de la liste des produits' },
  pageInfo: defineMessage<{ page: number; pages: number; count: number }>({
    id: 'productList.pageInfo',
    defaultMessage: 'Page {page} sur {pages} · {count, plural, one {# produit} other {# produits}}',
  }),
  pageSize: { id: 'productList.pageSize', defaultMessage: 'Produits par page' },
  tableRegion: { id: 'productList.tableRegion', defaultMessage: 'Produits trouvés' },
});
