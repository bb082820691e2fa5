/**
 * The home's figures in French (the source): sales, waiting orders, low stock, carriers' money and
 * the 30-day chart. They come with the figures' chunk (board-texts.ts, CatalogueScope), not with the
 * first route, which carries only messages.ts.
 */
import { defineMessage, defineMessages } from 'react-intl';

type Count = { count: number };

export const boardMessages = defineMessages({
  heading: { id: 'home.board.heading', defaultMessage: 'Activité' },
  loadFailed: { id: 'home.board.loadFailed', defaultMessage: 'Impossible de charger les chiffres du jour.' },

  salesToday: { id: 'home.sales.today', defaultMessage: 'Ventes du jour' },
  salesTodayFigure: defineMessage<{ total: string; count: number }>({
    id: 'home.sales.todayFigure',
    defaultMessage: '{total} pour {count, plural, =0 {aucune commande} one {# commande} other {# commandes}}',
  }),
  salesTodayLink: { id: 'home.sales.todayLink', defaultMessage: 'Voir les ventes du jour' },
  channel: { id: 'home.sales.channel', defaultMessage: 'Canal' },
  count: { id: 'home.sales.count', defaultMessage: 'Nombre' },
  amount: { id: 'home.sales.amount', defaultMessage: 'Montant des ventes' },
  salesNote: {
    id: 'home.sales.note',
    defaultMessage: 'Commandes passées, hors annulées et retournées, livraison comprise.',
  },

  lastDays: { id: 'home.sales.lastDays', defaultMessage: 'Les 30 derniers jours' },
  lastDaysLink: { id: 'home.sales.lastDaysLink', defaultMessage: 'Voir ces commandes' },
  chartSummary: defineMessage<{ from: string; to: string; total: string; count: number; best: string }>({
    id: 'home.sales.chartSummary',
    defaultMessage:
      'Ventes par jour et par canal du {from} au {to} : {total} pour {count, plural, one {# commande} other {# commandes}}. {best}',
  }),
  bestDay: defineMessage<{ day: string; total: string }>({
    id: 'home.sales.bestDay',
    defaultMessage: 'Meilleur jour : {day} ({total}).',
  }),
  showTable: { id: 'home.sales.showTable', defaultMessage: 'Voir les chiffres jour par jour' },
  day: { id: 'home.sales.day', defaultMessage: 'Jour' },
  chartAxis: { id: 'home.sales.chartAxis', defaultMessage: 'Dinars (DA)' },
  chartTooltip: defineMessage<{ channel: string; total: string }>({
    id: 'home.sales.chartTooltip',
    defaultMessage: '{channel} : {total}',
  }),

  waiting: { id: 'home.orders.waiting', defaultMessage: 'Commandes en attente' },
  waitingNone: { id: 'home.orders.waitingNone', defaultMessage: 'Aucune commande en attente.' },
  waitingCount: defineMessage<Count>({
    id: 'home.orders.waitingCount',
    defaultMessage: '{count, plural, one {# commande} other {# commandes}}',
  }),
  posReview: { id: 'home.orders.posReview', defaultMessage: 'Ventes en caisse à vérifier' },
  posReviewCount: defineMessage<Count>({
    id: 'home.orders.posReviewCount',
    defaultMessage:
      '{count, plural, =0 {Aucune vente signalée} one {# vente signalée} other {# ventes signalées}}',
  }),

  lowStock: { id: 'home.stock.low', defaultMessage: 'Stock bas' },
  lowStockRule: defineMessage<{ threshold: number }>({
    id: 'home.stock.rule',
    defaultMessage: 'Moins de {threshold, plural, one {# unité disponible} other {# unités disponibles}}.',
  }),
  lowStockCount: defineMessage<Count>({
    id: 'home.stock.count',
    defaultMessage: '{count, plural, =0 {Aucun article} one {# article} other {# articles}}',
  }),
  lowStockMore: defineMessage<Count>({
    id: 'home.stock.more',
    defaultMessage: '{count, plural, one {et # autre} other {et # autres}}',
  }),
  lowStockNoWarehouse: { id: 'home.stock.noWarehouse', defaultMessage: 'Aucun entrepôt à surveiller.' },

  carriers: { id: 'home.carriers.title', defaultMessage: 'Argent chez les transporteurs' },
  carriersNone: {
    id: 'home.carriers.none',
    defaultMessage: 'Aucun transporteur ne détient d’argent de commandes livrées.',
  },
  carrierOrders: defineMessage<Count>({
    id: 'home.carriers.orders',
    defaultMessage: '{count, plural, one {# commande livrée} other {# commandes livrées}}',
  }),
  carriersTotal: defineMessage<{ total: string }>({
    id: 'home.carriers.total',
    defaultMessage: 'En tout : {total}',
  }),
});
