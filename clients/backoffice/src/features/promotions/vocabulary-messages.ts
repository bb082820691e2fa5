/**
 * Words for the promotion enumerations: statuses, scopes, discount types,
 * combinability modes with their one-line explanations, sales channels and payment methods. The
 * enum values themselves are never shown.
 */
import { defineMessages } from 'react-intl';

export const vocabularyMessages = defineMessages({
  statusScheduled: { id: 'promotions.status.scheduled', defaultMessage: 'Programmée' },
  statusRunning: { id: 'promotions.status.running', defaultMessage: 'En cours' },
  statusEnded: { id: 'promotions.status.ended', defaultMessage: 'Terminée' },
  statusInactive: { id: 'promotions.status.inactive', defaultMessage: 'Inactive' },

  scopeProduct: { id: 'promotions.scope.product', defaultMessage: 'Produits' },
  scopeCategory: { id: 'promotions.scope.category', defaultMessage: 'Catégories' },
  scopeBrand: { id: 'promotions.scope.brand', defaultMessage: 'Marques' },
  scopeBrandLine: { id: 'promotions.scope.brandline', defaultMessage: 'Gammes' },
  scopeCollection: { id: 'promotions.scope.collection', defaultMessage: 'Collections' },
  scopeCustomerSegment: { id: 'promotions.scope.customerSegment', defaultMessage: 'Segment de clients' },
  scopeAll: { id: 'promotions.scope.all', defaultMessage: 'Tout le catalogue' },
  scopeCart: { id: 'promotions.scope.cart', defaultMessage: 'Panier' },
  scopePaymentMethod: { id: 'promotions.scope.paymentMethod', defaultMessage: 'Moyen de paiement' },

  typePercentage: { id: 'promotions.type.percentage', defaultMessage: 'Pourcentage' },
  typeAmount: { id: 'promotions.type.amount', defaultMessage: 'Montant en DA' },

  modeStackable: { id: 'promotions.mode.stackable', defaultMessage: 'Cumulable' },
  modeGroupExclusiveItem: {
    id: 'promotions.mode.groupExclusiveItem',
    defaultMessage: 'Exclusive parmi les remises produits',
  },
  modeGroupExclusiveCart: {
    id: 'promotions.mode.groupExclusiveCart',
    defaultMessage: 'Exclusive parmi les remises panier',
  },
  modeGlobalExclusive: { id: 'promotions.mode.globalExclusive', defaultMessage: 'Exclusive de toute autre' },
  explainStackable: {
    id: 'promotions.explain.stackable',
    defaultMessage: 'S’ajoute aux autres promotions cumulables, prises l’une après l’autre.',
  },
  explainGroupExclusiveItem: {
    id: 'promotions.explain.groupExclusiveItem',
    defaultMessage: 'Seule remise sur les articles qu’elle vise ; le client garde l’option la moins chère.',
  },
  explainGroupExclusiveCart: {
    id: 'promotions.explain.groupExclusiveCart',
    defaultMessage: 'Seule remise sur le panier et la livraison ; le client garde l’option la moins chère.',
  },
  explainGlobalExclusive: {
    id: 'promotions.explain.globalExclusive',
    defaultMessage:
      'Seule promotion de la commande quand elle l’emporte ; le client garde l’option la moins chère.',
  },

  channelEcommerce: { id: 'promotions.channel.eCommerce', defaultMessage: 'Boutique en ligne' },
  channelWholesale: { id: 'promotions.channel.wholesale', defaultMessage: 'Vente en gros' },
  channelPos: { id: 'promotions.channel.pos', defaultMessage: 'Caisse' },
  channelPhone: { id: 'promotions.channel.phone', defaultMessage: 'Téléphone' },
  channelInstallment: { id: 'promotions.channel.installment', defaultMessage: 'Paiement échelonné' },

  payCash: { id: 'promotions.pay.cash', defaultMessage: 'Espèces' },
  payTransporter: { id: 'promotions.pay.transporter', defaultMessage: 'Paiement à la livraison' },
  payDeposit: { id: 'promotions.pay.deposit', defaultMessage: 'Acompte' },
  payInstallment: { id: 'promotions.pay.installment', defaultMessage: 'Paiement échelonné' },
  payCard: { id: 'promotions.pay.card', defaultMessage: 'Carte' },
  payMobile: { id: 'promotions.pay.mobile', defaultMessage: 'Paiement mobile' },
  payOther: { id: 'promotions.pay.other', defaultMessage: 'Autre' },
  payMixed: { id: 'promotions.pay.mixed', defaultMessage: 'Mixte' },
});
