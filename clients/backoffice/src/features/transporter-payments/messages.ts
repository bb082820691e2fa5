import { defineMessage, defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'transporterPayments.title', defaultMessage: 'Paiements des transporteurs' },
  intro: {
    id: 'transporterPayments.intro',
    defaultMessage:
      'Enregistrez l’argent des commandes livrées en paiement à la livraison que le transporteur vous a remis.',
  },
  transporter: { id: 'transporterPayments.transporter', defaultMessage: 'Transporteur' },
  transporterOption: defineMessage<{ name: string; count: number }>({
    id: 'transporterPayments.transporterOption',
    defaultMessage: '{name} ({count, plural, =0 {rien à payer} one {# impayée} other {# impayées}})',
  }),
  transportersLoading: {
    id: 'transporterPayments.transportersLoading',
    defaultMessage: 'Chargement des transporteurs…',
  },
  transportersFailed: {
    id: 'transporterPayments.transportersFailed',
    defaultMessage: 'Impossible de charger les transporteurs.',
  },
  loadingOrders: { id: 'transporterPayments.loadingOrders', defaultMessage: 'Chargement des commandes…' },
  found: defineMessage<{ count: number }>({
    id: 'transporterPayments.found',
    defaultMessage: '{count, plural, one {# commande trouvée} other {# commandes trouvées}}',
  }),
  noOrders: { id: 'transporterPayments.noOrders', defaultMessage: 'Aucune commande disponible' },
  loadFailed: { id: 'transporterPayments.loadFailed', defaultMessage: 'Échec du chargement des commandes' },
  orders: { id: 'transporterPayments.orders', defaultMessage: 'Commandes impayées' },
  selectAll: { id: 'transporterPayments.selectAll', defaultMessage: 'Tout sélectionner' },
  orderLabel: defineMessage<{ deliveryName: string; customer: string; total: string }>({
    id: 'transporterPayments.orderLabel',
    defaultMessage: '{deliveryName} · {customer} · {total}',
  }),
  selectedTotal: defineMessage<{ total: string }>({
    id: 'transporterPayments.selectedTotal',
    defaultMessage: 'Total des commandes sélectionnées : {total}',
  }),
  reference: {
    id: 'transporterPayments.reference',
    defaultMessage: 'Référence du versement (facultative)',
  },
  pay: defineMessage<{ count: number }>({
    id: 'transporterPayments.pay',
    defaultMessage: '{count, plural, =0 {Payer} one {Payer # commande} other {Payer # commandes}}',
  }),
  paying: { id: 'transporterPayments.paying', defaultMessage: 'Enregistrement du paiement…' },
  paid: defineMessage<{ count: number; total: string; transporter: string }>({
    id: 'transporterPayments.paid',
    defaultMessage:
      'Paiement enregistré : {count, plural, one {# commande} other {# commandes}} de {transporter}, {total}.',
  }),
  offline: {
    id: 'transporterPayments.offline',
    defaultMessage:
      'Hors ligne : les commandes restent consultables, mais aucun paiement ne peut être enregistré.',
  },
  alreadyPaid: {
    id: 'transporterPayments.alreadyPaid',
    defaultMessage: 'Une des commandes choisies est déjà payée. La liste a été rechargée.',
  },
  notPayable: {
    id: 'transporterPayments.notPayable',
    defaultMessage:
      'Une des commandes choisies ne peut pas être payée à ce transporteur. La liste a été rechargée.',
  },
  totalMismatch: {
    id: 'transporterPayments.totalMismatch',
    defaultMessage:
      'Le total ne correspond pas aux commandes choisies. La liste a été rechargée : vérifiez la sélection.',
  },
  payFailed: {
    id: 'transporterPayments.payFailed',
    defaultMessage: 'Le paiement n’a pas pu être enregistré.',
  },
  unreachable: {
    id: 'transporterPayments.unreachable',
    defaultMessage:
      'Le serveur ne répond pas : le paiement n’est peut-être pas enregistré. Rechargez la liste une fois la connexion revenue.',
  },
});
