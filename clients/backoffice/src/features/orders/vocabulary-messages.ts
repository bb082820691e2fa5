/**
 * The order vocabulary in words (statuses, sales channels, order types, payment types, review states
 * and flags), in French (the source). The list and the order's page share them through
 * vocabulary.ts, loaded with either screen (`loadOrderVocabulary`).
 */
import { defineMessages } from 'react-intl';

export const vocabularyMessages = defineMessages({
  statusPending: { id: 'orders.status.pending', defaultMessage: 'À confirmer' },
  statusConfirmed: { id: 'orders.status.confirmed', defaultMessage: 'Confirmée' },
  statusShipped: { id: 'orders.status.shipped', defaultMessage: 'Expédiée' },
  statusDelivered: { id: 'orders.status.delivered', defaultMessage: 'Livrée' },
  statusReturned: { id: 'orders.status.returned', defaultMessage: 'Retournée' },
  statusCancelled: { id: 'orders.status.cancelled', defaultMessage: 'Annulée' },

  channelEcommerce: { id: 'orders.channel.ecommerce', defaultMessage: 'Site web' },
  channelPos: { id: 'orders.channel.pos', defaultMessage: 'Point de vente' },
  channelPhone: { id: 'orders.channel.phone', defaultMessage: 'Téléphone' },
  channelWholesale: { id: 'orders.channel.wholesale', defaultMessage: 'Commerce de gros' },
  channelInstallment: { id: 'orders.channel.installment', defaultMessage: 'Paiement échelonné' },

  typePhysicalShop: { id: 'orders.type.physicalShop', defaultMessage: 'Commande en magasin' },
  typePhone: { id: 'orders.type.phone', defaultMessage: 'Commande par téléphone' },
  typeWholesaler: { id: 'orders.type.wholesaler', defaultMessage: 'Commande grossiste' },
  typeInstallment: { id: 'orders.type.installment', defaultMessage: 'Commande à échéances' },

  payCash: { id: 'orders.pay.cash', defaultMessage: 'En espèces' },
  payTransporter: { id: 'orders.pay.transporter', defaultMessage: 'Contre remboursement' },
  payDeposit: { id: 'orders.pay.deposit', defaultMessage: 'Avec acompte' },
  payInstallment: { id: 'orders.pay.installment', defaultMessage: 'Par échéances' },
  payCard: { id: 'orders.pay.card', defaultMessage: 'Carte bancaire' },
  payMobile: { id: 'orders.pay.mobile', defaultMessage: 'Paiement par mobile' },
  payMixed: { id: 'orders.pay.mixed', defaultMessage: 'Paiement mixte' },
  payOther: { id: 'orders.pay.other', defaultMessage: 'Autre moyen' },

  reviewPending: { id: 'orders.review.pending', defaultMessage: 'Vérification en attente' },
  reviewResolved: { id: 'orders.review.resolved', defaultMessage: 'Vérification faite' },

  flagOversold: { id: 'orders.flag.oversold', defaultMessage: 'Vendu au-delà du stock' },
  flagPriceChanged: { id: 'orders.flag.priceChanged', defaultMessage: 'Prix différent du catalogue' },
});
