/**
 * The till's session screens in French (the source): registering the tablet, opening a session with
 * its cash count and catalogue, closing it, and the till's status bar. The receipt's and Z report's
 * texts are in receipt-messages.ts, the sync screen's in sync-page-messages.ts.
 */
import { defineMessage, defineMessages } from 'react-intl';

export const messages = defineMessages({
  registerTitle: {
    id: 'tillSession.registerTitle',
    defaultMessage: 'Enregistrer cette tablette comme caisse',
  },
  registerIntro: {
    id: 'tillSession.registerIntro',
    defaultMessage:
      'Une fois enregistrée, la tablette vend pour la boutique choisie et prend le stock de l’entrepôt choisi, même sans connexion.',
  },
  warehouseHint: {
    id: 'tillSession.warehouseHint',
    defaultMessage: 'L’entrepôt d’où partent les articles vendus à cette caisse.',
  },
  noWarehouse: {
    id: 'tillSession.noWarehouse',
    defaultMessage:
      'Cette boutique n’a aucun entrepôt où vendre. Demandez à un administrateur d’en créer un.',
  },
  shopLine: defineMessage<{ name: string }>({
    id: 'tillSession.shopLine',
    defaultMessage: 'Boutique : {name}',
  }),
  chooseShop: { id: 'tillSession.chooseShop', defaultMessage: 'Choisissez la boutique de cette caisse.' },
  chooseWarehouse: {
    id: 'tillSession.chooseWarehouse',
    defaultMessage: 'Choisissez l’entrepôt d’où partent les ventes.',
  },
  code: { id: 'tillSession.code', defaultMessage: 'Code de la caisse' },
  codeHint: {
    id: 'tillSession.codeHint',
    defaultMessage: '1 à 6 lettres ou chiffres, par exemple C1 : il commence chaque numéro de ticket.',
  },
  codeRule: {
    id: 'tillSession.codeRule',
    defaultMessage: 'Le code compte 1 à 6 caractères : lettres de A à Z ou chiffres.',
  },
  deviceName: { id: 'tillSession.deviceName', defaultMessage: 'Nom de la caisse' },
  deviceNameHint: { id: 'tillSession.deviceNameHint', defaultMessage: 'Par exemple « Caisse entrée ».' },
  deviceNameRule: { id: 'tillSession.deviceNameRule', defaultMessage: 'Le nom compte 1 à 60 caractères.' },
  register: { id: 'tillSession.register', defaultMessage: 'Enregistrer la caisse' },
  registerOffline: {
    id: 'tillSession.registerOffline',
    defaultMessage:
      'Hors ligne : enregistrer une caisse demande une connexion au serveur. Reconnectez la tablette puis réessayez.',
  },
  codeTakenTitle: { id: 'tillSession.codeTakenTitle', defaultMessage: 'Ce code est déjà pris' },
  codeTaken: defineMessage<{ code: string }>({
    id: 'tillSession.codeTaken',
    defaultMessage:
      'Le code {code} est déjà celui d’une caisse de cette boutique. Si cette tablette la remplace, reprenez-la : ses tickets continueront sa numérotation. Sinon, choisissez un autre code.',
  }),
  reclaim: defineMessage<{ code: string }>({
    id: 'tillSession.reclaim',
    defaultMessage: 'Reprendre la caisse {code} sur cette tablette',
  }),
  otherCode: { id: 'tillSession.otherCode', defaultMessage: 'Choisir un autre code' },
  managerTakesOver: defineMessage<{ code: string }>({
    id: 'tillSession.managerTakesOver',
    defaultMessage:
      'Le code {code} est déjà celui d’une autre caisse de cette boutique. Seul un responsable peut la reprendre sur cette tablette : qu’il s’y connecte pour le faire. Sinon, choisissez un autre code.',
  }),
  takenOpenSession: defineMessage<{ number: number; cashier: string; date: string }>({
    id: 'tillSession.takenOpenSession',
    defaultMessage:
      'Session {number} ouverte depuis le {date} par {cashier}, pas encore clôturée sur le serveur.',
  }),
  takenNoOpenSession: {
    id: 'tillSession.takenNoOpenSession',
    defaultMessage: 'Aucune session de cette caisse n’est ouverte sur le serveur.',
  },
  takeoverNextSession: defineMessage<{ number: number }>({
    id: 'tillSession.takeoverNextSession',
    defaultMessage: 'Cette tablette reprendra la numérotation à la session {number}.',
  }),
  takeoverWarning: {
    id: 'tillSession.takeoverWarning',
    defaultMessage:
      'Ne la reprenez que si son ancienne tablette ne vend plus : deux tablettes sous un même code imprimeraient les mêmes numéros de ticket. Une session restée ouverte le reste, et les ventes qu’elle n’a pas encore envoyées y seront comptées à leur arrivée.',
  },
  reclaimNeedsManager: {
    id: 'tillSession.reclaimNeedsManager',
    defaultMessage: 'Seul un responsable peut reprendre une caisse déjà enregistrée.',
  },
  registered: defineMessage<{ code: string; name: string }>({
    id: 'tillSession.registered',
    defaultMessage: 'Caisse {code} « {name} » enregistrée sur cette tablette.',
  }),
  continue: { id: 'tillSession.continue', defaultMessage: 'Continuer' },
  persistGranted: {
    id: 'tillSession.persistGranted',
    defaultMessage:
      'Stockage durable accordé : le navigateur n’effacera pas les ventes de cette tablette pour faire de la place.',
  },
  persistRefused: {
    id: 'tillSession.persistRefused',
    defaultMessage:
      'Stockage durable refusé : le navigateur pourrait effacer des ventes non envoyées s’il manque de place. Installez l’application sur l’écran d’accueil, ou autorisez le stockage dans les réglages du navigateur.',
  },
  persistUnknown: {
    id: 'tillSession.persistUnknown',
    defaultMessage:
      'Ce navigateur ne permet pas de demander un stockage durable : synchronisez les ventes dès que possible.',
  },
  storageLow: defineMessage<{ percent: number }>({
    id: 'tillSession.storageLow',
    defaultMessage:
      'Le stockage de la tablette est plein à {percent} % : synchronisez les ventes et libérez de la place.',
  }),

  openTitle: defineMessage<{ code: string }>({
    id: 'tillSession.openTitle',
    defaultMessage: 'Ouvrir la caisse {code}',
  }),
  deviceLine: defineMessage<{ name: string; shop: string; warehouse: string }>({
    id: 'tillSession.deviceLine',
    defaultMessage: '{name} · {shop} · stock : {warehouse}',
  }),
  openingCash: { id: 'tillSession.openingCash', defaultMessage: 'Fond de caisse' },
  openingCashHint: {
    id: 'tillSession.openingCashHint',
    defaultMessage: 'Comptez les espèces du tiroir avant la première vente.',
  },
  open: { id: 'tillSession.open', defaultMessage: 'Ouvrir la session' },
  openFailed: { id: 'tillSession.openFailed', defaultMessage: 'La session n’a pas pu être ouverte.' },
  amountRequired: {
    id: 'tillSession.amountRequired',
    defaultMessage: 'Saisissez le montant compté, 0 si le tiroir est vide.',
  },
  paper: { id: 'tillSession.paper', defaultMessage: 'Papier de l’imprimante de tickets' },
  paperWidth: defineMessage<{ width: string }>({
    id: 'tillSession.paperWidth',
    defaultMessage: 'Rouleau de {width} mm',
  }),

  catalogueTitle: { id: 'tillSession.catalogueTitle', defaultMessage: 'Catalogue de la tablette' },
  phase: defineMessage<{ phase: string; done: number; total: number }>({
    id: 'tillSession.phase',
    defaultMessage:
      '{phase, select, catalogue {Articles} customers {Clients} stock {Stock} other {Promotions}} : {done} sur {total}',
  }),
  refreshing: { id: 'tillSession.refreshing', defaultMessage: 'Mise à jour du catalogue…' },
  lastRefresh: defineMessage<{ date: string }>({
    id: 'tillSession.lastRefresh',
    defaultMessage: 'Catalogue mis à jour le {date}',
  }),
  neverRefreshed: {
    id: 'tillSession.neverRefreshed',
    defaultMessage: 'Le catalogue n’est pas encore sur cette tablette.',
  },
  staleCatalogue: {
    id: 'tillSession.staleCatalogue',
    defaultMessage:
      'Le catalogue date de plus de 12 heures : des prix ont pu changer. Mettez-le à jour si la connexion le permet.',
  },
  refreshFailed: {
    id: 'tillSession.refreshFailed',
    defaultMessage: 'La mise à jour du catalogue a échoué : la caisse vend avec celui qu’elle a.',
  },
  firstLoadNeedsNetwork: {
    id: 'tillSession.firstLoadNeedsNetwork',
    defaultMessage:
      'Il faut une connexion pour charger le catalogue une première fois ; ensuite la caisse vend sans connexion.',
  },
  refreshNow: { id: 'tillSession.refreshNow', defaultMessage: 'Mettre à jour le catalogue' },

  countByDenomination: { id: 'tillSession.countByDenomination', defaultMessage: 'Compter billets et pièces' },
  notes: { id: 'tillSession.notes', defaultMessage: 'Billets' },
  coins: { id: 'tillSession.coins', defaultMessage: 'Pièces' },
  denominationCount: defineMessage<{ value: string; kind: string }>({
    id: 'tillSession.denominationCount',
    defaultMessage: '{kind, select, note {Billets} other {Pièces}} de {value} DA',
  }),
  oneLess: defineMessage<{ value: string }>({
    id: 'tillSession.oneLess',
    defaultMessage: 'Un de moins ({value} DA)',
  }),
  oneMore: defineMessage<{ value: string }>({
    id: 'tillSession.oneMore',
    defaultMessage: 'Un de plus ({value} DA)',
  }),
  countedSum: defineMessage<{ amount: string }>({
    id: 'tillSession.countedSum',
    defaultMessage: 'Billets et pièces comptés : {amount}',
  }),
  typedDiffers: defineMessage<{ amount: string }>({
    id: 'tillSession.typedDiffers',
    defaultMessage: 'Le montant saisi diffère du comptage ({amount}).',
  }),

  closeTitle: defineMessage<{ number: number }>({
    id: 'tillSession.closeTitle',
    defaultMessage: 'Clôturer la session {number}',
  }),
  countedCash: { id: 'tillSession.countedCash', defaultMessage: 'Espèces comptées dans le tiroir' },
  expectedCash: { id: 'tillSession.expectedCash', defaultMessage: 'Espèces attendues' },
  expectedDetail: defineMessage<{ opening: string; cashIn: string }>({
    id: 'tillSession.expectedDetail',
    defaultMessage: 'fond de caisse {opening} + espèces encaissées {cashIn}',
  }),
  balanced: { id: 'tillSession.balanced', defaultMessage: 'Caisse juste : aucun écart.' },
  short: defineMessage<{ amount: string }>({
    id: 'tillSession.short',
    defaultMessage: 'Caisse en moins : il manque {amount} dans le tiroir.',
  }),
  over: defineMessage<{ amount: string }>({
    id: 'tillSession.over',
    defaultMessage: 'Caisse en plus : il y a {amount} de trop dans le tiroir.',
  }),
  closeNote: { id: 'tillSession.closeNote', defaultMessage: 'Remarque sur la clôture (facultative)' },
  close: { id: 'tillSession.close', defaultMessage: 'Valider la clôture' },
  closeFailed: { id: 'tillSession.closeFailed', defaultMessage: 'La clôture n’a pas pu être enregistrée.' },
  unsyncedAtClose: defineMessage<{ count: number }>({
    id: 'tillSession.unsyncedAtClose',
    defaultMessage:
      '{count, plural, one {# vente n’est pas encore envoyée} other {# ventes ne sont pas encore envoyées}} : elles restent sur la tablette et partiront, avec la clôture, dès que la connexion reviendra.',
  }),
  closed: defineMessage<{ number: number }>({
    id: 'tillSession.closed',
    defaultMessage: 'Session {number} clôturée.',
  }),
  printZ: { id: 'tillSession.printZ', defaultMessage: 'Imprimer le rapport Z' },
  done: { id: 'tillSession.done', defaultMessage: 'Terminer' },

  statusBar: { id: 'tillSession.statusBar', defaultMessage: 'État de la caisse' },
  sessionLine: defineMessage<{ code: string; number: number; cashier: string }>({
    id: 'tillSession.sessionLine',
    defaultMessage: 'Caisse {code} · session {number} · {cashier}',
  }),
  noSession: defineMessage<{ code: string }>({
    id: 'tillSession.noSession',
    defaultMessage: 'Caisse {code} · aucune session ouverte',
  }),
  unsyncedLink: defineMessage<{ count: number }>({
    id: 'tillSession.unsyncedLink',
    defaultMessage:
      '{count, plural, =0 {Tout est envoyé} one {# envoi en attente} other {# envois en attente}}',
  }),
  attention: defineMessage<{ count: number }>({
    id: 'tillSession.attention',
    defaultMessage: '{count, plural, one {# refusée ou à vérifier} other {# refusées ou à vérifier}}',
  }),
  staleSync: {
    id: 'tillSession.staleSync',
    defaultMessage: 'Pas de synchronisation depuis plus de 15 minutes : vérifiez la connexion.',
  },
  catalogueAge: defineMessage<{ date: string }>({
    id: 'tillSession.catalogueAge',
    defaultMessage: 'Catalogue : {date}',
  }),
  fullscreen: { id: 'tillSession.fullscreen', defaultMessage: 'Plein écran' },
  exitFullscreen: { id: 'tillSession.exitFullscreen', defaultMessage: 'Quitter le plein écran' },
});
