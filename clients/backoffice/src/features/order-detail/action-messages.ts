/** What staff do on an order's page, in French (the source): status moves, carrier, payment, review. */
import { defineMessage, defineMessages } from 'react-intl';

export const actionMessages = defineMessages({
  actionsTitle: { id: 'orderDetail.actions.title', defaultMessage: 'Faire avancer la commande' },
  moveTo: { id: 'orderDetail.actions.moveTo', defaultMessage: 'Passer la commande à :' },
  finalStatus: {
    id: 'orderDetail.actions.finalStatus',
    defaultMessage: 'Cette commande ne peut plus changer de statut.',
  },
  note: { id: 'orderDetail.actions.note', defaultMessage: 'Note pour l’historique (facultative)' },
  confirmCancel: defineMessage<{ reference: string }>({
    id: 'orderDetail.actions.confirmCancel',
    defaultMessage: 'Annuler la commande {reference} ? Le stock qu’elle réserve redevient disponible.',
  }),
  confirmReturn: defineMessage<{ reference: string }>({
    id: 'orderDetail.actions.confirmReturn',
    defaultMessage: 'Enregistrer le retour de la commande {reference} ? Ses articles reviennent en stock.',
  }),
  confirmYes: { id: 'orderDetail.actions.confirmYes', defaultMessage: 'Oui, continuer' },
  moved: defineMessage<{ status: string }>({
    id: 'orderDetail.actions.moved',
    defaultMessage: 'Statut changé : {status}.',
  }),
  stale: {
    id: 'orderDetail.actions.stale',
    defaultMessage: 'Quelqu’un a modifié cette commande entre-temps : rechargez-la avant de continuer.',
  },
  needsCarrier: {
    id: 'orderDetail.actions.needsCarrier',
    defaultMessage: 'Choisissez un transporteur avant d’expédier le colis.',
  },

  carrierTitle: { id: 'orderDetail.carrier.title', defaultMessage: 'Transporteur et suivi' },
  carrierChoice: { id: 'orderDetail.carrier.choice', defaultMessage: 'Transporteur desservant la commune' },
  carrierOption: defineMessage<{ name: string; price: string }>({
    id: 'orderDetail.carrier.option',
    defaultMessage: '{name} ({price} dans cette commune)',
  }),
  carrierNone: { id: 'orderDetail.carrier.none', defaultMessage: 'Aucun transporteur' },
  carriersLoading: {
    id: 'orderDetail.carrier.loading',
    defaultMessage: 'Recherche des transporteurs de la commune…',
  },
  carriersFailed: {
    id: 'orderDetail.carrier.failed',
    defaultMessage: 'Impossible de charger les transporteurs de cette commune.',
  },
  noCarrierServes: {
    id: 'orderDetail.carrier.noneServes',
    defaultMessage: 'Aucun transporteur actif ne dessert cette commune.',
  },
  trackingNumber: { id: 'orderDetail.carrier.tracking', defaultMessage: 'Numéro de suivi du colis' },
  saveCarrier: { id: 'orderDetail.carrier.save', defaultMessage: 'Enregistrer le transport' },
  carrierSaved: { id: 'orderDetail.carrier.saved', defaultMessage: 'Transport enregistré.' },
  carrierLocked: {
    id: 'orderDetail.carrier.locked',
    defaultMessage: 'Le transporteur ne change plus une fois la commande livrée, retournée ou annulée.',
  },
  notServing: {
    id: 'orderDetail.carrier.notServing',
    defaultMessage: 'Ce transporteur ne dessert pas la commune de la commande.',
  },

  paymentTitle: { id: 'orderDetail.payment.title', defaultMessage: 'Enregistrer un paiement' },
  amount: { id: 'orderDetail.payment.amount', defaultMessage: 'Montant reçu' },
  method: { id: 'orderDetail.payment.method', defaultMessage: 'Reçu en' },
  installment: { id: 'orderDetail.payment.installment', defaultMessage: 'Échéance réglée' },
  installmentOption: defineMessage<{ sequence: number; date: string; amount: string }>({
    id: 'orderDetail.payment.installmentOption',
    defaultMessage: 'N° {sequence}, à payer le {date} : {amount}',
  }),
  recordPayment: { id: 'orderDetail.payment.record', defaultMessage: 'Enregistrer le paiement' },
  paymentRecorded: defineMessage<{ amount: string }>({
    id: 'orderDetail.payment.recorded',
    defaultMessage: 'Paiement de {amount} enregistré.',
  }),
  amountRequired: {
    id: 'orderDetail.payment.amountRequired',
    defaultMessage: 'Saisissez un montant supérieur à 0.',
  },
  amountAboveBalance: defineMessage<{ balance: string }>({
    id: 'orderDetail.payment.aboveBalance',
    defaultMessage: 'Au plus le reste à payer : {balance}.',
  }),
  installmentRequired: {
    id: 'orderDetail.payment.installmentRequired',
    defaultMessage: 'Choisissez l’échéance que ce paiement règle.',
  },
  installmentAmount: defineMessage<{ amount: string }>({
    id: 'orderDetail.payment.installmentAmount',
    defaultMessage: 'Une échéance se règle en entier : {amount}.',
  }),
  fullyPaid: { id: 'orderDetail.payment.fullyPaid', defaultMessage: 'La commande est entièrement payée.' },

  resolveTitle: { id: 'orderDetail.review.title', defaultMessage: 'Clore la vérification' },
  resolveNote: {
    id: 'orderDetail.review.note',
    defaultMessage: 'Ce qui a été vérifié ou corrigé (facultatif)',
  },
  resolve: { id: 'orderDetail.review.resolve', defaultMessage: 'Marquer comme vérifiée' },
  resolved: { id: 'orderDetail.review.resolved', defaultMessage: 'Vente marquée comme vérifiée.' },

  offline: {
    id: 'orderDetail.offline',
    defaultMessage: 'Hors ligne : la commande se consulte, les changements attendent le retour du réseau.',
  },
});
