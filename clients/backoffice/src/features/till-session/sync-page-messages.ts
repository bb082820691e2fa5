/**
 * The till's sync screen in French (the source): what waits, what the server recorded for review,
 * what it refused and why (by SyncReason code), and what the cashier can do about each.
 */
import { defineMessage, defineMessages } from 'react-intl';

export const syncPageMessages = defineMessages({
  title: { id: 'tillSession.sync.title', defaultMessage: 'Synchronisation des ventes' },
  backToTill: { id: 'tillSession.sync.backToTill', defaultMessage: 'Retour à la caisse' },
  unsynced: defineMessage<{ count: number }>({
    id: 'tillSession.sync.unsynced',
    defaultMessage:
      '{count, plural, =0 {Toutes les ventes de la tablette sont sur le serveur.} one {# opération attend d’être envoyée.} other {# opérations attendent d’être envoyées.}}',
  }),
  progress: { id: 'tillSession.sync.progress', defaultMessage: 'Envoi des ventes' },
  progressText: defineMessage<{ done: number; total: number }>({
    id: 'tillSession.sync.progressText',
    defaultMessage: '{done} sur {total} envoyées',
  }),
  syncNow: { id: 'tillSession.sync.now', defaultMessage: 'Lancer la synchronisation' },
  offline: {
    id: 'tillSession.sync.offline',
    defaultMessage: 'Hors ligne : les ventes restent sur la tablette et partiront au retour de la connexion.',
  },
  lastSync: defineMessage<{ date: string }>({
    id: 'tillSession.sync.lastSync',
    defaultMessage: 'Dernier envoi réussi : {date}',
  }),
  retryAt: defineMessage<{ time: string }>({
    id: 'tillSession.sync.retryAt',
    defaultMessage: 'Le serveur ne répond pas ; nouvel essai automatique à {time}.',
  }),
  empty: {
    id: 'tillSession.sync.empty',
    defaultMessage: 'Rien en attente, rien de refusé, rien à vérifier.',
  },

  pendingTitle: defineMessage<{ count: number }>({
    id: 'tillSession.sync.pendingTitle',
    defaultMessage: 'En attente d’envoi ({count})',
  }),
  conflictTitle: defineMessage<{ count: number }>({
    id: 'tillSession.sync.conflictTitle',
    defaultMessage: 'Enregistrées, à vérifier par un responsable ({count})',
  }),
  rejectedTitle: defineMessage<{ count: number }>({
    id: 'tillSession.sync.rejectedTitle',
    defaultMessage: 'Refusées par le serveur ({count})',
  }),
  blockedTitle: defineMessage<{ count: number }>({
    id: 'tillSession.sync.blockedTitle',
    defaultMessage: 'En attente d’une reconnexion ({count})',
  }),
  more: defineMessage<{ count: number }>({
    id: 'tillSession.sync.more',
    defaultMessage:
      '{count, plural, one {et # autre, envoyée après celles-ci} other {et # autres, envoyées après celles-ci}}',
  }),

  sale: defineMessage<{ receipt: string }>({
    id: 'tillSession.sync.sale',
    defaultMessage: 'Ticket {receipt}',
  }),
  sessionOpen: defineMessage<{ number: number }>({
    id: 'tillSession.sync.sessionOpen',
    defaultMessage: 'Ouverture de la session {number}',
  }),
  sessionClose: { id: 'tillSession.sync.sessionClose', defaultMessage: 'Clôture d’une session' },
  otherEntry: defineMessage<{ kind: string }>({
    id: 'tillSession.sync.otherEntry',
    defaultMessage: 'Opération « {kind} »',
  }),
  madeAt: defineMessage<{ time: string }>({
    id: 'tillSession.sync.madeAt',
    defaultMessage: 'Faite le {time}',
  }),
  attempts: defineMessage<{ count: number }>({
    id: 'tillSession.sync.attempts',
    defaultMessage: '{count, plural, =0 {pas encore envoyée} one {# essai} other {# essais}}',
  }),
  sending: { id: 'tillSession.sync.sending', defaultMessage: 'envoi en cours' },
  nextTry: defineMessage<{ time: string }>({
    id: 'tillSession.sync.nextTry',
    defaultMessage: 'prochain essai à {time}',
  }),
  orderReference: defineMessage<{ reference: string }>({
    id: 'tillSession.sync.orderReference',
    defaultMessage: 'Commande {reference} sur le serveur',
  }),
  reviewAction: {
    id: 'tillSession.sync.reviewAction',
    defaultMessage:
      'Rien à refaire : la vente est enregistrée. Un responsable la vérifiera dans les commandes à vérifier du back-office.',
  },
  blockedAction: {
    id: 'tillSession.sync.blockedAction',
    defaultMessage:
      'La connexion de votre compte a expiré : reconnectez-vous pour envoyer ces ventes. Elles restent sur la tablette.',
  },
  reconnectNeeded: defineMessage<{ count: number }>({
    id: 'tillSession.sync.reconnectNeeded',
    defaultMessage:
      '{count, plural, one {La connexion de votre compte a expiré : # envoi attend sur la tablette.} other {La connexion de votre compte a expiré : # envois attendent sur la tablette.}}',
  }),
  reconnect: { id: 'tillSession.sync.reconnect', defaultMessage: 'Se reconnecter' },
  reconnectIntro: {
    id: 'tillSession.sync.reconnectIntro',
    defaultMessage:
      'La vente en cours est gardée. Une fois connecté, tout ce qui attend part au serveur ; une collègue peut aussi se connecter avec son compte.',
  },
  reconnectSubmit: { id: 'tillSession.sync.reconnectSubmit', defaultMessage: 'Me connecter et envoyer' },
  reconnectDone: {
    id: 'tillSession.sync.reconnectDone',
    defaultMessage: 'Connecté : les ventes en attente partent.',
  },
  printAgain: defineMessage<{ receipt: string }>({
    id: 'tillSession.sync.printAgain',
    defaultMessage: 'Imprimer le ticket {receipt}',
  }),

  reason: defineMessage<{ code: string }>({
    id: 'tillSession.sync.reason',
    defaultMessage:
      '{code, select, FORBIDDEN {Le serveur refuse : ce compte ne peut pas vendre dans cette boutique.} BAD_USER_INPUT {Une donnée de la vente est invalide.} KEY_REUSED {L’identifiant de cette vente a déjà servi pour une autre vente.} UNKNOWN_PRODUCT {Un article de la vente n’est plus vendu par la boutique.} TOTAL_MISMATCH {Le total ne correspond pas aux lignes de la vente.} PAYMENTS_MISMATCH {Les paiements ne correspondent pas au total.} DEPOSIT_ABOVE_TOTAL {L’acompte dépasse le total de la vente.} INSTALLMENTS_MISMATCH {Les échéances ne correspondent pas au reste à payer.} OVERSOLD {Vendu au-delà du stock de l’entrepôt.} PRICE_CHANGED {Vendu à un autre prix que celui du catalogue du serveur.} COUPON_ALREADY_USED {Le client avait déjà utilisé ce coupon : la vente est enregistrée sans lui.} UNSUPPORTED_VERSION {Cette version de l’application est trop ancienne pour le serveur.} CONFLICT {Le serveur a déjà une autre version de cette opération.} NOT_FOUND {Le serveur ne connaît pas la session de cette opération.} other {Le serveur a refusé cette opération (code {code}).}}',
  }),
  callManager: {
    id: 'tillSession.sync.callManager',
    defaultMessage:
      'Appelez un responsable : la vente reste sur la tablette, vous pouvez imprimer son ticket, et il la saisira dans le back-office.',
  },
  checkRights: {
    id: 'tillSession.sync.checkRights',
    defaultMessage:
      'Appelez un responsable : il doit vérifier votre droit de vendre et les boutiques de votre compte. La vente reste sur la tablette.',
  },
  updateApp: {
    id: 'tillSession.sync.updateApp',
    defaultMessage:
      'Installez la mise à jour de l’application proposée, puis appelez un responsable. La vente reste sur la tablette.',
  },
});
