import { defineMessage, defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'delivery.title', defaultMessage: 'Livraison' },
  wilaya: { id: 'form.wilaya', defaultMessage: 'Wilaya' },
  commune: { id: 'form.commune', defaultMessage: 'Commune' },
  transporter: { id: 'form.transporter', defaultMessage: 'Transporteur' },
  choose: { id: 'form.choose', defaultMessage: 'Choisir' },
  wilayaOption: defineMessage<{ code: string; name: string }>({
    id: 'delivery.wilayaOption',
    defaultMessage: '{code} - {name}',
  }),
  chooseWilayaFirst: { id: 'form.selectWilayaFirst', defaultMessage: "Choisissez d'abord une wilaya" },
  selectCommuneFirst: { id: 'form.selectCommuneFirst', defaultMessage: "Choisissez d'abord une commune" },
  chooseTransporter: { id: 'delivery.chooseTransporter', defaultMessage: 'Choisissez un transporteur' },
  deliveryPrice: defineMessage<{ price: string }>({
    id: 'delivery.price',
    defaultMessage: 'Frais de livraison : {price}',
  }),
  freeDelivery: { id: 'delivery.free', defaultMessage: 'Livraison gratuite' },
  seeMore: defineMessage<{ count: number }>({
    id: 'delivery.seeMore',
    defaultMessage:
      '{count, plural, one {Voir # autre option de livraison} other {Voir # autres options de livraison}}',
  }),
  remove: defineMessage<{ name: string }>({
    id: 'delivery.removeTransporter',
    defaultMessage: 'Retirer {name}',
  }),
  noTransporter: {
    id: 'delivery.noTransporter',
    defaultMessage: "Aucun transporteur ne livre cette commune pour l'instant.",
  },
  loading: { id: 'delivery.loading', defaultMessage: 'Chargement…' },
  communesFailed: { id: 'delivery.communesFailed', defaultMessage: 'Impossible de charger les communes.' },
  transportersFailed: {
    id: 'delivery.transportersFailed',
    defaultMessage: 'Impossible de charger les transporteurs.',
  },
  wilayasFailed: { id: 'delivery.wilayasFailed', defaultMessage: 'Impossible de charger les wilayas.' },
  offlineNotCached: {
    id: 'delivery.offlineNotCached',
    defaultMessage: 'Hors ligne : cette liste sera disponible dès le retour de la connexion.',
  },
  fromCache: { id: 'delivery.fromCache', defaultMessage: 'Données enregistrées sur cet appareil.' },
  retry: { id: 'delivery.retry', defaultMessage: 'Réessayer' },
});
