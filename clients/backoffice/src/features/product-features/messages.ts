import { defineMessage, defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'productFeatures.title', defaultMessage: 'Caractéristiques du produit' },
  intro: {
    id: 'productFeatures.intro',
    defaultMessage:
      'Elles décrivent le produit sur sa page (Matière : Coton) et servent aux filtres de la boutique. Cochez celles qui s’appliquent.',
  },
  loadFailed: {
    id: 'productFeatures.loadFailed',
    defaultMessage: 'Impossible de charger les caractéristiques.',
  },
  noTypes: {
    id: 'productFeatures.noTypes',
    defaultMessage: 'Aucune caractéristique n’existe encore : créez-en (Matière, Écran…) dans la taxonomie.',
  },
  noValues: { id: 'productFeatures.noValues', defaultMessage: 'Aucune valeur pour cette caractéristique.' },
  chosenCount: defineMessage<{ count: number }>({
    id: 'productFeatures.chosenCount',
    defaultMessage:
      '{count, plural, =0 {aucune valeur cochée} one {# valeur cochée} other {# valeurs cochées}}',
  }),
  offline: {
    id: 'productFeatures.offline',
    defaultMessage: 'Hors ligne : vos choix restent sur cet appareil et s’enregistreront une fois en ligne.',
  },
  readOnly: {
    id: 'productFeatures.readOnly',
    defaultMessage: 'Lecture seule : votre rôle ne permet pas de modifier les caractéristiques.',
  },
  unsaved: {
    id: 'productFeatures.unsaved',
    defaultMessage: 'Caractéristiques modifiées, pas encore enregistrées.',
  },
  saved: { id: 'productFeatures.saved', defaultMessage: 'Caractéristiques enregistrées.' },
  stale: {
    id: 'productFeatures.stale',
    defaultMessage: 'Quelqu’un d’autre a modifié les caractéristiques de ce produit entre-temps.',
  },
});
