import { defineMessage, defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'warehouses.title', defaultMessage: 'Entrepôts' },
  intro: {
    id: 'warehouses.intro',
    defaultMessage:
      'Les lieux où la boutique garde son stock. L’entrepôt par défaut sert les commandes du site.',
  },
  loading: { id: 'warehouses.loading', defaultMessage: 'Chargement des entrepôts…' },
  loadFailed: { id: 'warehouses.loadFailed', defaultMessage: 'Impossible de charger les entrepôts.' },
  lastKnown: {
    id: 'warehouses.lastKnown',
    defaultMessage: 'Serveur injoignable : dernière liste reçue.',
  },
  empty: { id: 'warehouses.empty', defaultMessage: 'Aucun entrepôt pour l’instant.' },
  offline: {
    id: 'warehouses.offline',
    defaultMessage: 'Hors ligne : les entrepôts restent consultables, mais ne peuvent pas être modifiés.',
  },
  name: { id: 'warehouses.name', defaultMessage: 'Nom' },
  shop: { id: 'warehouses.shop', defaultMessage: 'Boutique' },
  status: { id: 'warehouses.status', defaultMessage: 'État' },
  actions: { id: 'warehouses.actions', defaultMessage: 'Actions' },
  active: { id: 'warehouses.active', defaultMessage: 'Actif' },
  inactive: { id: 'warehouses.inactive', defaultMessage: 'Désactivé' },
  isDefault: { id: 'warehouses.isDefault', defaultMessage: 'Par défaut' },
  create: { id: 'warehouses.create', defaultMessage: 'Nouvel entrepôt' },
  makeDefault: {
    id: 'warehouses.makeDefault',
    defaultMessage: 'Entrepôt par défaut de la boutique (commandes du site)',
  },
  submitCreate: { id: 'warehouses.submitCreate', defaultMessage: 'Créer l’entrepôt' },
  submitting: { id: 'warehouses.submitting', defaultMessage: 'Enregistrement…' },
  created: defineMessage<{ name: string }>({
    id: 'warehouses.created',
    defaultMessage: 'Entrepôt « {name} » créé.',
  }),
  nameRequired: { id: 'warehouses.nameRequired', defaultMessage: 'Le nom est obligatoire.' },
  noShop: {
    id: 'warehouses.noShop',
    defaultMessage: 'Aucune boutique n’est configurée : un entrepôt appartient toujours à une boutique.',
  },
  rename: defineMessage<{ name: string }>({ id: 'warehouses.rename', defaultMessage: 'Renommer {name}' }),
  renameLabel: { id: 'warehouses.renameLabel', defaultMessage: 'Nouveau nom' },
  save: { id: 'warehouses.save', defaultMessage: 'Enregistrer' },
  cancel: { id: 'warehouses.cancel', defaultMessage: 'Annuler' },
  activate: defineMessage<{ name: string }>({
    id: 'warehouses.activate',
    defaultMessage: 'Activer {name}',
  }),
  deactivate: defineMessage<{ name: string }>({
    id: 'warehouses.deactivate',
    defaultMessage: 'Désactiver {name}',
  }),
  setDefault: defineMessage<{ name: string }>({
    id: 'warehouses.setDefault',
    defaultMessage: 'Définir {name} par défaut',
  }),
  updateStocks: defineMessage<{ name: string }>({
    id: 'warehouses.updateStocks',
    defaultMessage: 'Mettre à jour les stocks de {name}',
  }),
  updating: { id: 'warehouses.updating', defaultMessage: 'Mise à jour…' },
  stocksUpdated: { id: 'warehouses.stocksUpdated', defaultMessage: 'Stocks mis à jour avec succès' },
  stocksFailed: { id: 'warehouses.stocksFailed', defaultMessage: 'Échec de la mise à jour des stocks' },
  nothingCorrected: {
    id: 'warehouses.nothingCorrected',
    defaultMessage: 'Tout était juste : rien à corriger.',
  },
  levelsChecked: defineMessage<{ count: number }>({
    id: 'warehouses.levelsChecked',
    defaultMessage: '{count, plural, one {# ligne de stock vérifiée} other {# lignes de stock vérifiées}}',
  }),
  onHandCorrected: { id: 'warehouses.onHandCorrected', defaultMessage: 'Quantités en main corrigées' },
  reservedCorrected: { id: 'warehouses.reservedCorrected', defaultMessage: 'Quantités réservées corrigées' },
  correction: defineMessage<{ name: string; recorded: number; expected: number }>({
    id: 'warehouses.correction',
    defaultMessage: '{name} : {recorded, number} → {expected, number}',
  }),
  expiredReleased: defineMessage<{ count: number }>({
    id: 'warehouses.expiredReleased',
    defaultMessage:
      '{count, plural, one {# réservation expirée libérée} other {# réservations expirées libérées}}',
  }),
  saveFailed: { id: 'warehouses.saveFailed', defaultMessage: 'L’enregistrement a échoué.' },
  invalidData: { id: 'warehouses.invalidData', defaultMessage: 'Vérifiez les champs signalés.' },
  forbidden: {
    id: 'warehouses.forbidden',
    defaultMessage: 'Vous n’avez pas le droit de gérer cet entrepôt.',
  },
  signedOut: { id: 'warehouses.signedOut', defaultMessage: 'Votre session a expiré : reconnectez-vous.' },
  notFound: { id: 'warehouses.notFound', defaultMessage: 'Cet entrepôt ou cette boutique n’existe plus.' },
  conflict: {
    id: 'warehouses.conflict',
    defaultMessage: 'L’entrepôt a changé entre-temps : rechargez la page puis réessayez.',
  },
  unreachable: {
    id: 'warehouses.unreachable',
    defaultMessage: 'Le serveur ne répond pas. Réessayez une fois la connexion revenue.',
  },
});
