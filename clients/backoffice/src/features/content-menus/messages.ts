/** The menu editor's screen and tree: the menus, their items and how they move. */
import { defineMessage, defineMessages } from 'react-intl';

type Named = { name: string };

export const messages = defineMessages({
  title: { id: 'contentMenus.title', defaultMessage: 'Menus de la boutique' },
  intro: {
    id: 'contentMenus.intro',
    defaultMessage:
      'Les liens de l’en-tête, du pied de page et des autres menus de la boutique. Glissez un élément pour le déplacer, ou utilisez ses flèches.',
  },
  shopFailed: {
    id: 'contentMenus.shopFailed',
    defaultMessage: 'Les menus ne peuvent pas s’afficher : la boutique est introuvable.',
  },
  listFailed: { id: 'contentMenus.listFailed', defaultMessage: 'Impossible de charger les menus.' },
  offline: {
    id: 'contentMenus.offline',
    defaultMessage: 'Hors ligne : les menus restent visibles mais ne peuvent pas être modifiés.',
  },
  menuChoice: { id: 'contentMenus.menuChoice', defaultMessage: 'Menu à modifier' },
  headerMenu: { id: 'contentMenus.headerMenu', defaultMessage: 'En-tête de la boutique' },
  footerMenu: { id: 'contentMenus.footerMenu', defaultMessage: 'Pied de page de la boutique' },
  otherMenu: defineMessage<{ code: string }>({
    id: 'contentMenus.otherMenu',
    defaultMessage: 'Menu « {code} »',
  }),
  newMenu: { id: 'contentMenus.newMenu', defaultMessage: 'Nouveau menu' },
  newMenuCode: { id: 'contentMenus.newMenuCode', defaultMessage: 'Code du nouveau menu' },
  newMenuHint: {
    id: 'contentMenus.newMenuHint',
    defaultMessage:
      'Lettres minuscules, chiffres et tirets, 40 caractères au plus (par exemple : promo-ete).',
  },
  createMenu: { id: 'contentMenus.createMenu', defaultMessage: 'Créer le menu' },
  menuCreated: defineMessage<{ code: string }>({
    id: 'contentMenus.menuCreated',
    defaultMessage: 'Le menu « {code} » est créé.',
  }),
  addItem: { id: 'contentMenus.addItem', defaultMessage: 'Ajouter un élément' },
  emptyMenu: { id: 'contentMenus.emptyMenu', defaultMessage: 'Ce menu n’a encore aucun élément.' },
  treeLabel: defineMessage<{ menu: string }>({
    id: 'contentMenus.treeLabel',
    defaultMessage: 'Éléments de « {menu} »',
  }),
  dragHint: {
    id: 'contentMenus.dragHint',
    defaultMessage: 'Glisser pour déplacer (vers la droite ou la gauche pour changer de niveau)',
  },
  moveUp: defineMessage<Named>({ id: 'contentMenus.moveUp', defaultMessage: 'Monter « {name} »' }),
  moveDown: defineMessage<Named>({ id: 'contentMenus.moveDown', defaultMessage: 'Descendre « {name} »' }),
  moveIn: defineMessage<Named>({
    id: 'contentMenus.moveIn',
    defaultMessage: 'Placer « {name} » sous l’élément du dessus',
  }),
  moveOut: defineMessage<Named>({
    id: 'contentMenus.moveOut',
    defaultMessage: 'Sortir « {name} » de son groupe',
  }),
  moved: defineMessage<Named & { level: number; position: number }>({
    id: 'contentMenus.moved',
    defaultMessage: '« {name} » déplacé : niveau {level}, position {position}.',
  }),
  moveRefused: defineMessage<Named & { reason: string }>({
    id: 'contentMenus.moveRefused',
    defaultMessage: '« {name} » n’a pas été déplacé : {reason}',
  }),
  level: defineMessage<{ level: number }>({ id: 'contentMenus.level', defaultMessage: 'niveau {level}' }),
  inactive: { id: 'contentMenus.inactive', defaultMessage: 'Élément masqué' },
  targetHidden: { id: 'contentMenus.targetHidden', defaultMessage: 'Cible masquée sur la boutique' },
  newTab: { id: 'contentMenus.newTab', defaultMessage: 'Nouvel onglet' },
  confirmDelete: defineMessage<Named>({
    id: 'contentMenus.confirmDelete',
    defaultMessage: 'Supprimer « {name} » et ses sous-éléments ?',
  }),
  deleted: defineMessage<Named>({
    id: 'contentMenus.deleted',
    defaultMessage: '« {name} » est supprimé du menu.',
  }),
  saved: defineMessage<Named>({ id: 'contentMenus.saved', defaultMessage: '« {name} » est enregistré.' }),
});
