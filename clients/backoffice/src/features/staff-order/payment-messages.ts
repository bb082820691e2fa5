/** The order form's texts: the lines and their prices, the payment, the installment plan, sending. */
import { defineMessage, defineMessages } from 'react-intl';

export const paymentMessages = defineMessages({
  lines: { id: 'staffOrder.lines', defaultMessage: 'Articles commandés' },
  productSearch: { id: 'staffOrder.productSearch', defaultMessage: 'Rechercher un produit à ajouter' },
  productNone: { id: 'staffOrder.productNone', defaultMessage: 'Aucun produit actif trouvé.' },
  combinationsFailed: {
    id: 'staffOrder.combinationsFailed',
    defaultMessage: 'Les déclinaisons de ce produit n’ont pas pu être chargées.',
  },
  catalogueType: { id: 'staffOrder.catalogueType', defaultMessage: 'Prix catalogue TTC' },
  calculatorHint: {
    id: 'staffOrder.calculatorHint',
    defaultMessage:
      'Le prix de la commande, promotions comprises, est calculé par le serveur une fois l’article ajouté.',
  },
  addLine: { id: 'staffOrder.addLine', defaultMessage: 'Ajouter à la commande' },
  lineQuantity: defineMessage<{ product: string }>({
    id: 'staffOrder.lineQuantity',
    defaultMessage: 'Quantité commandée de {product}',
  }),
  unitPrice: { id: 'staffOrder.unitPrice', defaultMessage: 'Prix unitaire TTC' },
  lineTotal: { id: 'staffOrder.lineTotal', defaultMessage: 'Total de la ligne' },
  promotion: defineMessage<{ title: string; amount: string }>({
    id: 'staffOrder.promotion',
    defaultMessage: '{title} : − {amount} HT',
  }),
  shortStock: defineMessage<{ count: number }>({
    id: 'staffOrder.shortStock',
    defaultMessage:
      '{count, plural, =0 {Plus en stock} one {Seulement # en stock} other {Seulement # en stock}}',
  }),
  quantityRule: { id: 'staffOrder.rule.quantity', defaultMessage: 'Une quantité entière, au moins 1.' },
  cartEmpty: { id: 'staffOrder.cartEmpty', defaultMessage: 'Le panier ne doit pas être vide.' },
  notSold: { id: 'staffOrder.notSold', defaultMessage: 'Ce produit n’est plus vendu par la boutique.' },
  noLines: { id: 'staffOrder.noLines', defaultMessage: 'Aucun article pour le moment.' },

  itemsTotal: { id: 'staffOrder.itemsTotal', defaultMessage: 'Articles TTC' },
  deliveryPending: { id: 'staffOrder.deliveryPending', defaultMessage: 'Choisissez un transporteur' },
  quoteFailed: {
    id: 'staffOrder.quoteFailed',
    defaultMessage: 'Les prix n’ont pas pu être calculés.',
  },
  quoteOffline: {
    id: 'staffOrder.quoteOffline',
    defaultMessage: 'Les prix seront calculés au retour de la connexion.',
  },

  payment: { id: 'staffOrder.payment', defaultMessage: 'Paiement' },
  paymentType: { id: 'staffOrder.paymentType', defaultMessage: 'Type de paiement' },
  needsDelivery: {
    id: 'staffOrder.needsDelivery',
    defaultMessage: 'Le paiement au transporteur suppose une livraison.',
  },
  deposit: { id: 'staffOrder.deposit', defaultMessage: 'Montant de l’acompte' },
  depositPositive: { id: 'staffOrder.depositPositive', defaultMessage: 'Un acompte supérieur à 0.' },
  depositMax: defineMessage<{ total: string }>({
    id: 'staffOrder.depositMax',
    defaultMessage: 'L’acompte ne peut pas dépasser le total ({total}).',
  }),
  firstPayment: { id: 'staffOrder.firstPayment', defaultMessage: 'Premier versement' },
  firstPaymentMax: defineMessage<{ total: string }>({
    id: 'staffOrder.firstPaymentMax',
    defaultMessage: 'Le premier versement ne peut pas dépasser le total ({total}).',
  }),
  installments: { id: 'staffOrder.installments', defaultMessage: 'Échéances' },
  installmentAmount: defineMessage<{ index: number }>({
    id: 'staffOrder.installmentAmount',
    defaultMessage: 'Montant de l’échéance {index}',
  }),
  installmentDue: defineMessage<{ index: number }>({
    id: 'staffOrder.installmentDue',
    defaultMessage: 'Date de l’échéance {index}',
  }),
  removeInstallment: defineMessage<{ index: number }>({
    id: 'staffOrder.removeInstallment',
    defaultMessage: 'Retirer l’échéance {index}',
  }),
  addInstallment: { id: 'staffOrder.addInstallment', defaultMessage: 'Ajouter une échéance' },
  splitCount: { id: 'staffOrder.splitCount', defaultMessage: 'Nombre de mensualités' },
  split: { id: 'staffOrder.split', defaultMessage: 'Répartir le reste' },
  splitHint: defineMessage<{ rest: string }>({
    id: 'staffOrder.splitHint',
    defaultMessage:
      'Le reste ({rest}) est partagé en mensualités égales, une par mois à partir du mois prochain.',
  }),
  splitImpossible: {
    id: 'staffOrder.splitImpossible',
    defaultMessage:
      'Rien à répartir : le premier versement couvre déjà le total, ou le nombre n’est pas de 1 à 60.',
  },
  planComplete: defineMessage<{ total: string }>({
    id: 'staffOrder.planComplete',
    defaultMessage: 'Le plan couvre exactement le total ({total}).',
  }),
  planShort: defineMessage<{ total: string; difference: string }>({
    id: 'staffOrder.planShort',
    defaultMessage: 'Il manque {difference} pour atteindre le total ({total}).',
  }),
  planOver: defineMessage<{ total: string; difference: string }>({
    id: 'staffOrder.planOver',
    defaultMessage: 'Le plan dépasse le total ({total}) de {difference}.',
  }),
  planWaiting: {
    id: 'staffOrder.planWaiting',
    defaultMessage: 'Le plan sera comparé au total dès que les prix seront connus.',
  },
  atLeastOneInstallment: { id: 'staffOrder.atLeastOne', defaultMessage: 'Ajoutez au moins une échéance.' },
  installmentAmountRule: { id: 'staffOrder.rule.installment', defaultMessage: 'Un montant supérieur à 0.' },
  dueDateRule: {
    id: 'staffOrder.rule.dueDate',
    defaultMessage: 'Une date, après celle de l’échéance précédente.',
  },
  noteTooLong: { id: 'staffOrder.noteTooLong', defaultMessage: 'La note fait au plus 500 caractères.' },

  submit: { id: 'staffOrder.submit', defaultMessage: 'Créer la commande' },
  fixErrors: { id: 'staffOrder.fixErrors', defaultMessage: 'Corrigez les champs signalés avant d’envoyer.' },
  created: defineMessage<{ reference: string }>({
    id: 'staffOrder.created',
    defaultMessage: 'Commande {reference} créée.',
  }),
  noAnswer: {
    id: 'staffOrder.noAnswer',
    defaultMessage:
      'Pas de réponse du serveur : la commande a peut-être été créée. Vérifiez la liste des commandes avant de l’envoyer à nouveau.',
  },
  ordersLink: { id: 'staffOrder.ordersLink', defaultMessage: 'Voir les commandes' },
});
