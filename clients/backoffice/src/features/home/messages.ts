import { defineMessage, defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'home.title', defaultMessage: 'Tableau de bord' },
  shopId: defineMessage<{ uuid: string }>({ id: 'home.shopId', defaultMessage: 'Identifiant : {uuid}' }),
  addToCart: { id: 'home.addToCart', defaultMessage: 'Ajout au panier sur la boutique' },
  enabled: { id: 'home.enabled', defaultMessage: 'Activé' },
  disabled: { id: 'home.disabled', defaultMessage: 'Désactivé (formulaire de commande directe)' },
  unknownShop: {
    id: 'home.unknownShop',
    defaultMessage: 'Pas encore chargée : connectez la tablette une première fois.',
  },
  sync: { id: 'home.sync', defaultMessage: 'Synchronisation' },
  syncPending: { id: 'home.syncPending', defaultMessage: 'En attente d’envoi' },
  syncRejected: { id: 'home.syncRejected', defaultMessage: 'Refusés par le serveur' },
  syncConflict: { id: 'home.syncConflict', defaultMessage: 'À vérifier' },
  syncBlocked: { id: 'home.syncBlocked', defaultMessage: 'En attente de connexion du personnel' },
  syncNow: { id: 'home.syncNow', defaultMessage: 'Synchroniser maintenant' },
  tillTitle: { id: 'home.tillTitle', defaultMessage: 'Vente en boutique' },
  tillText: {
    id: 'home.tillText',
    defaultMessage: 'Vendre en boutique, même sans connexion : les ventes partent dès que le réseau revient.',
  },
  openTill: { id: 'home.openTill', defaultMessage: 'Ouvrir la caisse' },
  offlineReady: { id: 'home.offlineReady', defaultMessage: 'Application prête à fonctionner hors ligne.' },
});
