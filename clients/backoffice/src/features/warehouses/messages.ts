import { defineMessage, defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'warehouses.title', defaultMessage: 'Entrepôts' },
  intro: {
    id: 'warehouses.intro',
    defaultMessage:
      'Les lieux où la boutique garde son stock. L’entrepôt par défaut sert les commandes du site.',
  },
  loading: { id: 'warehouses.loading', defaultMessage: 'Chargement des entrepôts…' },
  lastKnown: {
    id: 'warehouses.lastKnown',
    defaultMessage: 'Serveur injoignable : dernière liste reçue.',
  },
  empty: { id: 'warehouses.empty', defaultMessage: 'Aucun entrepôt pour l’instant.' },
  offline: {
    id: 'warehouses.offline',
    defaultMessage: 'Hors ligne : les entrepôts restent consultables, mais ne peuvent pas être modifiés.',
  },
  status: { id: 'warehouses.status', defaultMessage: 'État' },
  active: { id: 'warehouses.active', defaultMessage: 'Actif' },
  inactive: { id: 'warehouses.inactive', defaultMessage: 'Désactivé' },
  isDefault: { id: 'warehouses.isDefault', defaultMessage: 'Par défaut' },
  create: { id: 'warehouses.create', defaultMessage: 'Nouvel entrepôt' },
  makeDefault: {
    id: 'warehouses.makeDefault',
    defaultMessage: 'Entrepôt par défaut de la boutique (commandes du site)',
  },
  submitCreate: { id: 'warehouses.submitCreate', defaultMessage: 'Créer l’entrepôt' },
  created: defineMessage<{ name: string }>({
    id: 'warehouses.created',
    defaultMessage: 'Entrepôt « {name} » créé.',
  }),
  noShop: {
    id: 'warehouses.noShop',
    defaultMessage: 'Aucune boutique n’est configurée : un entrepôt appartient toujours à une boutique.',
  },
  rename: defineMessage<{ name: string }>({ id: 'warehouses.rename', defaultMessage: 'Renommer {name}' }),
  renameLabel: { id: 'warehouses.renameLabel', defaultMessage: 'Nouveau nom' },
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
});
