/** The till's payment panel texts, in French (the source): types, fields, and what is still wrong. */
import { defineMessage, defineMessages } from 'react-intl';

type Amount = { amount: string };
type Total = { total: string };
type Index = { index: number };

export const paymentMessages = defineMessages({
  typeCash: { id: 'till.pay.type.cash', defaultMessage: 'Tout en espèces' },
  typeCard: { id: 'till.pay.type.card', defaultMessage: 'Par carte' },
  typeMobile: { id: 'till.pay.type.mobile', defaultMessage: 'Par mobile' },
  typeOther: { id: 'till.pay.type.other', defaultMessage: 'Autre paiement' },
  typeDeposit: { id: 'till.pay.type.deposit', defaultMessage: 'Acompte, reste dû' },
  typeMixed: { id: 'till.pay.type.mixed', defaultMessage: 'Espèces + carte' },
  typeInstallment: { id: 'till.pay.type.installment', defaultMessage: 'En plusieurs fois' },
  tenderCash: { id: 'till.pay.tender.cash', defaultMessage: 'Billets et pièces' },
  tenderCard: { id: 'till.pay.tender.card', defaultMessage: 'Carte de paiement' },
  tenderMobile: { id: 'till.pay.tender.mobile', defaultMessage: 'Paiement sur mobile' },
  tenderOther: { id: 'till.pay.tender.other', defaultMessage: 'Autre moyen de paiement' },
  typeTransporter: { id: 'till.pay.type.transporter', defaultMessage: 'Paiement au transporteur' },

  title: defineMessage<Total>({ id: 'till.pay.title', defaultMessage: 'Paiement de {total}' }),
  paymentType: { id: 'till.pay.paymentType', defaultMessage: 'Comment le client paie' },
  toPay: defineMessage<Total>({ id: 'till.pay.toPay', defaultMessage: 'À payer : {total}' }),
  validate: { id: 'till.pay.validate', defaultMessage: 'Valider la vente' },
  recordFailed: {
    id: 'till.pay.recordFailed',
    defaultMessage:
      'La vente n’a pas pu être enregistrée sur cet appareil. Réessayez ; si cela continue, vérifiez l’espace de stockage.',
  },

  amount: { id: 'till.pay.amount', defaultMessage: 'Le montant' },
  cashGiven: { id: 'till.pay.cashGiven', defaultMessage: 'Montant remis par le client' },
  quickAmounts: { id: 'till.pay.quickAmounts', defaultMessage: 'Montants courants' },
  exactAmount: { id: 'till.pay.exact', defaultMessage: 'Compte exact' },
  change: defineMessage<Amount>({ id: 'till.pay.change', defaultMessage: 'Monnaie à rendre : {amount}' }),
  mixedCash: { id: 'till.pay.mixedCash', defaultMessage: 'Part en espèces' },
  mixedCard: { id: 'till.pay.mixedCard', defaultMessage: 'Part par carte' },
  restByCard: { id: 'till.pay.restByCard', defaultMessage: 'Le reste par carte' },
  tenderMethod: { id: 'till.pay.tenderMethod', defaultMessage: 'Payé par' },
  depositAmount: { id: 'till.pay.depositAmount', defaultMessage: 'Acompte versé' },
  depositMax: defineMessage<Total>({ id: 'till.pay.depositMax', defaultMessage: 'Au plus {total}.' }),
  balanceDue: defineMessage<Amount>({ id: 'till.pay.balanceDue', defaultMessage: 'Reste dû : {amount}' }),
  firstPayment: { id: 'till.pay.firstPayment', defaultMessage: 'Versement aujourd’hui' },
  plan: { id: 'till.pay.plan', defaultMessage: 'Plan de paiement' },
  planRest: defineMessage<{ rest: string }>({
    id: 'till.pay.planRest',
    defaultMessage: 'À répartir : {rest}',
  }),
  splitCount: { id: 'till.pay.splitCount', defaultMessage: 'Nombre de mois' },
  split: defineMessage<{ count: number }>({
    id: 'till.pay.split',
    defaultMessage: 'Répartir sur {count} mois',
  }),
  splitImpossible: {
    id: 'till.pay.splitImpossible',
    defaultMessage: 'Répartition impossible : de 1 à 60 mois, et un versement inférieur au total.',
  },
  installmentAmount: defineMessage<Index>({
    id: 'till.pay.installmentAmount',
    defaultMessage: 'Échéance {index} : montant',
  }),
  installmentDue: defineMessage<Index>({
    id: 'till.pay.installmentDue',
    defaultMessage: 'Échéance {index} : date',
  }),
  installmentRemove: defineMessage<Index>({
    id: 'till.pay.installmentRemove',
    defaultMessage: 'Supprimer l’échéance {index}',
  }),
  installmentAdd: { id: 'till.pay.installmentAdd', defaultMessage: 'Nouvelle échéance' },

  problems: { id: 'till.pay.problems', defaultMessage: 'À corriger avant de valider' },
  unreadable: defineMessage<{ field: string }>({
    id: 'till.pay.unreadable',
    defaultMessage: '{field} : ce n’est pas un montant.',
  }),
  cashMissing: {
    id: 'till.pay.cashMissing',
    defaultMessage: 'Saisissez le montant remis, ou touchez « Compte exact ».',
  },
  cashShort: defineMessage<Amount>({
    id: 'till.pay.cashShort',
    defaultMessage: 'Il manque {amount} : le montant remis est inférieur au total.',
  }),
  mixedParts: {
    id: 'till.pay.mixedParts',
    defaultMessage: 'Les deux parts, espèces et carte, doivent être supérieures à 0.',
  },
  mixedShort: defineMessage<Amount>({
    id: 'till.pay.mixedShort',
    defaultMessage: 'Espèces et carte : il manque {amount} pour faire le total.',
  }),
  mixedOver: defineMessage<Amount>({
    id: 'till.pay.mixedOver',
    defaultMessage: 'Espèces et carte dépassent le total de {amount}.',
  }),
  depositMissing: { id: 'till.pay.depositMissing', defaultMessage: 'Saisissez un acompte supérieur à 0.' },
  depositOver: defineMessage<Total>({
    id: 'till.pay.depositOver',
    defaultMessage: 'L’acompte dépasse le total de la vente ({total}).',
  }),
  firstOver: defineMessage<Total>({
    id: 'till.pay.firstOver',
    defaultMessage: 'Le versement dépasse le total de la vente ({total}).',
  }),
  noInstallment: {
    id: 'till.pay.noInstallment',
    defaultMessage: 'Le plan a besoin d’au moins une échéance.',
  },
  installmentAmountRule: defineMessage<Index>({
    id: 'till.pay.installmentAmountRule',
    defaultMessage: 'Échéance {index} : un montant supérieur à 0.',
  }),
  installmentDateRule: defineMessage<Index>({
    id: 'till.pay.installmentDateRule',
    defaultMessage: 'Échéance {index} : une date après celle de l’échéance précédente.',
  }),
  planShort: defineMessage<Amount>({
    id: 'till.pay.planShort',
    defaultMessage: 'Le plan n’atteint pas le total : il manque {amount}.',
  }),
  planOver: defineMessage<Amount>({
    id: 'till.pay.planOver',
    defaultMessage: 'Le plan dépasse le total de {amount}.',
  }),
  checkPayments: {
    id: 'till.pay.check.payments',
    defaultMessage: 'Les montants encaissés ne font pas le total de la vente.',
  },
  checkDeposit: {
    id: 'till.pay.check.deposit',
    defaultMessage: 'L’acompte doit être supérieur à 0 et au plus égal au total.',
  },
  checkInstallments: {
    id: 'till.pay.check.installments',
    defaultMessage: 'Le versement et les échéances doivent faire le total, à des dates croissantes.',
  },
  checkOther: { id: 'till.pay.check.other', defaultMessage: 'Ce paiement n’est pas accepté.' },
});
