/**
 * Texts of the internal expedition screens (list, editor, reception). French is the source; the
 * server's message keys (StockMessageKey: error_loading_products, invalid_quantity, error_adding, ...)
 * each have their own id under "expeditions.key.", so a server refusal is translated by its messageKey.
 */
import { defineMessage, defineMessages } from 'react-intl';

export const messages = defineMessages({
  id: { id: 'expeditions.id', defaultMessage: 'N°' },
  title: { id: 'expeditions.title', defaultMessage: 'Expéditions internes' },
  intro: {
    id: 'expeditions.intro',
    defaultMessage: 'Transferts de stock entre les entrepôts : préparation, envoi, réception par parties.',
  },
  warehouseOfShop: defineMessage<{ warehouse: string; shop: string }>({
    id: 'expeditions.warehouseOfShop',
    defaultMessage: '{warehouse} ({shop})',
  }),
  allWarehouses: { id: 'expeditions.allWarehouses', defaultMessage: 'Tous les entrepôts' },
  source: { id: 'expeditions.source', defaultMessage: 'Entrepôt de départ' },
  destination: { id: 'expeditions.destination', defaultMessage: 'Entrepôt d’arrivée' },
  createdAt: { id: 'expeditions.createdAt', defaultMessage: 'Créée le' },
  quantities: { id: 'expeditions.quantities', defaultMessage: 'Quantités' },
  progress: defineMessage<{ received: number; total: number }>({
    id: 'expeditions.progress',
    defaultMessage: 'Reçu : {received} sur {total}',
  }),
  open: { id: 'expeditions.open', defaultMessage: 'Ouvrir' },
  goReceive: { id: 'expeditions.goReceive', defaultMessage: 'Réceptionner' },
  empty: { id: 'expeditions.empty', defaultMessage: 'Aucune expédition.' },
  listFailed: { id: 'expeditions.listFailed', defaultMessage: 'Impossible de charger les expéditions.' },
  pageInfo: defineMessage<{ page: number; pages: number; count: number }>({
    id: 'expeditions.pageInfo',
    defaultMessage: 'Page {page} sur {pages} · {count, plural, one {# expédition} other {# expéditions}}',
  }),

  createTitle: { id: 'expeditions.createTitle', defaultMessage: 'Nouvelle expédition' },
  create: { id: 'expeditions.create', defaultMessage: 'Créer et ajouter des articles' },
  creating: { id: 'expeditions.creating', defaultMessage: 'Création…' },
  chooseBoth: {
    id: 'expeditions.chooseBoth',
    defaultMessage: 'Choisissez l’entrepôt de départ et l’entrepôt d’arrivée.',
  },
  sameWarehouse: {
    id: 'expeditions.sameWarehouse',
    defaultMessage: 'Les deux entrepôts doivent être différents.',
  },
  createFailed: { id: 'expeditions.createFailed', defaultMessage: 'La création de l’expédition a échoué.' },

  editorTitle: defineMessage<{ id: string }>({
    id: 'expeditions.editorTitle',
    defaultMessage: 'Expédition n° {id}',
  }),
  route: defineMessage<{ source: string; destination: string }>({
    id: 'expeditions.route',
    defaultMessage: 'De {source} vers {destination}',
  }),
  backToList: { id: 'expeditions.backToList', defaultMessage: 'Retour aux expéditions' },
  backToEditor: { id: 'expeditions.backToEditor', defaultMessage: 'Voir l’expédition' },
  expeditionFailed: {
    id: 'expeditions.expeditionFailed',
    defaultMessage: 'Impossible de charger l’expédition.',
  },
  readOnly: {
    id: 'expeditions.readOnly',
    defaultMessage:
      'Cette expédition n’est plus en préparation : ses articles ne peuvent plus être modifiés.',
  },
  availableTitle: defineMessage<{ warehouse: string }>({
    id: 'expeditions.availableTitle',
    defaultMessage: 'Produits disponibles à {warehouse}',
  }),
  search: { id: 'expeditions.search', defaultMessage: 'Rechercher un produit' },
  noProducts: { id: 'expeditions.noProducts', defaultMessage: 'Aucun produit disponible.' },
  quantityOf: defineMessage<{ product: string }>({
    id: 'expeditions.quantityOf',
    defaultMessage: 'Quantité de {product}',
  }),
  itemsTitle: { id: 'expeditions.itemsTitle', defaultMessage: 'Articles de l’expédition' },
  noItems: { id: 'expeditions.noItems', defaultMessage: 'Aucun article pour l’instant.' },
  total: defineMessage<{ count: number }>({
    id: 'expeditions.total',
    defaultMessage: '{count, plural, one {# unité} other {# unités}} au total',
  }),
  decrease: defineMessage<{ product: string }>({
    id: 'expeditions.decrease',
    defaultMessage: 'Diminuer la quantité de {product}',
  }),
  increase: defineMessage<{ product: string }>({
    id: 'expeditions.increase',
    defaultMessage: 'Augmenter la quantité de {product}',
  }),
  itemRemoved: { id: 'expeditions.itemRemoved', defaultMessage: 'Article retiré de l’expédition.' },

  send: { id: 'expeditions.send', defaultMessage: 'Envoyer' },
  cancelExpedition: { id: 'expeditions.cancelExpedition', defaultMessage: 'Annuler l’expédition' },
  complete: { id: 'expeditions.complete', defaultMessage: 'Clôturer' },
  confirmSend: defineMessage<{ id: string; source: string }>({
    id: 'expeditions.confirmSend',
    defaultMessage:
      'Envoyer l’expédition n° {id} ? Le stock quitte {source} et les articles ne pourront plus être modifiés.',
  }),
  confirmCancel: defineMessage<{ id: string }>({
    id: 'expeditions.confirmCancel',
    defaultMessage: 'Annuler l’expédition n° {id} ? Cette décision est définitive.',
  }),
  confirmComplete: defineMessage<{ id: string }>({
    id: 'expeditions.confirmComplete',
    defaultMessage: 'Clôturer l’expédition n° {id} ? Plus aucune réception ne pourra être saisie.',
  }),
  sentDone: { id: 'expeditions.sentDone', defaultMessage: 'Expédition envoyée.' },
  cancelledDone: { id: 'expeditions.cancelledDone', defaultMessage: 'Expédition annulée.' },
  completedDone: { id: 'expeditions.completedDone', defaultMessage: 'Expédition clôturée.' },
  transitionFailed: { id: 'expeditions.transitionFailed', defaultMessage: 'Le changement d’état a échoué.' },

  receiveTitle: defineMessage<{ id: string }>({
    id: 'expeditions.receiveTitle',
    defaultMessage: 'Réception de l’expédition n° {id}',
  }),
  sentQuantity: { id: 'expeditions.sentQuantity', defaultMessage: 'Envoyé' },
  receivedQuantity: { id: 'expeditions.receivedQuantity', defaultMessage: 'Reçu' },
  remaining: { id: 'expeditions.remaining', defaultMessage: 'Reste' },
  receiveNow: { id: 'expeditions.receiveNow', defaultMessage: 'Reçu maintenant' },
  receivedOf: defineMessage<{ product: string }>({
    id: 'expeditions.receivedOf',
    defaultMessage: 'Quantité reçue de {product}',
  }),
  receive: { id: 'expeditions.receive', defaultMessage: 'Valider' },
  receiveProduct: defineMessage<{ product: string }>({
    id: 'expeditions.receiveProduct',
    defaultMessage: 'Valider la réception de {product}',
  }),
  notReceivable: {
    id: 'expeditions.notReceivable',
    defaultMessage: 'Rien à réceptionner : l’expédition n’est pas en route.',
  },
  receiveRetry: {
    id: 'expeditions.receiveRetry',
    defaultMessage:
      'Le serveur ne répond pas. Réessayez avec la même quantité : elle ne sera comptée qu’une fois.',
  },

  offline: {
    id: 'expeditions.offline',
    defaultMessage:
      'Hors ligne : les expéditions se modifient uniquement en ligne, car le stock est partagé entre les entrepôts.',
  },
  titleSuccess: { id: 'expeditions.modal.success', defaultMessage: 'Succès' },
  titleError: { id: 'expeditions.modal.error', defaultMessage: 'Erreur' },
  titleWarning: { id: 'expeditions.modal.warning', defaultMessage: 'Avertissement' },
  titleInfo: { id: 'expeditions.modal.info', defaultMessage: 'Message' },
  back: { id: 'expeditions.modal.back', defaultMessage: 'Retour' },

  // The texts of the server's message keys (StockMessageKey), sent in extensions.messageKey.
  keyErrorLoadingProducts: {
    id: 'expeditions.key.error_loading_products',
    defaultMessage: 'Erreur lors du chargement des produits.',
  },
  keyInvalidQuantity: {
    id: 'expeditions.key.invalid_quantity',
    defaultMessage: 'Quantité invalide : un nombre entier entre 1 et le stock disponible.',
  },
  keyErrorAdding: {
    id: 'expeditions.key.error_adding',
    defaultMessage: 'Erreur lors de l’ajout de l’article.',
  },
  keyErrorUpdating: {
    id: 'expeditions.key.error_updating',
    defaultMessage: 'Erreur lors de la mise à jour de la quantité.',
  },
  keyErrorRemoving: {
    id: 'expeditions.key.error_removing',
    defaultMessage: 'Erreur lors du retrait de l’article.',
  },
  keyItemAdded: { id: 'expeditions.key.item_added', defaultMessage: 'Article ajouté à l’expédition.' },
  keyConfirmRemove: {
    id: 'expeditions.key.confirm_remove',
    defaultMessage: 'Voulez-vous vraiment retirer cet article de l’expédition ?',
  },
  keyErrorReceivingPart: {
    id: 'expeditions.key.error_receiving_part',
    defaultMessage: 'Erreur lors de la réception de la partie.',
  },
  keyPartReceived: { id: 'expeditions.key.partReceived', defaultMessage: 'Partie réceptionnée.' },
  keyInvalidData: {
    id: 'expeditions.key.invalid_data',
    defaultMessage: 'Données invalides : une quantité supérieure à 0 et au plus égale au reste attendu.',
  },
  keyInsufficientStock: {
    id: 'expeditions.key.insufficient_stock',
    defaultMessage: 'Stock insuffisant dans l’entrepôt de départ.',
  },
  keyExpeditionNotEditable: {
    id: 'expeditions.key.expedition_not_editable',
    defaultMessage: 'Cette expédition a changé d’état entre-temps : elle n’est plus modifiable.',
  },
  keyInvalidTransition: {
    id: 'expeditions.key.invalid_transition',
    defaultMessage: 'Ce changement d’état n’est plus possible : l’expédition a été modifiée entre-temps.',
  },

  // Words for the statuses: the API's spellings ("recieved") are values, never shown.
  statusInprogress: { id: 'expeditions.status.inprogress', defaultMessage: 'En préparation' },
  statusSent: { id: 'expeditions.status.sent', defaultMessage: 'Envoyée' },
  statusPartiallyReceived: { id: 'expeditions.status.partiallyReceived', defaultMessage: 'Reçue en partie' },
  statusFullyReceived: { id: 'expeditions.status.fullyReceived', defaultMessage: 'Reçue en totalité' },
  statusCompleted: { id: 'expeditions.status.completed', defaultMessage: 'Clôturée' },
  statusCancelled: { id: 'expeditions.status.cancelled', defaultMessage: 'Annulée' },
  partPending: { id: 'expeditions.part.pending', defaultMessage: 'Pas encore envoyée' },
  partSent: { id: 'expeditions.part.sent', defaultMessage: 'En route' },
  partReceived: { id: 'expeditions.part.received', defaultMessage: 'Reçue' },
});
