/** The shop's delay before unconfirmed web orders are cancelled (SHOP_SETTINGS), in French. */
import { defineMessage, defineMessages } from 'react-intl';

export const delayMessages = defineMessages({
  title: { id: 'orders.delay.title', defaultMessage: 'Commandes web non confirmées' },
  explain: {
    id: 'orders.delay.explain',
    defaultMessage:
      'Une commande passée sur le site qui reste « À confirmer » plus longtemps que ce délai est annulée par le système : le stock qu’elle réservait redevient disponible et son historique dit pourquoi. Les commandes proches de l’annulation portent une marque dans la liste.',
  },
  days: { id: 'orders.delay.days', defaultMessage: 'Délai avant annulation (jours, 0 pour jamais)' },
  current: defineMessage<{ days: number }>({
    id: 'orders.delay.current',
    defaultMessage:
      '{days, plural, =0 {Aujourd’hui : aucune annulation automatique.} one {Aujourd’hui : annulée après # jour.} other {Aujourd’hui : annulée après # jours.}}',
  }),
  saved: defineMessage<{ days: number }>({
    id: 'orders.delay.saved',
    defaultMessage:
      '{days, plural, =0 {Enregistré : les commandes web ne seront plus annulées automatiquement.} one {Enregistré : annulation après # jour sans confirmation.} other {Enregistré : annulation après # jours sans confirmation.}}',
  }),
  invalid: { id: 'orders.delay.invalid', defaultMessage: 'Saisissez un nombre entier de 0 à 90.' },
  failedToLoad: {
    id: 'orders.delay.failedToLoad',
    defaultMessage: 'Impossible de lire le délai de la boutique.',
  },
});
