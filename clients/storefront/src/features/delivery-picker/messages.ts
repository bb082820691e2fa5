import { defineMessage, defineMessages } from 'react-intl';

export const messages = defineMessages({
  wilaya: { id: 'deliveryPicker.wilaya', defaultMessage: 'Wilaya' },
  commune: { id: 'deliveryPicker.commune', defaultMessage: 'Commune' },
  transporter: { id: 'deliveryPicker.transporter', defaultMessage: 'Transporteur' },
  wilayaOption: defineMessage<{ code: string; name: string }>({
    id: 'deliveryPicker.wilayaOption',
    defaultMessage: '{code} - {name}',
  }),
  chooseWilayaFirst: {
    id: 'deliveryPicker.selectWilayaFirst',
    defaultMessage: "Choisissez d'abord une wilaya",
  },
  selectCommuneFirst: {
    id: 'deliveryPicker.selectCommuneFirst',
    defaultMessage: "Choisissez d'abord une commune",
  },
  chooseTransporter: { id: 'deliveryPicker.chooseTransporter', defaultMessage: 'Choisissez un transporteur' },
  deliveryPrice: defineMessage<{ price: string }>({
    id: 'deliveryPicker.price',
    defaultMessage: 'Frais de livraison : {price}',
  }),
  seeMore: defineMessage<{ count: number }>({
    id: 'deliveryPicker.seeMore',
    defaultMessage:
      '{count, plural, one {Voir # autre option de livraison} other {Voir # autres options de livraison}}',
  }),
  noTransporter: {
    id: 'deliveryPicker.noTransporter',
    defaultMessage: "Aucun transporteur ne livre cette commune pour l'instant.",
  },
  communesFailed: {
    id: 'deliveryPicker.communesFailed',
    defaultMessage: 'Impossible de charger les communes.',
  },
  transportersFailed: {
    id: 'deliveryPicker.transportersFailed',
    defaultMessage: 'Impossible de charger les transporteurs.',
  },
  wilayasFailed: { id: 'deliveryPicker.wilayasFailed', defaultMessage: 'Impossible de charger les wilayas.' },
  offlineNotCached: {
    id: 'deliveryPicker.offlineNotCached',
    defaultMessage: 'Hors ligne : cette liste sera disponible dès le retour de la connexion.',
  },
  fromCache: { id: 'deliveryPicker.fromCache', defaultMessage: 'Données enregistrées sur cet appareil.' },
});
