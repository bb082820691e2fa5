import { defineMessage, defineMessages } from 'react-intl';

export const messages = defineMessages({
  appName: { id: 'shell.appName', defaultMessage: 'Tijara · Back office' },
  navigation: { id: 'shell.navigation', defaultMessage: 'Navigation principale' },
  collapse: { id: 'shell.collapse', defaultMessage: 'Réduire le menu' },
  expand: { id: 'shell.expand', defaultMessage: 'Déplier le menu' },
  openMenu: { id: 'shell.openMenu', defaultMessage: 'Ouvrir le menu' },
  closeMenu: { id: 'shell.closeMenu', defaultMessage: 'Fermer le menu' },
  home: { id: 'shell.home', defaultMessage: 'Tableau de bord' },
  geography: { id: 'shell.geography', defaultMessage: 'Zones de livraison' },
  stock: { id: 'shell.stock', defaultMessage: 'Stock' },
  expeditions: { id: 'shell.expeditions', defaultMessage: 'Expéditions internes' },
  warehouses: { id: 'shell.warehouses', defaultMessage: 'Entrepôts' },
  transporterPayments: { id: 'shell.transporterPayments', defaultMessage: 'Paiements transporteurs' },
  promotions: { id: 'shell.promotions', defaultMessage: 'Promotions' },
  customerSegments: { id: 'shell.customerSegments', defaultMessage: 'Segments de clients' },
  products: { id: 'shell.products', defaultMessage: 'Produits' },
  taxonomy: { id: 'shell.taxonomy', defaultMessage: 'Catégories et marques' },
  reviews: { id: 'shell.reviews', defaultMessage: 'Avis clients' },
  orders: { id: 'shell.orders', defaultMessage: 'Commandes' },
  customers: { id: 'shell.customers', defaultMessage: 'Clients' },
  staff: { id: 'shell.staff', defaultMessage: 'Équipe' },
  pos: { id: 'shell.pos', defaultMessage: 'Caisse' },
  contentPages: { id: 'shell.contentPages', defaultMessage: 'Pages et blog' },
  contentMenus: { id: 'shell.contentMenus', defaultMessage: 'Menus' },
  themeEditor: { id: 'shell.themeEditor', defaultMessage: 'Couleurs' },
  unsyncedSignOutTitle: {
    id: 'shell.unsyncedSignOutTitle',
    defaultMessage: 'Des ventes ne sont pas encore envoyées',
  },
  unsyncedSignOut: defineMessage<{ count: number }>({
    id: 'shell.unsyncedSignOut',
    defaultMessage:
      '{count, plural, one {# vente ou opération attend} other {# ventes ou opérations attendent}} d’être envoyées au serveur. Elles restent sur cette tablette et partiront quand quelqu’un se reconnectera ici. Ne videz pas les données du navigateur.',
  }),
  signOutAnyway: { id: 'shell.signOutAnyway', defaultMessage: 'Me déconnecter quand même' },
  stayConnected: { id: 'shell.stayConnected', defaultMessage: 'Rester connecté' },
  storefront: { id: 'shell.storefront', defaultMessage: 'Voir la boutique' },
  signedInAs: defineMessage<{ name: string }>({
    id: 'shell.signedInAs',
    defaultMessage: 'Connecté : {name}',
  }),
  logout: { id: 'shell.logout', defaultMessage: 'Se déconnecter' },
  notAllowed: {
    id: 'shell.notAllowed',
    defaultMessage:
      'Cet écran ne fait pas partie de votre rôle. Demandez à un administrateur si vous en avez besoin.',
  },
  backHome: { id: 'shell.backHome', defaultMessage: 'Retour au tableau de bord' },
});
