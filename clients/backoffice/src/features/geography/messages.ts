import { defineMessage, defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'geography.title', defaultMessage: 'Zones de livraison' },
  intro: {
    id: 'geography.intro',
    defaultMessage:
      'Wilayas et communes où la boutique livre. Les zones non livrables ne sont pas proposées aux clients.',
  },
  code: { id: 'geography.code', defaultMessage: 'Code' },
  nameAr: { id: 'geography.nameAr', defaultMessage: 'Nom en arabe' },
  postCode: { id: 'geography.postCode', defaultMessage: 'Code postal' },
  deliverable: { id: 'geography.deliverable', defaultMessage: 'Livrable' },
  yes: { id: 'geography.yes', defaultMessage: 'Oui' },
  no: { id: 'geography.no', defaultMessage: 'Non' },
  wilayaCount: defineMessage<{ count: number; deliverable: number }>({
    id: 'geography.wilayaCount',
    defaultMessage: '{count, plural, one {# wilaya} other {# wilayas}}, dont {deliverable} livrables',
  }),
  communesOf: defineMessage<{ wilaya: string }>({
    id: 'geography.communesOf',
    defaultMessage: 'Communes de {wilaya}',
  }),
  show: { id: 'geography.show', defaultMessage: 'Voir les communes' },
  failed: { id: 'geography.failed', defaultMessage: 'Impossible de joindre le serveur.' },
  fromCache: {
    id: 'geography.fromCache',
    defaultMessage: 'Hors ligne : données enregistrées sur cette tablette.',
  },
  nothingCached: {
    id: 'geography.nothingCached',
    defaultMessage: 'Hors ligne et rien d’enregistré sur cette tablette pour l’instant.',
  },
});
