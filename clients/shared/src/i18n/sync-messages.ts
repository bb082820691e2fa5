/**
 * Texts of the sync badge (SyncBadge), in French (the source). Only a screen that shows the outbox
 * needs them, so an app registers syncCatalogue in its app/i18n when it renders the badge; its
 * catalogue test fails until it does.
 */
import { defineMessages } from 'react-intl';

// Pure: an app that never renders the badge leaves its texts out of its bundle.
export const syncMessages = /* @__PURE__ */ defineMessages({
  label: { id: 'shared.sync.label', defaultMessage: 'Envois en attente' },
  pending: { id: 'shared.sync.pending', defaultMessage: 'À envoyer : {count}' },
  rejected: { id: 'shared.sync.rejected', defaultMessage: 'Refusés : {count}' },
  conflict: { id: 'shared.sync.conflict', defaultMessage: 'À vérifier : {count}' },
  blockedAuth: { id: 'shared.sync.blockedAuth', defaultMessage: 'En attente de connexion : {count}' },
  allSent: { id: 'shared.sync.allSent', defaultMessage: 'Tout est envoyé' },
  running: { id: 'shared.sync.running', defaultMessage: 'Envoi en cours…' },
  retryLater: {
    id: 'shared.sync.retryLater',
    defaultMessage: 'Serveur injoignable, nouvel essai automatique',
  },
});
