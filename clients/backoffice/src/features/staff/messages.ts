import { defineMessage, defineMessages } from 'react-intl';

type Named = { name: string };

export const messages = defineMessages({
  title: { id: 'staff.title', defaultMessage: 'Comptes du personnel' },
  intro: {
    id: 'staff.intro',
    defaultMessage:
      'Qui se connecte au back office, avec quels rôles, dans quelles boutiques et quels entrepôts.',
  },
  newMember: { id: 'staff.newMember', defaultMessage: 'Nouveau compte' },
  offline: {
    id: 'staff.offline',
    defaultMessage: 'Hors ligne : les comptes du personnel ne peuvent pas être modifiés.',
  },
  search: { id: 'staff.search', defaultMessage: 'Nom ou e-mail' },
  role: { id: 'staff.role', defaultMessage: 'Rôle' },
  allRoles: { id: 'staff.allRoles', defaultMessage: 'Tous les rôles' },
  state: { id: 'staff.state', defaultMessage: 'État du compte' },
  allStates: { id: 'staff.allStates', defaultMessage: 'Tous les comptes' },
  onlyActive: { id: 'staff.onlyActive', defaultMessage: 'Comptes actifs seulement' },
  onlyInactive: { id: 'staff.onlyInactive', defaultMessage: 'Comptes désactivés seulement' },
  roles: { id: 'staff.roles', defaultMessage: 'Rôles' },
  shops: { id: 'staff.shops', defaultMessage: 'Boutiques' },
  active: { id: 'staff.active', defaultMessage: 'En service' },
  inactive: { id: 'staff.inactive', defaultMessage: 'Compte désactivé' },
  everyShop: { id: 'staff.everyShop', defaultMessage: 'Toutes (administrateur)' },
  noShop: { id: 'staff.noShop', defaultMessage: 'Aucune boutique' },
  empty: { id: 'staff.empty', defaultMessage: 'Aucun compte ne correspond.' },
  listFailed: { id: 'staff.listFailed', defaultMessage: 'Impossible de charger les comptes du personnel.' },

  backToList: { id: 'staff.backToList', defaultMessage: 'Retour aux comptes' },
  newTitle: { id: 'staff.newTitle', defaultMessage: 'Nouveau compte du personnel' },
  memberFailed: { id: 'staff.memberFailed', defaultMessage: 'Impossible de charger ce compte.' },
  choicesFailed: {
    id: 'staff.choicesFailed',
    defaultMessage: 'Impossible de charger les boutiques et les entrepôts.',
  },
  accountTitle: { id: 'staff.accountTitle', defaultMessage: 'Compte' },
  displayName: { id: 'staff.displayName', defaultMessage: 'Nom affiché' },
  initialPassword: { id: 'staff.initialPassword', defaultMessage: 'Mot de passe initial' },
  passwordHint: defineMessage<{ min: number }>({
    id: 'staff.passwordHint',
    defaultMessage: 'Au moins {min} caractères. Donnez-le à la personne : elle se connecte avec.',
  }),
  emailFixed: {
    id: 'staff.emailFixed',
    defaultMessage: 'L’adresse e-mail d’un compte ne change pas : créez-en un autre au besoin.',
  },
  rolesHint: {
    id: 'staff.rolesHint',
    defaultMessage: 'Une personne peut tout ce que permettent ses rôles réunis.',
  },
  ownAdminRole: {
    id: 'staff.ownAdminRole',
    defaultMessage:
      'Vous ne pouvez pas retirer votre propre rôle d’administrateur : demandez-le à un autre administrateur.',
  },
  affectationTitle: { id: 'staff.affectationTitle', defaultMessage: 'Affectation de l’employé' },
  affectationHint: {
    id: 'staff.affectationHint',
    defaultMessage:
      'Les boutiques et les entrepôts où la personne travaille. Un administrateur agit partout, quelle que soit son affectation.',
  },
  warehousesOf: defineMessage<Named>({ id: 'staff.warehousesOf', defaultMessage: 'Entrepôts de {name}' }),
  noWarehouse: { id: 'staff.noWarehouse', defaultMessage: 'Aucun entrepôt dans cette boutique.' },
  inactiveWarehouse: defineMessage<Named>({
    id: 'staff.inactiveWarehouse',
    defaultMessage: '{name} (entrepôt inactif)',
  }),
  noShopsYet: { id: 'staff.noShopsYet', defaultMessage: 'Aucune boutique n’existe encore.' },
  create: { id: 'staff.create', defaultMessage: 'Créer le compte' },
  saveAccount: { id: 'staff.saveAccount', defaultMessage: 'Enregistrer le compte' },
  saveAffectation: { id: 'staff.saveAffectation', defaultMessage: 'Enregistrer l’affectation' },
  saved: { id: 'staff.saved', defaultMessage: 'Compte enregistré.' },
  affectationSaved: { id: 'staff.affectationSaved', defaultMessage: 'Affectation enregistrée.' },
  stale: {
    id: 'staff.stale',
    defaultMessage: 'Quelqu’un a modifié ce compte entre-temps : rechargez-le avant d’enregistrer.',
  },

  accessTitle: { id: 'staff.accessTitle', defaultMessage: 'Accès' },
  stateActive: {
    id: 'staff.stateActive',
    defaultMessage: 'Ce compte est actif : la personne peut se connecter.',
  },
  stateInactive: {
    id: 'staff.stateInactive',
    defaultMessage: 'Ce compte est désactivé : la personne ne peut pas se connecter.',
  },
  deactivate: { id: 'staff.deactivate', defaultMessage: 'Désactiver le compte' },
  reactivate: { id: 'staff.reactivate', defaultMessage: 'Réactiver le compte' },
  deactivateQuestion: defineMessage<Named>({
    id: 'staff.deactivateQuestion',
    defaultMessage: 'Désactiver le compte de {name} ?',
  }),
  deactivateExplained: {
    id: 'staff.deactivateExplained',
    defaultMessage:
      'Ses sessions se terminent tout de suite et la personne ne peut plus se connecter. Son historique reste, et le compte peut être réactivé.',
  },
  reactivateQuestion: defineMessage<Named>({
    id: 'staff.reactivateQuestion',
    defaultMessage: 'Réactiver le compte de {name} ?',
  }),
  reactivateExplained: {
    id: 'staff.reactivateExplained',
    defaultMessage: 'La personne pourra de nouveau se connecter, avec son mot de passe actuel.',
  },
  deactivated: { id: 'staff.deactivated', defaultMessage: 'Compte désactivé.' },
  reactivated: { id: 'staff.reactivated', defaultMessage: 'Compte réactivé.' },
  resetPassword: { id: 'staff.resetPassword', defaultMessage: 'Réinitialiser le mot de passe' },
  resetQuestion: defineMessage<Named>({
    id: 'staff.resetQuestion',
    defaultMessage: 'Réinitialiser le mot de passe de {name} ?',
  }),
  resetExplained: {
    id: 'staff.resetExplained',
    defaultMessage:
      'Un mot de passe temporaire est créé et affiché une seule fois. L’ancien ne fonctionne plus et les sessions de la personne se terminent.',
  },
  resetDone: defineMessage<Named>({
    id: 'staff.resetDone',
    defaultMessage: 'Nouveau mot de passe de {name}',
  }),
  temporaryPassword: { id: 'staff.temporaryPassword', defaultMessage: 'Mot de passe temporaire' },
  shownOnce: {
    id: 'staff.shownOnce',
    defaultMessage:
      'Il ne sera plus affiché : copiez-le ou notez-le maintenant, puis donnez-le à la personne.',
  },
  copy: { id: 'staff.copy', defaultMessage: 'Copier' },
  copied: { id: 'staff.copied', defaultMessage: 'Copié.' },
  copyFailed: {
    id: 'staff.copyFailed',
    defaultMessage: 'Copie impossible ici : le mot de passe est sélectionné, copiez-le au clavier.',
  },
  ownAccount: {
    id: 'staff.ownAccount',
    defaultMessage:
      'C’est votre propre compte : un autre administrateur peut le désactiver ou réinitialiser son mot de passe.',
  },

  keyEmailInvalid: { id: 'staff.key.emailInvalid', defaultMessage: 'Saisissez une adresse e-mail valide.' },
  keyEmailTaken: {
    id: 'staff.key.emailTaken',
    defaultMessage: 'Cette adresse e-mail est déjà celle d’un autre compte.',
  },
  keyDisplayNameLength: defineMessage<{ max: number }>({
    id: 'staff.key.displayNameLength',
    defaultMessage: 'Le nom affiché compte de 1 à {max} caractères.',
  }),
  keyPasswordLength: defineMessage<{ min: number; max: number }>({
    id: 'staff.key.passwordLength',
    defaultMessage: 'Le mot de passe compte de {min} à {max} caractères.',
  }),
  keyRolesRequired: { id: 'staff.key.rolesRequired', defaultMessage: 'Choisissez au moins un rôle.' },
  keyUnknownShops: {
    id: 'staff.key.unknownShops',
    defaultMessage: 'Une boutique choisie n’existe plus : rechargez la page.',
  },
  keyUnknownWarehouses: {
    id: 'staff.key.unknownWarehouses',
    defaultMessage: 'Un entrepôt choisi n’existe plus : rechargez la page.',
  },
  keyLastAdmin: {
    id: 'staff.key.lastAdmin',
    defaultMessage: 'C’est le dernier administrateur actif : nommez d’abord un autre administrateur.',
  },
});
