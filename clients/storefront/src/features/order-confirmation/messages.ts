import { defineMessage, defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: defineMessage<{ firstname: string }>({
    id: 'orderConfirmation.title',
    defaultMessage: 'Merci {firstname} !',
  }),
  number: defineMessage<{ number: number }>({
    id: 'orderConfirmation.number',
    defaultMessage: 'Commande n° {number}',
  }),
  placedOn: defineMessage<{ date: string }>({
    id: 'orderConfirmation.placedOn',
    defaultMessage: 'Passée le {date}',
  }),
  statusLabel: { id: 'orderConfirmation.statusLabel', defaultMessage: 'État' },
  status_PENDING: { id: 'orderConfirmation.status.pending', defaultMessage: 'En attente de confirmation' },
  status_CONFIRMED: { id: 'orderConfirmation.status.confirmed', defaultMessage: 'Confirmée' },
  status_SHIPPED: { id: 'orderConfirmation.status.shipped', defaultMessage: 'Remise au transporteur' },
  status_DELIVERED: { id: 'orderConfirmation.status.delivered', defaultMessage: 'Livrée' },
  status_CANCELLED: { id: 'orderConfirmation.status.cancelled', defaultMessage: 'Annulée' },
  status_RETURNED: { id: 'orderConfirmation.status.returned', defaultMessage: 'Retournée' },
  nextTitle: { id: 'orderConfirmation.nextTitle', defaultMessage: 'Et maintenant ?' },
  nextCall: defineMessage<{ phone: string }>({
    id: 'orderConfirmation.nextCall',
    defaultMessage: 'Nous vous appelons au {phone} pour confirmer votre commande.',
  }),
  nextCarrier: defineMessage<{ carrier: string }>({
    id: 'orderConfirmation.nextCarrier',
    defaultMessage: '{carrier} vous appellera avant de vous livrer.',
  }),
  nextPay: defineMessage<{ total: string }>({
    id: 'orderConfirmation.nextPay',
    defaultMessage: 'Vous payez {total} en espèces à la livraison, rien avant.',
  }),
  itemsTitle: { id: 'orderConfirmation.itemsTitle', defaultMessage: 'Votre commande' },
  quantity: defineMessage<{ quantity: number }>({
    id: 'orderConfirmation.quantity',
    defaultMessage: 'Quantité : {quantity}',
  }),
  itemsTotal: { id: 'orderConfirmation.itemsTotal', defaultMessage: 'Articles' },
  total: { id: 'orderConfirmation.total', defaultMessage: 'Total à payer' },
  carrier: defineMessage<{ carrier: string }>({
    id: 'orderConfirmation.carrier',
    defaultMessage: 'Transporteur : {carrier}',
  }),
  continueShopping: { id: 'orderConfirmation.continueShopping', defaultMessage: 'Continuer mes achats' },
  fromDevice: {
    id: 'orderConfirmation.fromDevice',
    defaultMessage: 'Hors ligne : voici votre commande telle qu’enregistrée sur cet appareil.',
  },
  loading: { id: 'orderConfirmation.loading', defaultMessage: 'Chargement de votre commande…' },
  queuedTitle: { id: 'orderConfirmation.queuedTitle', defaultMessage: 'Commande enregistrée' },
  queued: {
    id: 'orderConfirmation.queued',
    defaultMessage:
      'Votre commande est enregistrée sur cet appareil. Elle sera envoyée dès le retour de la connexion : gardez cette page, elle se mettra à jour.',
  },
  notFoundTitle: { id: 'orderConfirmation.notFoundTitle', defaultMessage: 'Commande introuvable' },
  notFound: {
    id: 'orderConfirmation.notFound',
    defaultMessage: 'Aucune commande ne correspond à ce lien. Vérifiez l’adresse, ou appelez la boutique.',
  },
  offlineUnknown: {
    id: 'orderConfirmation.offlineUnknown',
    defaultMessage:
      'Hors ligne : cette commande n’est pas encore enregistrée sur cet appareil. Réessayez une fois connecté.',
  },
});
