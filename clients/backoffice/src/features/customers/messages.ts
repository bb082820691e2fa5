/** The customer screens' texts in French (the source); en and ar in translations.ts. */
import { defineMessage, defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'customers.title', defaultMessage: 'Clients' },
  intro: {
    id: 'customers.intro',
    defaultMessage: 'Les clients de vos boutiques, leurs commandes et ce qu’ils ont dépensé.',
  },
  figuresNote: {
    id: 'customers.figuresNote',
    defaultMessage:
      'Les commandes annulées ou retournées ne sont pas comptées ; le montant dépensé est celui des commandes livrées.',
  },
  search: { id: 'customers.search', defaultMessage: 'Rechercher un client (nom ou téléphone)' },
  searchHint: {
    id: 'customers.searchHint',
    defaultMessage: 'Un numéro est cherché comme un téléphone, +213 accepté.',
  },
  searchTooShort: {
    id: 'customers.searchTooShort',
    defaultMessage: 'Tapez au moins 3 caractères pour chercher.',
  },
  sortLabel: { id: 'customers.sortLabel', defaultMessage: 'Trier par' },
  sortNameAsc: { id: 'customers.sortNameAsc', defaultMessage: 'Nom, de A à Z' },
  sortNameDesc: { id: 'customers.sortNameDesc', defaultMessage: 'Nom, de Z à A' },
  sortOrdersDesc: { id: 'customers.sortOrdersDesc', defaultMessage: 'Le plus de commandes' },
  sortOrdersAsc: { id: 'customers.sortOrdersAsc', defaultMessage: 'Le moins de commandes' },
  sortSpentDesc: { id: 'customers.sortSpentDesc', defaultMessage: 'Le plus dépensé' },
  sortSpentAsc: { id: 'customers.sortSpentAsc', defaultMessage: 'Le moins dépensé' },
  sortLastDesc: { id: 'customers.sortLastDesc', defaultMessage: 'Commande la plus récente' },
  sortLastAsc: { id: 'customers.sortLastAsc', defaultMessage: 'Commande la plus ancienne' },
  colPhone: { id: 'customers.colPhone', defaultMessage: 'Téléphone' },
  colOrders: { id: 'customers.colOrders', defaultMessage: 'Commandes' },
  spent: { id: 'customers.spent', defaultMessage: 'Dépensé' },
  lastOrder: { id: 'customers.lastOrder', defaultMessage: 'Dernière commande' },
  tableRegion: { id: 'customers.tableRegion', defaultMessage: 'Clients trouvés' },
  noMatch: { id: 'customers.noMatch', defaultMessage: 'Aucun client ne correspond à cette recherche.' },
  empty: {
    id: 'customers.empty',
    defaultMessage: 'Aucun client pour l’instant : ils arrivent avec leur première commande.',
  },
  listFailed: { id: 'customers.listFailed', defaultMessage: 'La liste des clients n’a pas pu être chargée.' },
  notOnDevice: {
    id: 'customers.notOnDevice',
    defaultMessage: 'Hors ligne : cette page de clients n’a jamais été ouverte sur cet appareil.',
  },
  pagination: { id: 'customers.pagination', defaultMessage: 'Pages de la liste des clients' },
  pageInfo: defineMessage<{ page: number; pages: number; count: number }>({
    id: 'customers.pageInfo',
    defaultMessage: '{count, plural, one {# client} other {# clients}} · page {page} sur {pages}',
  }),
  pageSize: { id: 'customers.pageSize', defaultMessage: 'Clients par page' },

  allCustomers: { id: 'customers.allCustomers', defaultMessage: 'Tous les clients' },
  detailFailed: { id: 'customers.detailFailed', defaultMessage: 'Ce client n’a pas pu être chargé.' },
  notFound: {
    id: 'customers.notFound',
    defaultMessage: 'Ce client n’existe pas, ou il n’est pas client de vos boutiques.',
  },
  customerSince: defineMessage<{ date: string }>({
    id: 'customers.customerSince',
    defaultMessage: 'Client depuis le {date}',
  }),
  contactTitle: { id: 'customers.contactTitle', defaultMessage: 'Coordonnées' },
  noEmail: { id: 'customers.noEmail', defaultMessage: 'Aucune adresse e-mail' },
  figuresTitle: { id: 'customers.figuresTitle', defaultMessage: 'En chiffres' },
  deliveredOrders: { id: 'customers.deliveredOrders', defaultMessage: 'Commandes livrées' },
  averageBasket: { id: 'customers.averageBasket', defaultMessage: 'Panier moyen' },
  averageHint: { id: 'customers.averageHint', defaultMessage: 'des commandes livrées' },
  firstOrder: { id: 'customers.firstOrder', defaultMessage: 'Première commande' },
  byStatusTitle: { id: 'customers.byStatusTitle', defaultMessage: 'Où en sont ses commandes' },
  statusOrders: defineMessage<{ status: string; count: number }>({
    id: 'customers.statusOrders',
    defaultMessage: '{status} : {count, plural, one {# commande} other {# commandes}}',
  }),
  addressesTitle: { id: 'customers.addressesTitle', defaultMessage: 'Lieux de livraison' },
  addressesEmpty: {
    id: 'customers.addressesEmpty',
    defaultMessage:
      'Aucune commande livrée à une adresse : achats en boutique seulement, ou pas encore de commande.',
  },
  wilaya: defineMessage<{ code: string; name: string }>({
    id: 'customers.wilaya',
    defaultMessage: '{code} - {name}',
  }),
  addressUsage: defineMessage<{ count: number; date: string }>({
    id: 'customers.addressUsage',
    defaultMessage: '{count, plural, one {# commande} other {# commandes}}, la dernière le {date}',
  }),
  segmentsTitle: { id: 'customers.segmentsTitle', defaultMessage: 'Ses segments' },
  segmentsEmpty: { id: 'customers.segmentsEmpty', defaultMessage: 'Ce client n’est dans aucun segment.' },
  segmentListed: { id: 'customers.segmentListed', defaultMessage: 'inscrit à la liste' },
  segmentMatched: { id: 'customers.segmentMatched', defaultMessage: 'remplit la règle' },
  recentTitle: { id: 'customers.recentTitle', defaultMessage: 'Dernières commandes' },
  recentEmpty: { id: 'customers.recentEmpty', defaultMessage: 'Ce client n’a passé aucune commande.' },
  recentFailed: { id: 'customers.recentFailed', defaultMessage: 'Ses commandes n’ont pas pu être chargées.' },
  allOrders: defineMessage<{ count: number }>({
    id: 'customers.allOrders',
    defaultMessage:
      '{count, plural, one {Voir sa commande dans la liste} other {Voir ses # commandes dans la liste}}',
  }),
  colReference: { id: 'customers.colReference', defaultMessage: 'Numéro de commande' },
  colPlacedAt: { id: 'customers.colPlacedAt', defaultMessage: 'Date de la commande' },
  colAmount: { id: 'customers.colAmount', defaultMessage: 'Montant total' },
});
