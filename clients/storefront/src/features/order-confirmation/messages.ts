import { defineMessage, defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: defineMessage<{ firstname: string }>({
    id: 'confirmation.title',
    defaultMessage: 'Merci {firstname} !',
  }),
  number: defineMessage<{ number: number }>({
    id: 'confirmation.number',
    defaultMessage: 'Commande n° {number}',
  }),
  placedOn: defineMessage<{ date: string }>({
    id: 'confirmation.placedOn',
    defaultMessage: 'Passée le {date}',
  }),
  statusLabel: { id: 'confirmation.statusLabel', defaultMessage: 'État' },
  status_PENDING: { id: 'confirmation.status.pending', defaultMessage: 'En attente de confirmation' },
  status_CONFIRMED: { id: 'confirmation.status.confirmed', defaultMessage: 'Confirmée' },
  status_SHIPPED: { id: 'confirmation.status.shipped', defaultMessage: 'Remise au transporteur' },
  status_DELIVERED: { id: 'confirmation.status.delivered', defaultMessage: 'Livrée' },
  status_CANCELLED: { id: 'confirmation.status.cancelled', defaultMessage: 'Annulée' },
  status_RETURNED: { id: 'confirmation.status.returned', defaultMessage: 'Retournée' },
  nextTitle: { id: 'confirmation.nextTitle', defaultMessage: 'Et maintenant ?' },
  nextCall: defineMessage<{ phone: string }>({
    id: 'confirmation.nextCall',
    defaultMessage: 'Nous vous appelons au {phone} pour confirmer votre commande.',
  }),
  nextCarrier: defineMessage<{ carrier: string }>({
    id: 'confirmation.nextCarrier',
    defaultMessage: '{carrier} vous appellera avant de vous livrer.',
  }),
  nextPay: defineMessage<{ total: string }>({
    id: 'confirmation.nextPay',
    defaultMessage: 'Vous payez {total} en espèces à la livraison, rien avant.',
  }),
  itemsTitle: { id: 'confirmation.itemsTitle', defaultMessage: 'Votre commande' },
  quantity: defineMessage<{ quantity: number }>({
    id: 'confirmation.quantity',
    defaultMessage: 'Quantité : {quantity}',
  }),
  itemsTotal: { id: 'confirmation.itemsTotal', defaultMessage: 'Articles' },
  delivery: { id: 'confirmation.delivery', defaultMessage: 'Livraison' },
  total: { id: 'confirmation.total', defaultMessage: 'Total à payer' },
  deliveryTitle: { id: 'confirmation.deliveryTitle', defaultMessage: 'Livraison' },
  carrier: defineMessage<{ carrier: string }>({
    id: 'confirmation.carrier',
    defaultMessage: 'Transporteur : {carrier}',
  }),
  continueShopping: { id: 'confirmation.continueShopping', defaultMessage: 'Continuer mes achats' },
  fromDevice: {
    id: 'confirmation.fromDevice',
    defaultMessage: 'Hors ligne : voici votre commande telle qu’enregistrée sur cet appareil.',
  },
  loading: { id: 'confirmation.loading', defaultMessage: 'Chargement de votre commande…' },
  queuedTitle: { id: 'confirmation.queuedTitle', defaultMessage: 'Commande enregistrée' },
  queued: {
    id: 'confirmation.queued',
    defaultMessage:
      'Votre commande est enregistrée sur cet appareil. Elle sera envoyée dès le retour de la connexion : gardez cette page, elle se mettra à jour.',
  },
  queuedProblem: {
    id: 'confirmation.queuedProblem',
    defaultMessage: 'Votre commande n’a pas pu être envoyée. Vérifiez-la dans votre panier.',
  },
  notFoundTitle: { id: 'confirmation.notFoundTitle', defaultMessage: 'Commande introuvable' },
  notFound: {
    id: 'confirmation.notFound',
    defaultMessage: 'Aucune commande ne correspond à ce lien. Vérifiez l’adresse, ou appelez la boutique.',
  },
  offlineUnknown: {
    id: 'confirmation.offlineUnknown',
    defaultMessage:
      'Hors ligne : cette commande n’est pas encore enregistrée sur cet appareil. Réessayez une fois connecté.',
  },
  retry: { id: 'confirmation.retry', defaultMessage: 'Réessayer' },
});
