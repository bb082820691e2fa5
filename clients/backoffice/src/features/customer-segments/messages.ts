/**
 * Texts of the customer segment screens (list, editor, members and rule matches). French is the
 * source; translations.ts holds en and ar under the same ids.
 */
import { defineMessage, defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'customerSegments.title', defaultMessage: 'Segments de clients' },
  intro: {
    id: 'customerSegments.intro',
    defaultMessage:
      'Les groupes de clients que visent les promotions « segment de clients » : une liste choisie à la main, ou une règle sur leurs commandes.',
  },
  newSegment: { id: 'customerSegments.newSegment', defaultMessage: 'Nouveau segment' },
  editTitle: defineMessage<{ name: string }>({
    id: 'customerSegments.editTitle',
    defaultMessage: 'Segment « {name} »',
  }),
  backToList: { id: 'customerSegments.backToList', defaultMessage: 'Retour aux segments' },
  listFailed: { id: 'customerSegments.listFailed', defaultMessage: 'Impossible de charger les segments.' },
  segmentFailed: {
    id: 'customerSegments.segmentFailed',
    defaultMessage: 'Impossible de charger le segment.',
  },
  offline: {
    id: 'customerSegments.offline',
    defaultMessage: 'Hors ligne : les segments se consultent mais ne se modifient qu’en ligne.',
  },

  colKind: { id: 'customerSegments.colKind', defaultMessage: 'Type' },
  colRule: { id: 'customerSegments.colRule', defaultMessage: 'Règle' },
  colMembers: { id: 'customerSegments.colMembers', defaultMessage: 'Clients' },
  empty: { id: 'customerSegments.empty', defaultMessage: 'Aucun segment.' },
  kindMembers: { id: 'customerSegments.kind.members', defaultMessage: 'Liste de clients' },
  kindRule: { id: 'customerSegments.kind.rule', defaultMessage: 'Règle' },
  ruleOrders: defineMessage<{ count: number }>({
    id: 'customerSegments.ruleOrders',
    defaultMessage: 'au moins {count, plural, one {# commande} other {# commandes}}',
  }),
  ruleSpent: defineMessage<{ amount: string }>({
    id: 'customerSegments.ruleSpent',
    defaultMessage: 'au moins {amount} dépensés',
  }),
  ruleBoth: defineMessage<{ orders: string; spent: string }>({
    id: 'customerSegments.ruleBoth',
    defaultMessage: '{orders} et {spent}',
  }),
  noRule: { id: 'customerSegments.noRule', defaultMessage: 'Aucune' },
  memberCount: defineMessage<{ count: number }>({
    id: 'customerSegments.memberCount',
    defaultMessage: '{count, plural, one {# client} other {# clients}}',
  }),
  confirmDelete: defineMessage<{ name: string }>({
    id: 'customerSegments.confirmDelete',
    defaultMessage: 'Supprimer le segment « {name} » ? Cette action est définitive.',
  }),
  deleted: defineMessage<{ name: string }>({
    id: 'customerSegments.deleted',
    defaultMessage: 'Segment « {name} » supprimé.',
  }),

  kind: { id: 'customerSegments.kind', defaultMessage: 'Type de segment' },
  kindMembersHint: {
    id: 'customerSegments.kindMembersHint',
    defaultMessage: 'Vous choisissez les clients un par un.',
  },
  kindRuleHint: {
    id: 'customerSegments.kindRuleHint',
    defaultMessage:
      'En font partie les clients qui remplissent la règle, sur les commandes ni annulées ni retournées.',
  },
  minOrders: { id: 'customerSegments.minOrders', defaultMessage: 'Nombre minimum de commandes' },
  minSpent: { id: 'customerSegments.minSpent', defaultMessage: 'Montant minimum dépensé en DA' },
  create: { id: 'customerSegments.create', defaultMessage: 'Créer le segment' },
  saved: { id: 'customerSegments.saved', defaultMessage: 'Segment enregistré.' },
  ruleNeedsOne: {
    id: 'customerSegments.ruleNeedsOne',
    defaultMessage: 'Indiquez un nombre de commandes, un montant, ou les deux.',
  },
  badOrders: { id: 'customerSegments.badOrders', defaultMessage: 'Un nombre entier à partir de 1.' },
  badAmount: {
    id: 'customerSegments.badAmount',
    defaultMessage: 'Montant invalide : chiffres, une virgule et 2 décimales au plus (ex. 10 000,00).',
  },
  keySegmentInUse: defineMessage<{ promotions: string }>({
    id: 'customerSegments.key.segment_in_use',
    defaultMessage:
      'Des promotions en cours visent ce segment ({promotions}) : terminez-les ou désactivez-les d’abord.',
  }),
  kindChangeEmpties: {
    id: 'customerSegments.kindChangeEmpties',
    defaultMessage: 'Passer à une règle vide la liste des clients de ce segment.',
  },
  refusedBecause: defineMessage<{ reason: string }>({
    id: 'customerSegments.refusedBecause',
    defaultMessage: 'Refusé : {reason}',
  }),
  shopFailed: {
    id: 'customerSegments.shopFailed',
    defaultMessage: 'Impossible de savoir de quelle boutique sont les clients.',
  },

  saveFirst: {
    id: 'customerSegments.saveFirst',
    defaultMessage: 'Enregistrez d’abord le segment pour lui ajouter des clients.',
  },
  membersTitle: { id: 'customerSegments.membersTitle', defaultMessage: 'Clients du segment' },
  noMembers: { id: 'customerSegments.noMembers', defaultMessage: 'Aucun client dans ce segment.' },
  removed: defineMessage<{ name: string }>({
    id: 'customerSegments.removed',
    defaultMessage: '{name} retiré du segment.',
  }),
  added: defineMessage<{ name: string }>({
    id: 'customerSegments.added',
    defaultMessage: '{name} ajouté au segment.',
  }),
  addTitle: { id: 'customerSegments.addTitle', defaultMessage: 'Ajouter des clients' },
  customerSearch: {
    id: 'customerSegments.customerSearch',
    defaultMessage: 'Rechercher un client par nom ou téléphone (3 caractères au moins)',
  },
  noCustomer: { id: 'customerSegments.noCustomer', defaultMessage: 'Aucun client trouvé.' },
  alreadyMember: { id: 'customerSegments.alreadyMember', defaultMessage: 'Déjà membre' },
  customerName: defineMessage<{ firstname: string; lastname: string }>({
    id: 'customerSegments.customerName',
    defaultMessage: '{firstname} {lastname}',
  }),
  colCustomer: { id: 'customerSegments.colCustomer', defaultMessage: 'Client' },
  colPhone: { id: 'customerSegments.colPhone', defaultMessage: 'Téléphone' },
  colOrders: { id: 'customerSegments.colOrders', defaultMessage: 'Commandes' },
  matchesTitle: {
    id: 'customerSegments.matchesTitle',
    defaultMessage: 'Clients qui remplissent la règle maintenant',
  },
  matchesNote: {
    id: 'customerSegments.matchesNote',
    defaultMessage: 'Cette liste suit la règle : elle change avec les commandes des clients.',
  },
  noMatches: {
    id: 'customerSegments.noMatches',
    defaultMessage: 'Aucun client ne remplit la règle pour l’instant.',
  },
  pagination: { id: 'customerSegments.pagination', defaultMessage: 'Pages des clients' },
  pageInfo: defineMessage<{ page: number; pages: number; count: number }>({
    id: 'customerSegments.pageInfo',
    defaultMessage: 'Page {page} sur {pages} · {count, plural, one {# client} other {# clients}}',
  }),
});
