/** The order's page in French (the source): its sections and what they show. */
import { defineMessage, defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: defineMessage<{ reference: string }>({
    id: 'orderDetail.title',
    defaultMessage: 'Commande {reference}',
  }),
  backToList: { id: 'orderDetail.backToList', defaultMessage: 'Retour aux commandes' },
  placedOn: defineMessage<{ date: string }>({
    id: 'orderDetail.placedOn',
    defaultMessage: 'Passée le {date}',
  }),
  print: { id: 'orderDetail.print', defaultMessage: 'Imprimer' },
  loadFailed: { id: 'orderDetail.loadFailed', defaultMessage: 'Impossible de charger la commande.' },
  notFound: {
    id: 'orderDetail.notFound',
    defaultMessage:
      'Cette commande n’existe pas, ou elle appartient à une boutique où vous ne travaillez pas.',
  },
  autoCancelNotice: defineMessage<{ date: string }>({
    id: 'orderDetail.autoCancelNotice',
    defaultMessage:
      'Sans confirmation, le système annulera cette commande le {date} et rendra le stock qu’elle réserve.',
  }),

  customerTitle: { id: 'orderDetail.customerTitle', defaultMessage: 'Le client' },
  customerRecord: defineMessage<{ orders: number; delivered: number; returned: number; cancelled: number }>({
    id: 'orderDetail.customerRecord',
    defaultMessage:
      '{orders, plural, one {# commande dans la boutique} other {# commandes dans la boutique}} : {delivered, plural, one {# livrée} other {# livrées}}, {returned, plural, one {# retournée} other {# retournées}}, {cancelled, plural, one {# annulée} other {# annulées}}.',
  }),
  customerPage: { id: 'orderDetail.customerPage', defaultMessage: 'Fiche du client' },
  callCustomer: defineMessage<{ phone: string }>({
    id: 'orderDetail.callCustomer',
    defaultMessage: 'Appeler le {phone}',
  }),

  deliveryTitle: { id: 'orderDetail.deliveryTitle', defaultMessage: 'Adresse et transport' },
  pickup: { id: 'orderDetail.pickup', defaultMessage: 'Retrait à la boutique : pas de livraison.' },
  address: { id: 'orderDetail.address', defaultMessage: 'Adresse' },
  wilaya: { id: 'orderDetail.wilaya', defaultMessage: 'Wilaya' },
  commune: { id: 'orderDetail.commune', defaultMessage: 'Commune' },
  carrier: { id: 'orderDetail.carrier', defaultMessage: 'Confiée à' },
  noCarrier: { id: 'orderDetail.noCarrier', defaultMessage: 'Aucun pour l’instant' },
  tracking: { id: 'orderDetail.tracking', defaultMessage: 'Numéro de suivi' },
  deliveredAt: { id: 'orderDetail.deliveredAt', defaultMessage: 'Livrée le' },
  orderNote: defineMessage<{ note: string }>({
    id: 'orderDetail.orderNote',
    defaultMessage: 'Note de la commande : {note}',
  }),

  linesTitle: { id: 'orderDetail.linesTitle', defaultMessage: 'Articles' },
  linesTable: { id: 'orderDetail.linesTable', defaultMessage: 'Tableau des articles' },
  colProduct: { id: 'orderDetail.colProduct', defaultMessage: 'Article' },
  colUnitHt: { id: 'orderDetail.colUnitHt', defaultMessage: 'Prix unitaire HT' },
  colTax: { id: 'orderDetail.colTax', defaultMessage: 'TVA' },
  colLineTtc: { id: 'orderDetail.colLineTtc', defaultMessage: 'Montant TTC' },
  sku: defineMessage<{ sku: string }>({ id: 'orderDetail.sku', defaultMessage: 'Réf. {sku}' }),
  promotionApplied: defineMessage<{ id: number; amount: string }>({
    id: 'orderDetail.promotionApplied',
    defaultMessage: 'Promotion n° {id} : −{amount} HT',
  }),
  unitAfter: defineMessage<{ price: string }>({
    id: 'orderDetail.unitAfter',
    defaultMessage: 'après remise : {price}',
  }),
  cataloguePrice: defineMessage<{ price: string }>({
    id: 'orderDetail.cataloguePrice',
    defaultMessage: 'catalogue : {price}',
  }),

  totalsTitle: { id: 'orderDetail.totalsTitle', defaultMessage: 'Montants' },
  subtotalHt: { id: 'orderDetail.subtotalHt', defaultMessage: 'Articles HT avant remises' },
  discountHt: { id: 'orderDetail.discountHt', defaultMessage: 'Remises HT' },
  taxes: { id: 'orderDetail.taxes', defaultMessage: 'TVA des articles' },
  deliveryPrice: { id: 'orderDetail.deliveryPrice', defaultMessage: 'Livraison TTC' },
  deliveryDiscount: defineMessage<{ amount: string }>({
    id: 'orderDetail.deliveryDiscount',
    defaultMessage: 'dont remise sur la livraison : {amount}',
  }),
  totalTtc: { id: 'orderDetail.totalTtc', defaultMessage: 'Total TTC' },
  amountPaid: { id: 'orderDetail.amountPaid', defaultMessage: 'Déjà payé' },
  balanceDue: { id: 'orderDetail.balanceDue', defaultMessage: 'Reste à payer' },

  paymentsTitle: { id: 'orderDetail.paymentsTitle', defaultMessage: 'Paiements' },
  noPayments: { id: 'orderDetail.noPayments', defaultMessage: 'Aucun paiement reçu.' },
  paymentLine: defineMessage<{ date: string; method: string; amount: string }>({
    id: 'orderDetail.paymentLine',
    defaultMessage: '{date} · {method} · {amount}',
  }),
  paysInstallment: defineMessage<{ sequence: number }>({
    id: 'orderDetail.paysInstallment',
    defaultMessage: 'échéance n° {sequence}',
  }),
  installmentsTitle: { id: 'orderDetail.installmentsTitle', defaultMessage: 'Échéancier' },
  installmentsTable: { id: 'orderDetail.installmentsTable', defaultMessage: 'Tableau des échéances' },
  colInstallment: { id: 'orderDetail.colInstallment', defaultMessage: 'Échéance' },
  colDueDate: { id: 'orderDetail.colDueDate', defaultMessage: 'À payer le' },
  colAmount: { id: 'orderDetail.colAmount', defaultMessage: 'Montant' },
  colPaidAt: { id: 'orderDetail.colPaidAt', defaultMessage: 'Payée le' },
  installmentNumber: defineMessage<{ sequence: number }>({
    id: 'orderDetail.installmentNumber',
    defaultMessage: 'N° {sequence}',
  }),
  unpaid: { id: 'orderDetail.unpaid', defaultMessage: 'Pas encore payée' },
  late: { id: 'orderDetail.late', defaultMessage: 'En retard' },

  historyTitle: { id: 'orderDetail.historyTitle', defaultMessage: 'Historique' },
  historyStep: defineMessage<{ from: string; to: string }>({
    id: 'orderDetail.historyStep',
    defaultMessage: '{from} → {to}',
  }),
  historyBy: defineMessage<{ name: string }>({ id: 'orderDetail.historyBy', defaultMessage: 'par {name}' }),
  historyByCustomer: { id: 'orderDetail.historyByCustomer', defaultMessage: 'par le client ou la caisse' },
  historyBySystem: { id: 'orderDetail.historyBySystem', defaultMessage: 'par le système' },
  autoCancelled: {
    id: 'orderDetail.autoCancelled',
    defaultMessage:
      'Annulée automatiquement : personne ne l’a confirmée dans le délai de la boutique ; le stock réservé a été libéré.',
  },

  originTitle: { id: 'orderDetail.originTitle', defaultMessage: 'Origine en caisse' },
  device: { id: 'orderDetail.device', defaultMessage: 'Appareil' },
  cashier: { id: 'orderDetail.cashier', defaultMessage: 'Caissier' },
  session: { id: 'orderDetail.session', defaultMessage: 'Session de caisse' },
  receipt: { id: 'orderDetail.receipt', defaultMessage: 'N° de ticket' },
  madeAt: { id: 'orderDetail.madeAt', defaultMessage: 'Heure de l’appareil' },
  madeOffline: {
    id: 'orderDetail.madeOffline',
    defaultMessage: 'Vente faite hors ligne, envoyée plus tard.',
  },
  madeOnline: { id: 'orderDetail.madeOnline', defaultMessage: 'Vente envoyée en ligne.' },
  createdBy: defineMessage<{ name: string }>({
    id: 'orderDetail.createdBy',
    defaultMessage: 'Saisie par {name}',
  }),

  reviewTitle: { id: 'orderDetail.reviewTitle', defaultMessage: 'Vente signalée' },
  flagOversold: defineMessage<{ product: string; sold: number; available: number }>({
    id: 'orderDetail.flagOversold',
    defaultMessage: '{product} : {sold} vendus pour {available} en stock.',
  }),
  flagPriceChanged: defineMessage<{ product: string; charged: string; catalogue: string }>({
    id: 'orderDetail.flagPriceChanged',
    defaultMessage: '{product} : {charged} HT encaissé, {catalogue} HT au catalogue.',
  }),
  productNumber: defineMessage<{ id: number }>({
    id: 'orderDetail.productNumber',
    defaultMessage: 'Produit n° {id}',
  }),
  resolvedBy: defineMessage<{ name: string; date: string }>({
    id: 'orderDetail.resolvedBy',
    defaultMessage: 'Vérifiée par {name} le {date}.',
  }),

  slipTitle: { id: 'orderDetail.slipTitle', defaultMessage: 'Bon de commande' },
  slipPayment: defineMessage<{ type: string }>({
    id: 'orderDetail.slipPayment',
    defaultMessage: 'Mode de paiement : {type}',
  }),
  signature: { id: 'orderDetail.signature', defaultMessage: 'Signature du client' },
});
