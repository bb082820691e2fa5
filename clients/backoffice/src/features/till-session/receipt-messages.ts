/**
 * What the till prints, in French (the source): the sale's receipt and the session's Z report. The
 * payment types are one select message (no other feature's word is repeated), with the tender
 * methods among them.
 */
import { defineMessage, defineMessages } from 'react-intl';

export const receiptMessages = defineMessages({
  paymentType: defineMessage<{ type: string }>({
    id: 'tillSession.receipt.paymentType',
    defaultMessage:
      '{type, select, cash {Espèces} card {Carte bancaire} mobile_payment {Paiement mobile} deposit {Acompte} mixed {Espèces et carte} installment {Paiement en plusieurs fois} transporter_payment {Paiement à la livraison} other {Autre moyen}}',
  }),
  receiptNumber: defineMessage<{ number: string }>({
    id: 'tillSession.receipt.number',
    defaultMessage: 'Ticket n° {number}',
  }),
  cashier: defineMessage<{ name: string }>({
    id: 'tillSession.receipt.cashier',
    defaultMessage: 'Caissier : {name}',
  }),
  customer: defineMessage<{ name: string }>({
    id: 'tillSession.receipt.customer',
    defaultMessage: 'Client : {name}',
  }),
  reprint: defineMessage<{ count: number }>({
    id: 'tillSession.receipt.reprint',
    defaultMessage: 'DUPLICATA · réimpression n° {count}',
  }),
  quantityTimesUnit: defineMessage<{ quantity: number; unit: string }>({
    id: 'tillSession.receipt.quantityTimesUnit',
    defaultMessage: '{quantity} x {unit}',
  }),
  promotion: defineMessage<{ title: string }>({
    id: 'tillSession.receipt.promotion',
    defaultMessage: 'Promotion : {title}',
  }),
  subtotal: { id: 'tillSession.receipt.subtotal', defaultMessage: 'Sous-total' },
  discount: { id: 'tillSession.receipt.discount', defaultMessage: 'Remises' },
  total: { id: 'tillSession.receipt.total', defaultMessage: 'TOTAL' },
  paidBy: defineMessage<{ type: string }>({
    id: 'tillSession.receipt.paidBy',
    defaultMessage: 'Paiement : {type}',
  }),
  cashGiven: { id: 'tillSession.receipt.cashGiven', defaultMessage: 'Espèces reçues' },
  change: { id: 'tillSession.receipt.change', defaultMessage: 'Monnaie rendue' },
  balanceDue: { id: 'tillSession.receipt.balanceDue', defaultMessage: 'Reste dû' },
  plan: { id: 'tillSession.receipt.plan', defaultMessage: 'Échéances à venir' },
  thanks: { id: 'tillSession.receipt.thanks', defaultMessage: 'Merci de votre visite, à bientôt !' },
  printing: defineMessage<{ number: string }>({
    id: 'tillSession.receipt.printing',
    defaultMessage: 'Impression du ticket {number}…',
  }),

  zTitle: defineMessage<{ number: number }>({
    id: 'tillSession.z.title',
    defaultMessage: 'Rapport Z · session {number}',
  }),
  zDevice: defineMessage<{ code: string }>({ id: 'tillSession.z.device', defaultMessage: 'Caisse {code}' }),
  zOpened: defineMessage<{ date: string }>({
    id: 'tillSession.z.opened',
    defaultMessage: 'Ouverture : {date}',
  }),
  zClosed: defineMessage<{ date: string }>({
    id: 'tillSession.z.closed',
    defaultMessage: 'Clôture : {date}',
  }),
  zSales: defineMessage<{ count: number }>({
    id: 'tillSession.z.sales',
    defaultMessage: '{count, plural, =0 {Aucune vente} one {# vente} other {# ventes}}',
  }),
  zItems: defineMessage<{ count: number }>({
    id: 'tillSession.z.items',
    defaultMessage: '{count, plural, one {# article vendu} other {# articles vendus}}',
  }),
  zTotal: { id: 'tillSession.z.total', defaultMessage: 'Total des ventes' },
  zDiscounts: { id: 'tillSession.z.discounts', defaultMessage: 'Remises accordées' },
  zByPaymentType: { id: 'tillSession.z.byPaymentType', defaultMessage: 'Par mode de paiement' },
  zPaymentTypeRow: defineMessage<{ type: string; count: number }>({
    id: 'tillSession.z.paymentTypeRow',
    defaultMessage: '{type} ({count})',
  }),
  zByTender: { id: 'tillSession.z.byTender', defaultMessage: 'Encaissé par moyen' },
  zCash: { id: 'tillSession.z.cash', defaultMessage: 'Tiroir-caisse' },
  zCashIn: { id: 'tillSession.z.cashIn', defaultMessage: 'Espèces encaissées, monnaie déduite' },
  zDifference: { id: 'tillSession.z.difference', defaultMessage: 'Écart' },
  zNotCounted: { id: 'tillSession.z.notCounted', defaultMessage: 'Pas encore compté' },
  zReceipts: defineMessage<{ first: string; last: string }>({
    id: 'tillSession.z.receipts',
    defaultMessage: 'Tickets : {first} à {last}',
  }),
  zNoReceipt: { id: 'tillSession.z.noReceipt', defaultMessage: 'Aucun ticket' },
  zReprints: defineMessage<{ count: number }>({
    id: 'tillSession.z.reprints',
    defaultMessage: 'Réimpressions : {count}',
  }),
  zUnsynced: defineMessage<{ count: number }>({
    id: 'tillSession.z.unsynced',
    defaultMessage: 'Ventes pas encore synchronisées : {count}',
  }),
});
