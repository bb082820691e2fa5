import { defineMessage, defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'stock.title', defaultMessage: 'Stock' },
  intro: {
    id: 'stock.intro',
    defaultMessage: 'Stock par entrepôt : en main, réservé pour des commandes, et disponible à la vente.',
  },
  defaultWarehouse: defineMessage<{ name: string }>({
    id: 'stock.defaultWarehouse',
    defaultMessage: '{name} (par défaut)',
  }),
  noWarehouse: { id: 'stock.noWarehouse', defaultMessage: 'Aucun entrepôt ne vous est affecté.' },
  search: { id: 'stock.search', defaultMessage: 'Rechercher (nom, SKU ou code-barres)' },
  combination: { id: 'stock.combination', defaultMessage: 'Déclinaison' },
  sku: { id: 'stock.sku', defaultMessage: 'SKU' },
  onHand: { id: 'stock.onHand', defaultMessage: 'En main' },
  reserved: { id: 'stock.reserved', defaultMessage: 'Réservé' },
  loading: { id: 'stock.loading', defaultMessage: 'Chargement du stock…' },
  empty: { id: 'stock.empty', defaultMessage: 'Aucun produit en stock dans cet entrepôt.' },
  noMatch: defineMessage<{ search: string }>({
    id: 'stock.noMatch',
    defaultMessage: 'Aucun produit ne correspond à « {search} ».',
  }),
  loadFailed: { id: 'stock.loadFailed', defaultMessage: 'Impossible de charger le stock.' },
  lastKnown: {
    id: 'stock.lastKnown',
    defaultMessage: 'Serveur injoignable : dernières données reçues.',
  },
  lineCount: defineMessage<{ count: number }>({
    id: 'stock.lineCount',
    defaultMessage: '{count, plural, one {# ligne} other {# lignes}}',
  }),
  pagination: { id: 'stock.pagination', defaultMessage: 'Pagination' },
  pageInfo: defineMessage<{ page: number; pages: number }>({
    id: 'stock.pageOf',
    defaultMessage: 'Page {page} sur {pages}',
  }),
  pageSize: { id: 'stock.pageSize', defaultMessage: 'Lignes par page' },
  offline: {
    id: 'stock.offline',
    defaultMessage: 'Hors ligne : le stock reste consultable, mais ne peut pas être modifié.',
  },
  addStock: { id: 'stock.addStock', defaultMessage: 'Ajouter du stock' },
  addStockFor: defineMessage<{ name: string }>({
    id: 'stock.addStockFor',
    defaultMessage: 'Ajouter du stock : {name}',
  }),
  quantity: { id: 'stock.quantity', defaultMessage: 'Quantité à ajouter' },
  reason: { id: 'stock.reason', defaultMessage: 'Motif' },
  note: { id: 'stock.note', defaultMessage: 'Note (facultative)' },
  submitting: { id: 'stock.submitting', defaultMessage: 'Ajout…' },
  quantityNotPositive: {
    id: 'stock.quantityNotPositive',
    defaultMessage: 'La quantité de stock à ajouter doit être un nombre entier positif.',
  },
  quantityTooLarge: defineMessage<{ max: number }>({
    id: 'stock.quantityTooLarge',
    defaultMessage: 'La quantité ne peut pas dépasser {max, number}.',
  }),
  added: defineMessage<{ quantity: number; name: string; available: number }>({
    id: 'stock.added',
    defaultMessage:
      '{quantity, plural, one {# unité ajoutée} other {# unités ajoutées}} : {name} (disponible : {available, number}).',
  }),
  invalidQuantity: { id: 'stock.invalidQuantity', defaultMessage: 'Quantité invalide.' },
  addFailed: { id: 'stock.addFailed', defaultMessage: 'Une erreur est survenue lors de l’ajout du stock.' },
  inactiveWarehouse: { id: 'stock.inactiveWarehouse', defaultMessage: 'Cet entrepôt est désactivé.' },
  updateStocks: { id: 'stock.updateStocks', defaultMessage: 'Mettre à jour les stocks des produits' },
  output: { id: 'stock.output', defaultMessage: 'Réponse du serveur' },
  networkNotOk: defineMessage<{ status: number }>({
    id: 'stock.networkNotOk',
    defaultMessage: 'La réponse du réseau n’était pas correcte ({status})',
  }),
  movements: { id: 'stock.movements', defaultMessage: 'Mouvements' },
  movementsOf: defineMessage<{ name: string }>({
    id: 'stock.movementsOf',
    defaultMessage: 'Mouvements : {name}',
  }),
  movementsLoading: { id: 'stock.movementsLoading', defaultMessage: 'Chargement des mouvements…' },
  movementsEmpty: { id: 'stock.movementsEmpty', defaultMessage: 'Aucun mouvement enregistré.' },
  movementsFailed: {
    id: 'stock.movementsFailed',
    defaultMessage: 'Impossible de charger les mouvements.',
  },
  date: { id: 'stock.date', defaultMessage: 'Date' },
  balanceAfter: { id: 'stock.balanceAfter', defaultMessage: 'Solde après' },
  reference: { id: 'stock.reference', defaultMessage: 'Référence' },
  reasonPurchase: { id: 'stock.reason.purchase', defaultMessage: 'Achat' },
  reasonSale: { id: 'stock.reason.sale', defaultMessage: 'Vente' },
  reasonReturn: { id: 'stock.reason.return', defaultMessage: 'Retour' },
  reasonExpeditionOut: { id: 'stock.reason.expeditionOut', defaultMessage: 'Sortie d’expédition' },
  reasonExpeditionIn: { id: 'stock.reason.expeditionIn', defaultMessage: 'Entrée d’expédition' },
  reasonAdjustment: { id: 'stock.reason.adjustment', defaultMessage: 'Ajustement d’inventaire' },
  reasonPosSale: { id: 'stock.reason.posSale', defaultMessage: 'Vente en caisse' },
});
