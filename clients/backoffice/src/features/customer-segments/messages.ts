/**
 * Texts of the customer segment screens (list, editor, members and rule matches). French is the
 * source; translations.ts holds en and ar under the same ids.
 */
import { defineMessage, defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'segments.title', defaultMessage: 'Segments de clients' },
  intro: {
    id: 'segments.intro',
    defaultMessage:
      'Les groupes de clients que visent les promotions « segment de clients » : une liste choisie à la main, ou une règle sur leurs commandes.',
  },
  newSegment: { id: 'segments.newSegment', defaultMessage: 'Nouveau segment' },
  editTitle: defineMessage<{ name: string }>({
    id: 'segments.editTitle',
    defaultMessage: 'Segment « {name} »',
  }),
  backToList: { id: 'segments.backToList', defaultMessage: 'Retour aux segments' },
  loading: { id: 'segments.loading', defaultMessage: 'Chargement…' },
  listFailed: { id: 'segments.listFailed', defaultMessage: 'Impossible de charger les segments.' },
  segmentFailed: { id: 'segments.segmentFailed', defaultMessage: 'Impossible de charger le segment.' },
  retry: { id: 'segments.retry', defaultMessage: 'Réessayer' },
  offline: {
    id: 'segments.offline',
    defaultMessage: 'Hors ligne : les segments se consultent mais ne se modifient qu’en ligne.',
  },

  colName: { id: 'segments.colName', defaultMessage: 'Nom' },
  colKind: { id: 'segments.colKind', defaultMessage: 'Type' },
  colRule: { id: 'segments.colRule', defaultMessage: 'Règle' },
  colMembers: { id: 'segments.colMembers', defaultMessage: 'Clients' },
  colActions: { id: 'segments.colActions', defaultMessage: 'Actions' },
  empty: { id: 'segments.empty', defaultMessage: 'Aucun segment.' },
  kindMembers: { id: 'segments.kind.members', defaultMessage: 'Liste de clients' },
  kindRule: { id: 'segments.kind.rule', defaultMessage: 'Règle' },
  ruleOrders: defineMessage<{ count: number }>({
    id: 'segments.ruleOrders',
    defaultMessage: 'au moins {count, plural, one {# commande} other {# commandes}}',
  }),
  ruleSpent: defineMessage<{ amount: string }>({
    id: 'segments.ruleSpent',
    defaultMessage: 'au moins {amount} dépensés',
  }),
  ruleBoth: defineMessage<{ orders: string; spent: string }>({
    id: 'segments.ruleBoth',
    defaultMessage: '{orders} et {spent}',
  }),
  noRule: { id: 'segments.noRule', defaultMessage: 'Aucune' },
  memberCount: defineMessage<{ count: number }>({
    id: 'segments.memberCount',
    defaultMessage: '{count, plural, one {# client} other {# clients}}',
  }),
  editOf: defineMessage<{ name: string }>({ id: 'segments.editOf', defaultMessage: 'Modifier {name}' }),
  delete: { id: 'segments.delete', defaultMessage: 'Supprimer' },
  deleteOf: defineMessage<{ name: string }>({ id: 'segments.deleteOf', defaultMessage: 'Supprimer {name}' }),
  confirmDelete: defineMessage<{ name: string }>({
    id: 'segments.confirmDelete',
    defaultMessage: 'Supprimer le segment « {name} » ? Cette action est définitive.',
  }),
  confirmTitle: { id: 'segments.confirmTitle', defaultMessage: 'Confirmation' },
  cancel: { id: 'segments.cancel', defaultMessage: 'Annuler' },
  deleted: defineMessage<{ name: string }>({
    id: 'segments.deleted',
    defaultMessage: 'Segment « {name} » supprimé.',
  }),
  deleteRefused: defineMessage<{ reason: string }>({
    id: 'segments.deleteRefused',
    defaultMessage: 'Suppression refusée : {reason}',
  }),

  name: { id: 'segments.name', defaultMessage: 'Nom' },
  kind: { id: 'segments.kind', defaultMessage: 'Type de segment' },
  kindMembersHint: {
    id: 'segments.kindMembersHint',
    defaultMessage: 'Vous choisissez les clients un par un.',
  },
  kindRuleHint: {
    id: 'segments.kindRuleHint',
    defaultMessage:
      'En font partie les clients qui remplissent la règle, sur les commandes ni annulées ni retournées.',
  },
  minOrders: { id: 'segments.minOrders', defaultMessage: 'Nombre minimum de commandes' },
  minSpent: { id: 'segments.minSpent', defaultMessage: 'Montant minimum dépensé en DA' },
  create: { id: 'segments.create', defaultMessage: 'Créer le segment' },
  save: { id: 'segments.save', defaultMessage: 'Enregistrer' },
  saving: { id: 'segments.saving', defaultMessage: 'Enregistrement…' },
  saved: { id: 'segments.saved', defaultMessage: 'Segment enregistré.' },
  nameRequired: { id: 'segments.nameRequired', defaultMessage: 'Le nom est obligatoire.' },
  ruleNeedsOne: {
    id: 'segments.ruleNeedsOne',
    defaultMessage: 'Indiquez un nombre de commandes, un montant, ou les deux.',
  },
  badOrders: { id: 'segments.badOrders', defaultMessage: 'Un nombre entier à partir de 1.' },
  badAmount: {
    id: 'segments.badAmount',
    defaultMessage: 'Montant invalide : chiffres, une virgule et 2 décimales au plus (ex. 10 000,00).',
  },
  fixFields: { id: 'segments.fixFields', defaultMessage: 'Certains champs sont à corriger.' },
  unreachable: {
    id: 'segments.unreachable',
    defaultMessage: 'Le serveur ne répond pas. Vérifiez la connexion et réessayez.',
  },
  forbidden: { id: 'segments.forbidden', defaultMessage: 'Vous n’avez pas le droit de gérer les segments.' },
  signedOut: { id: 'segments.signedOut', defaultMessage: 'Votre session a expiré : reconnectez-vous.' },
  notFound: { id: 'segments.notFound', defaultMessage: 'Ce segment ou ce client n’existe plus.' },
  saveFailed: { id: 'segments.saveFailed', defaultMessage: 'L’enregistrement a échoué.' },
  changeFailed: { id: 'segments.changeFailed', defaultMessage: 'Le changement n’a pas été enregistré.' },
  keySegmentInUse: defineMessage<{ promotions: string }>({
    id: 'segments.key.segment_in_use',
    defaultMessage:
      'Des promotions en cours visent ce segment ({promotions}) : terminez-les ou désactivez-les d’abord.',
  }),
  kindChangeEmpties: {
    id: 'segments.kindChangeEmpties',
    defaultMessage: 'Passer à une règle vide la liste des clients de ce segment.',
  },
  refusedBecause: defineMessage<{ reason: string }>({
    id: 'segments.refusedBecause',
    defaultMessage: 'Refusé : {reason}',
  }),
  shopFailed: {
    id: 'segments.shopFailed',
    defaultMessage: 'Impossible de savoir de quelle boutique sont les clients.',
  },

  saveFirst: {
    id: 'segments.saveFirst',
    defaultMessage: 'Enregistrez d’abord le segment pour lui ajouter des clients.',
  },
  membersTitle: { id: 'segments.membersTitle', defaultMessage: 'Clients du segment' },
  noMembers: { id: 'segments.noMembers', defaultMessage: 'Aucun client dans ce segment.' },
  removeOf: defineMessage<{ name: string }>({ id: 'segments.removeOf', defaultMessage: 'Retirer {name}' }),
  remove: { id: 'segments.remove', defaultMessage: 'Retirer' },
  removed: defineMessage<{ name: string }>({
    id: 'segments.removed',
    defaultMessage: '{name} retiré du segment.',
  }),
  added: defineMessage<{ name: string }>({
    id: 'segments.added',
    defaultMessage: '{name} ajouté au segment.',
  }),
  addTitle: { id: 'segments.addTitle', defaultMessage: 'Ajouter des clients' },
  customerSearch: {
    id: 'segments.customerSearch',
    defaultMessage: 'Rechercher un client par nom ou téléphone (3 caractères au moins)',
  },
  searching: { id: 'segments.searching', defaultMessage: 'Recherche…' },
  noCustomer: { id: 'segments.noCustomer', defaultMessage: 'Aucun client trouvé.' },
  searchFailed: { id: 'segments.searchFailed', defaultMessage: 'La recherche a échoué.' },
  add: { id: 'segments.add', defaultMessage: 'Ajouter' },
  addOf: defineMessage<{ name: string }>({ id: 'segments.addOf', defaultMessage: 'Ajouter {name}' }),
  alreadyMember: { id: 'segments.alreadyMember', defaultMessage: 'Déjà membre' },
  customerName: defineMessage<{ firstname: string; lastname: string }>({
    id: 'segments.customerName',
    defaultMessage: '{firstname} {lastname}',
  }),
  colCustomer: { id: 'segments.colCustomer', defaultMessage: 'Client' },
  colPhone: { id: 'segments.colPhone', defaultMessage: 'Téléphone' },
  colEmail: { id: 'segments.colEmail', defaultMessage: 'E-mail' },
  colOrders: { id: 'segments.colOrders', defaultMessage: 'Commandes' },
  matchesTitle: {
    id: 'segments.matchesTitle',
    defaultMessage: 'Clients qui remplissent la règle maintenant',
  },
  matchesNote: {
    id: 'segments.matchesNote',
    defaultMessage: 'Cette liste suit la règle : elle change avec les commandes des clients.',
  },
  noMatches: { id: 'segments.noMatches', defaultMessage: 'Aucun client ne remplit la règle pour l’instant.' },
  pagination: { id: 'segments.pagination', defaultMessage: 'Pages des clients' },
  pageInfo: defineMessage<{ page: number; pages: number; count: number }>({
    id: 'segments.pageInfo',
    defaultMessage: 'Page {page} sur {pages} · {count, plural, one {# client} other {# clients}}',
  }),
  previous: { id: 'segments.previous', defaultMessage: 'Page précédente' },
  next: { id: 'segments.next', defaultMessage: 'Page suivante' },
});
