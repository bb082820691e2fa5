/** Texts of the carousels: their buttons and what a screen reader says of a carousel and its slides. */
import { defineMessage, defineMessages } from 'react-intl';

export const messages = defineMessages({
  carousel: { id: 'carousel.roleDescription', defaultMessage: 'carrousel' },
  slide: { id: 'carousel.slideRoleDescription', defaultMessage: 'diapositive' },
  slideOf: defineMessage<{ index: number; count: number }>({
    id: 'carousel.slideOf',
    defaultMessage: '{index} sur {count}',
  }),
  previous: { id: 'carousel.previous', defaultMessage: 'Voir les précédents' },
  next: { id: 'carousel.next', defaultMessage: 'Voir les suivants' },
  pause: { id: 'carousel.pause', defaultMessage: 'Arrêter le défilement automatique' },
  play: { id: 'carousel.play', defaultMessage: 'Reprendre le défilement automatique' },
});
