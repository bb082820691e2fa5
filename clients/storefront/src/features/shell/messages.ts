/**
 * Texts of the storefront's frame: the skip link, the header (its menu, search, cart slot), the
 * footer's menu and the page for an address the shop does not have.
 */
import { defineMessage, defineMessages } from 'react-intl';

export const messages = defineMessages({
  skipToContent: { id: 'shell.skipToContent', defaultMessage: 'Aller au contenu' },
  notFoundTitle: { id: 'shell.notFoundTitle', defaultMessage: 'Page introuvable' },
  notFound: { id: 'shell.notFound', defaultMessage: 'Cette page n’existe pas ou n’existe plus.' },
  home: { id: 'shell.home', defaultMessage: 'Retour à la boutique' },
  menu: { id: 'shell.menu', defaultMessage: 'Menu' },
  closeMenu: { id: 'shell.closeMenu', defaultMessage: 'Fermer le menu' },
  categories: { id: 'shell.categories', defaultMessage: 'Nos rayons' },
  mainMenu: { id: 'shell.mainMenu', defaultMessage: 'Menu principal' },
  footerMenu: { id: 'shell.footerMenu', defaultMessage: 'Liens utiles' },
  allOf: defineMessage<{ name: string }>({ id: 'shell.allOf', defaultMessage: 'Tout voir dans {name}' }),
  menuFailed: {
    id: 'shell.menuFailed',
    defaultMessage: 'Les catégories n’ont pas pu être chargées.',
  },
  searchLabel: { id: 'shell.searchLabel', defaultMessage: 'Rechercher dans la boutique' },
  searchPlaceholder: { id: 'shell.searchPlaceholder', defaultMessage: 'Rechercher…' },
  searchSubmit: { id: 'shell.searchSubmit', defaultMessage: 'Lancer la recherche' },
  searchTooShort: defineMessage<{ min: number }>({
    id: 'shell.searchTooShort',
    defaultMessage: 'Saisissez au moins {min} caractères.',
  }),
});
