/**
 * Texts of the shared components both apps render, and the words the screens of both apps use, in
 * French (the source). I18nProvider merges their catalogue under each app's, so every app has them.
 * Ids start with "shared." so they never clash with a feature's. Words only some screens use sit in
 * common-messages.ts (and the sync badge's in sync-messages.ts), which an app registers when it
 * needs them, so the storefront's first load carries no text it does not show.
 */
import { defineMessage, defineMessages } from 'react-intl';

export const sharedMessages = defineMessages({
  online: { id: 'shared.network.online', defaultMessage: 'En ligne' },
  offline: { id: 'shared.network.offline', defaultMessage: 'Hors ligne' },
  language: { id: 'shared.language.label', defaultMessage: 'Langue' },
  updateAvailable: { id: 'shared.update.available', defaultMessage: 'Une nouvelle version est disponible.' },
  updateBlocked: {
    id: 'shared.update.blocked',
    defaultMessage: 'Vous pourrez l’installer dès que toutes les opérations en attente auront été envoyées.',
  },
  updateNow: { id: 'shared.update.now', defaultMessage: 'Mettre à jour' },
  updateLater: { id: 'shared.update.later', defaultMessage: 'Plus tard' },
  delivery: { id: 'shared.delivery', defaultMessage: 'Livraison' },
  freeDelivery: { id: 'shared.delivery.free', defaultMessage: 'Livraison gratuite' },
  failureTitle: { id: 'shared.failure.title', defaultMessage: 'Cette page n’a pas pu s’afficher' },
  failureText: {
    id: 'shared.failure.text',
    defaultMessage: 'Un problème est survenu de notre côté. Réessayez ; si cela continue, revenez plus tard.',
  },
  loading: { id: 'shared.loading', defaultMessage: 'Chargement…' },
  retry: { id: 'shared.retry', defaultMessage: 'Réessayer' },
  reload: { id: 'shared.reload', defaultMessage: 'Recharger' },
  choose: { id: 'shared.choose', defaultMessage: 'Choisir' },
  removeOf: defineMessage<{ name: string }>({ id: 'shared.removeOf', defaultMessage: 'Retirer {name}' }),
});
