import { defineMessages } from 'react-intl';

export const routeMessages = defineMessages({
  notFoundTitle: { id: 'route.notFoundTitle', defaultMessage: 'Page introuvable' },
  notFound: {
    id: 'route.notFound',
    defaultMessage: 'Cette page n’existe pas ou n’existe plus.',
  },
  home: { id: 'route.home', defaultMessage: 'Retour à la boutique' },
  errorTitle: { id: 'route.errorTitle', defaultMessage: 'Cette page n’a pas pu s’afficher' },
  error: {
    id: 'route.error',
    defaultMessage:
      'Un problème est survenu de notre côté. Rechargez la page ; si cela continue, revenez plus tard.',
  },
  reload: { id: 'route.reload', defaultMessage: 'Recharger' },
});
