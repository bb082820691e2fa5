/** Texts of the storefront's frame: the skip link and the page for an address the shop does not have. */
import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  skipToContent: { id: 'shell.skipToContent', defaultMessage: 'Aller au contenu' },
  notFoundTitle: { id: 'shell.notFoundTitle', defaultMessage: 'Page introuvable' },
  notFound: { id: 'shell.notFound', defaultMessage: 'Cette page n’existe pas ou n’existe plus.' },
  home: { id: 'shell.home', defaultMessage: 'Retour à la boutique' },
});
