import { defineMessage, defineMessages } from 'react-intl';

/** The pages list and the page editor (its block list, moves, preview). */
export const messages = defineMessages({
  title: { id: 'contentPages.title', defaultMessage: 'Pages composées de blocs' },
  intro: {
    id: 'contentPages.intro',
    defaultMessage:
      'La page d’accueil et les pages d’atterrissage : des blocs (carrousels, bannières, textes…) montrés dans l’ordre choisi ici.',
  },
  newPage: { id: 'contentPages.newPage', defaultMessage: 'Nouvelle page d’atterrissage' },
  home: { id: 'contentPages.home', defaultMessage: 'Page d’accueil' },
  homeAddress: { id: 'contentPages.homeAddress', defaultMessage: '/ (l’accueil de la boutique)' },
  columnPage: { id: 'contentPages.column.page', defaultMessage: 'Page' },
  columnAddress: { id: 'contentPages.column.address', defaultMessage: 'Adresse de la page' },
  columnBlocks: { id: 'contentPages.column.blocks', defaultMessage: 'Blocs' },
  blockCount: defineMessage<{ count: number }>({
    id: 'contentPages.blockCount',
    defaultMessage: '{count, plural, =0 {aucun bloc} one {# bloc} other {# blocs}}',
  }),
  compose: { id: 'contentPages.compose', defaultMessage: 'Composer' },
  composeOf: defineMessage<{ name: string }>({
    id: 'contentPages.composeOf',
    defaultMessage: 'Composer la page {name}',
  }),
  rename: { id: 'contentPages.rename', defaultMessage: 'Renommer' },
  renameOf: defineMessage<{ name: string }>({
    id: 'contentPages.renameOf',
    defaultMessage: 'Renommer la page {name}',
  }),
  publish: { id: 'contentPages.publish', defaultMessage: 'Mettre en ligne' },
  unpublish: { id: 'contentPages.unpublish', defaultMessage: 'Retirer de la boutique' },
  confirmDelete: defineMessage<{ name: string }>({
    id: 'contentPages.confirmDelete',
    defaultMessage: 'Supprimer la page {name} et tous ses blocs ?',
  }),
  pageDeleted: { id: 'contentPages.pageDeleted', defaultMessage: 'Page supprimée.' },
  pageSaved: { id: 'contentPages.pageSaved', defaultMessage: 'Page enregistrée.' },
  listFailed: { id: 'contentPages.listFailed', defaultMessage: 'Impossible de charger les pages.' },
  shopFailed: {
    id: 'contentPages.shopFailed',
    defaultMessage: 'Impossible de savoir de quelle boutique montrer les pages.',
  },
  offline: {
    id: 'contentPages.offline',
    defaultMessage:
      'Hors ligne : les pages se consultent, mais rien ne s’enregistre avant le retour du réseau.',
  },
  renameTitle: defineMessage<{ name: string }>({
    id: 'contentPages.renameTitle',
    defaultMessage: 'Renommer « {name} »',
  }),
  pageTitle: { id: 'contentPages.pageTitle', defaultMessage: 'Titre de la page' },
  visibleOnStorefront: { id: 'contentPages.visibleOnStorefront', defaultMessage: 'Montrée sur la boutique' },
  backToPages: { id: 'contentPages.backToPages', defaultMessage: 'Retour aux pages' },
  editorTitle: defineMessage<{ name: string }>({
    id: 'contentPages.editorTitle',
    defaultMessage: 'Composer « {name} »',
  }),
  pageFailed: { id: 'contentPages.pageFailed', defaultMessage: 'Impossible de charger cette page.' },
  blocksTitle: { id: 'contentPages.blocksTitle', defaultMessage: 'Blocs, dans l’ordre de la page' },
  noBlocks: { id: 'contentPages.noBlocks', defaultMessage: 'Aucun bloc : la page est vide sur la boutique.' },
  addBlock: { id: 'contentPages.addBlock', defaultMessage: 'Ajouter un bloc' },
  moveUp: { id: 'contentPages.moveUp', defaultMessage: 'Monter' },
  moveUpOf: defineMessage<{ name: string }>({
    id: 'contentPages.moveUpOf',
    defaultMessage: 'Monter le bloc {name}',
  }),
  moveDown: { id: 'contentPages.moveDown', defaultMessage: 'Descendre' },
  moveDownOf: defineMessage<{ name: string }>({
    id: 'contentPages.moveDownOf',
    defaultMessage: 'Descendre le bloc {name}',
  }),
  dragOf: defineMessage<{ name: string }>({
    id: 'contentPages.dragOf',
    defaultMessage: 'Glisser pour déplacer le bloc {name}',
  }),
  moved: defineMessage<{ name: string; position: number; count: number }>({
    id: 'contentPages.moved',
    defaultMessage: 'Bloc {name} placé en position {position} sur {count}.',
  }),
  dragPicked: defineMessage<{ name: string }>({
    id: 'contentPages.dragPicked',
    defaultMessage: 'Bloc {name} saisi.',
  }),
  dragCancelled: defineMessage<{ name: string }>({
    id: 'contentPages.dragCancelled',
    defaultMessage: 'Déplacement du bloc {name} annulé.',
  }),
  moveFailed: {
    id: 'contentPages.moveFailed',
    defaultMessage: 'Le nouvel ordre n’a pas été enregistré : la page montre l’ordre du serveur.',
  },
  edit: { id: 'contentPages.edit', defaultMessage: 'Modifier le bloc' },
  editOf: defineMessage<{ name: string }>({
    id: 'contentPages.editOf',
    defaultMessage: 'Modifier le bloc {name}',
  }),
  dragHelp: {
    id: 'contentPages.dragHelp',
    defaultMessage: 'Au clavier, les boutons Monter et Descendre déplacent les blocs.',
  },
  duplicate: { id: 'contentPages.duplicate', defaultMessage: 'Dupliquer' },
  duplicateOf: defineMessage<{ name: string }>({
    id: 'contentPages.duplicateOf',
    defaultMessage: 'Dupliquer le bloc {name}',
  }),
  duplicated: { id: 'contentPages.duplicated', defaultMessage: 'Copie ajoutée juste après le bloc.' },
  confirmDeleteBlock: defineMessage<{ name: string }>({
    id: 'contentPages.confirmDeleteBlock',
    defaultMessage: 'Supprimer le bloc {name} ?',
  }),
  blockDeleted: { id: 'contentPages.blockDeleted', defaultMessage: 'Bloc supprimé.' },
  blockName: defineMessage<{ position: number; type: string }>({
    id: 'contentPages.blockName',
    defaultMessage: '{position} ({type})',
  }),
  stateInactive: { id: 'contentPages.stateInactive', defaultMessage: 'Désactivé : non montré' },
  stateWindow: defineMessage<{ from: string; until: string }>({
    id: 'contentPages.stateWindow',
    defaultMessage: 'Montré du {from} au {until}',
  }),
  stateFrom: defineMessage<{ from: string }>({
    id: 'contentPages.stateFrom',
    defaultMessage: 'Montré à partir du {from}',
  }),
  stateUntil: defineMessage<{ until: string }>({
    id: 'contentPages.stateUntil',
    defaultMessage: 'Montré jusqu’au {until}',
  }),
  stateOldType: {
    id: 'contentPages.stateOldType',
    defaultMessage: 'Ancien type : la boutique ne le montre pas',
  },
  untitled: { id: 'contentPages.untitled', defaultMessage: 'sans titre' },
  preview: { id: 'contentPages.preview', defaultMessage: 'Aperçu de la page' },
  previewNote: {
    id: 'contentPages.previewNote',
    defaultMessage:
      'Les blocs dans l’ordre, comme la boutique les dispose ; produits, catégories et articles y sont ceux du moment.',
  },
  previewProducts: defineMessage<{ source: string }>({
    id: 'contentPages.previewProducts',
    defaultMessage: 'Produits : {source}',
  }),
  previewItems: defineMessage<{ count: number }>({
    id: 'contentPages.previewItems',
    defaultMessage: '{count, plural, one {# élément choisi} other {# éléments choisis}}',
  }),
  previewNothing: { id: 'contentPages.previewNothing', defaultMessage: 'Rien à montrer pour l’instant.' },
});
