/** The order form's texts: the page, the order type, the customer and the delivery. Lines and payment: payment-messages.ts. */
import { defineMessage, defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'staffOrder.title', defaultMessage: 'Saisir une commande' },
  intro: {
    id: 'staffOrder.intro',
    defaultMessage:
      'Commande prise au téléphone, de gros ou à tempérament. Les prix et la livraison sont ceux que le serveur calcule.',
  },
  notAllowed: {
    id: 'staffOrder.notAllowed',
    defaultMessage: 'Votre rôle ne permet pas de saisir des commandes.',
  },
  shopFailed: { id: 'staffOrder.shopFailed', defaultMessage: 'La boutique n’a pas pu être chargée.' },
  offline: {
    id: 'staffOrder.offline',
    defaultMessage:
      'Hors ligne : ce qui est saisi reste sur cet appareil ; la commande pourra être créée au retour de la connexion.',
  },

  orderType: { id: 'staffOrder.orderType', defaultMessage: 'Canal et type de commande' },
  orderTypeHint: {
    id: 'staffOrder.orderTypeHint',
    defaultMessage: 'Le type décide du canal de vente et des paiements possibles.',
  },

  customer: { id: 'staffOrder.customer', defaultMessage: 'Client de la commande' },
  customerExisting: { id: 'staffOrder.customer.existing', defaultMessage: 'Client existant' },
  customerNew: { id: 'staffOrder.customer.new', defaultMessage: 'Nouveau client' },
  customerSearch: { id: 'staffOrder.customer.search', defaultMessage: 'Nom ou téléphone du client' },
  searchHint: { id: 'staffOrder.searchHint', defaultMessage: 'Au moins 3 caractères.' },
  customerNone: { id: 'staffOrder.customer.none', defaultMessage: 'Aucun client ne correspond.' },
  customerChoose: defineMessage<{ name: string }>({
    id: 'staffOrder.customer.choose',
    defaultMessage: 'Choisir {name}',
  }),
  customerChosen: defineMessage<{ name: string; phone: string }>({
    id: 'staffOrder.customer.chosen',
    defaultMessage: '{name} · {phone}',
  }),
  customerChange: { id: 'staffOrder.customer.change', defaultMessage: 'Changer de client' },
  customerRequired: {
    id: 'staffOrder.customer.required',
    defaultMessage: 'Choisissez un client ou saisissez-en un nouveau.',
  },
  firstname: { id: 'staffOrder.firstname', defaultMessage: 'Prénom' },
  lastname: { id: 'staffOrder.lastname', defaultMessage: 'Nom de famille' },
  phone: { id: 'staffOrder.phone', defaultMessage: 'Téléphone' },
  phoneHint: { id: 'staffOrder.phoneHint', defaultMessage: 'Un mobile, par exemple 0661234567.' },
  nameRule: { id: 'staffOrder.rule.name', defaultMessage: 'De 3 à 20 lettres.' },
  phoneRule: {
    id: 'staffOrder.rule.phone',
    defaultMessage: 'Un numéro de mobile de la forme 0661234567.',
  },
  emailRule: { id: 'staffOrder.rule.email', defaultMessage: 'Une adresse e-mail valide.' },
  knownPhone: {
    id: 'staffOrder.knownPhone',
    defaultMessage: 'Ce numéro est déjà celui d’un client : la commande sera à son nom, mis à jour.',
  },
  customerNotInShop: {
    id: 'staffOrder.customer.notInShop',
    defaultMessage: 'Ce client n’est pas un client de la boutique.',
  },

  fulfilment: { id: 'staffOrder.fulfilment', defaultMessage: 'Remise de la commande' },
  fulfilmentDelivery: { id: 'staffOrder.fulfilment.delivery', defaultMessage: 'Livraison à domicile' },
  fulfilmentPickup: { id: 'staffOrder.fulfilment.pickup', defaultMessage: 'Retrait en boutique' },
  pickupNote: {
    id: 'staffOrder.pickupNote',
    defaultMessage: 'Le client vient chercher sa commande : pas de frais de livraison.',
  },
  wilaya: { id: 'staffOrder.wilaya', defaultMessage: 'Wilaya de destination' },
  wilayaOption: defineMessage<{ code: string; name: string }>({
    id: 'staffOrder.wilayaOption',
    defaultMessage: '{code} · {name}',
  }),
  commune: { id: 'staffOrder.commune', defaultMessage: 'Commune de destination' },
  transporter: { id: 'staffOrder.transporter', defaultMessage: 'Transporteur de la commande' },
  /** A carrier or a product with its price, in a list to choose from. */
  nameAndPrice: defineMessage<{ name: string; price: string }>({
    id: 'staffOrder.nameAndPrice',
    defaultMessage: '{name} · {price}',
  }),
  noTransporter: {
    id: 'staffOrder.noTransporter',
    defaultMessage: 'Aucun transporteur ne livre cette commune.',
  },
  placesFailed: {
    id: 'staffOrder.placesFailed',
    defaultMessage: 'Les wilayas, communes ou transporteurs n’ont pas pu être chargés.',
  },
  combination: { id: 'staffOrder.combination', defaultMessage: 'Déclinaison' },
  address: { id: 'staffOrder.address', defaultMessage: 'Adresse de livraison' },
  deliveryRequired: {
    id: 'staffOrder.deliveryRequired',
    defaultMessage:
      'L’adresse, la wilaya, la commune et le transporteur sont obligatoires pour une livraison.',
  },
  notDeliverable: {
    id: 'staffOrder.notDeliverable',
    defaultMessage: 'La boutique ne livre pas à cet endroit.',
  },
  transporterNotServing: {
    id: 'staffOrder.transporterNotServing',
    defaultMessage: 'Ce transporteur ne livre pas cette commune.',
  },
});
