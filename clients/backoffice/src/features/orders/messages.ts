import { defineMessage, defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'orders.title', defaultMessage: 'Commandes' },
  intro: {
    id: 'orders.intro',
    defaultMessage:
      'Les commandes des boutiques où vous travaillez, tous canaux confondus ; le numéro ouvre la commande.',
  },
  newOrder: { id: 'orders.newOrder', defaultMessage: 'Nouvelle commande' },
  exportCsv: { id: 'orders.exportCsv', defaultMessage: 'Exporter la liste (CSV)' },

  filters: { id: 'orders.filters', defaultMessage: 'Filtres des commandes' },
  search: { id: 'orders.search', defaultMessage: 'Rechercher (numéro, client ou téléphone)' },
  channelFilter: { id: 'orders.channelFilter', defaultMessage: 'Canal de vente' },
  typeFilter: { id: 'orders.typeFilter', defaultMessage: 'Type de commande' },
  paymentFilter: { id: 'orders.paymentFilter', defaultMessage: 'Mode de paiement' },
  anyChoice: { id: 'orders.anyChoice', defaultMessage: 'Indifférent' },
  chosenCount: defineMessage<{ count: number }>({
    id: 'orders.chosenCount',
    defaultMessage: '{count, plural, one {# choisi} other {# choisis}}',
  }),
  fromDay: { id: 'orders.fromDay', defaultMessage: 'Passées à partir du' },
  toDay: { id: 'orders.toDay', defaultMessage: 'Jusqu’au' },
  wilayaFilter: { id: 'orders.wilayaFilter', defaultMessage: 'Wilaya de livraison' },
  anyWilaya: { id: 'orders.anyWilaya', defaultMessage: 'Toutes les wilayas' },
  carrierFilter: { id: 'orders.carrierFilter', defaultMessage: 'Transporteur assigné' },
  anyCarrier: { id: 'orders.anyCarrier', defaultMessage: 'Tous les transporteurs' },
  inactiveCarrier: defineMessage<{ name: string }>({
    id: 'orders.inactiveCarrier',
    defaultMessage: '{name} — inactif',
  }),
  reviewFilter: { id: 'orders.reviewFilter', defaultMessage: 'Ventes en caisse signalées' },
  anyReview: { id: 'orders.anyReview', defaultMessage: 'Signalées ou non' },
  expiringFilter: {
    id: 'orders.expiringFilter',
    defaultMessage: 'Seulement celles que le système annulera dans les 48 h',
  },
  customerChip: defineMessage<{ id: number }>({
    id: 'orders.customerChip',
    defaultMessage: 'Client n° {id}',
  }),
  removeCustomer: { id: 'orders.removeCustomer', defaultMessage: 'Voir les commandes de tous les clients' },
  clearFilters: { id: 'orders.clearFilters', defaultMessage: 'Retirer tous les filtres' },

  statusTabs: { id: 'orders.statusTabs', defaultMessage: 'Commandes par statut' },
  colReference: { id: 'orders.colReference', defaultMessage: 'N° de commande' },
  colDate: { id: 'orders.colDate', defaultMessage: 'Passée le' },
  colCustomer: { id: 'orders.colCustomer', defaultMessage: 'Client et téléphone' },
  colChannel: { id: 'orders.colChannel', defaultMessage: 'Canal et type' },
  colPayment: { id: 'orders.colPayment', defaultMessage: 'Paiement et total TTC' },
  sortBy: defineMessage<{ column: string }>({
    id: 'orders.sortBy',
    defaultMessage: 'Trier par {column}',
  }),
  paidPart: defineMessage<{ amount: string }>({
    id: 'orders.paidPart',
    defaultMessage: 'dont payé {amount}',
  }),
  pickup: { id: 'orders.pickup', defaultMessage: 'Retrait en magasin' },
  noCarrier: { id: 'orders.noCarrier', defaultMessage: 'Transporteur à choisir' },
  offlineMark: { id: 'orders.offlineMark', defaultMessage: 'Enregistrée hors ligne' },
  autoCancelAt: defineMessage<{ date: string }>({
    id: 'orders.autoCancelAt',
    defaultMessage: 'Annulation automatique le {date}',
  }),
  tableRegion: { id: 'orders.tableRegion', defaultMessage: 'Commandes trouvées' },
  empty: { id: 'orders.empty', defaultMessage: 'Aucune commande pour le moment.' },
  noMatch: { id: 'orders.noMatch', defaultMessage: 'Aucune commande ne correspond à ces filtres.' },
  listFailed: { id: 'orders.listFailed', defaultMessage: 'Impossible de charger les commandes.' },
  offline: {
    id: 'orders.offline',
    defaultMessage:
      'Hors ligne : la liste affichée est la dernière reçue ; les commandes ne sont pas gardées sur l’appareil.',
  },
  pagination: { id: 'orders.pagination', defaultMessage: 'Pages de la liste des commandes' },
  pageInfo: defineMessage<{ page: number; pages: number; count: number }>({
    id: 'orders.pageInfo',
    defaultMessage: 'Page {page} sur {pages} · {count, plural, one {# commande} other {# commandes}}',
  }),
  pageSize: { id: 'orders.pageSize', defaultMessage: 'Commandes par page' },
});
