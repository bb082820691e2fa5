/**
 * The menu item form: the types in words, the pickers and inputs each type shows, the labels per
 * language, and every refusal the server explains with a content.* key (extensions.messageKeys).
 */
import { defineMessage, defineMessages } from 'react-intl';

export const formMessages = defineMessages({
  newTitle: { id: 'contentMenus.form.newTitle', defaultMessage: 'Nouvel élément de menu' },
  editTitle: { id: 'contentMenus.form.editTitle', defaultMessage: 'Modifier l’élément de menu' },
  type: { id: 'contentMenus.form.type', defaultMessage: 'Ce que l’élément ouvre' },
  typeProductCategory: {
    id: 'contentMenus.form.typeProductCategory',
    defaultMessage: 'Page d’une catégorie',
  },
  typeBrand: { id: 'contentMenus.form.typeBrand', defaultMessage: 'Page d’une marque' },
  typeProduct: { id: 'contentMenus.form.typeProduct', defaultMessage: 'Page d’un produit' },
  typeLink: { id: 'contentMenus.form.typeLink', defaultMessage: 'Lien libre' },
  typeCms: { id: 'contentMenus.form.typeCms', defaultMessage: 'Page d’information (CMS)' },
  typeBlogCategory: { id: 'contentMenus.form.typeBlogCategory', defaultMessage: 'Rubrique du blog' },
  typeBlogPost: { id: 'contentMenus.form.typeBlogPost', defaultMessage: 'Article du blog' },
  typeCollectionPage: { id: 'contentMenus.form.typeCollectionPage', defaultMessage: 'Page d’une collection' },
  typeHeading: defineMessage<{ type: string }>({
    id: 'contentMenus.form.typeHeading',
    defaultMessage: 'Titre de groupe (type {type})',
  }),
  headingsGroup: { id: 'contentMenus.form.headingsGroup', defaultMessage: 'Titres sans lien' },
  parent: { id: 'contentMenus.form.parent', defaultMessage: 'Placé sous' },
  parentRoot: { id: 'contentMenus.form.parentRoot', defaultMessage: 'Premier niveau du menu' },
  targetProductCategory: {
    id: 'contentMenus.form.targetProductCategory',
    defaultMessage: 'Catégorie ciblée',
  },
  targetBrand: { id: 'contentMenus.form.targetBrand', defaultMessage: 'Marque ciblée' },
  targetCms: { id: 'contentMenus.form.targetCms', defaultMessage: 'Page CMS ciblée' },
  targetBlogCategory: { id: 'contentMenus.form.targetBlogCategory', defaultMessage: 'Rubrique ciblée' },
  targetBlogPost: { id: 'contentMenus.form.targetBlogPost', defaultMessage: 'Article ciblé' },
  targetCollectionPage: { id: 'contentMenus.form.targetCollectionPage', defaultMessage: 'Collection ciblée' },
  targetProduct: { id: 'contentMenus.form.targetProduct', defaultMessage: 'Produit ciblé' },
  emptyList: {
    id: 'contentMenus.form.emptyList',
    defaultMessage: 'Rien à choisir pour ce type dans la boutique.',
  },
  listFailed: {
    id: 'contentMenus.form.listFailed',
    defaultMessage: 'La liste des cibles n’a pas pu être chargée.',
  },
  productSearch: { id: 'contentMenus.form.productSearch', defaultMessage: 'Rechercher le produit' },
  productSearchHint: {
    id: 'contentMenus.form.productSearchHint',
    defaultMessage: 'Nom, référence ou code-barres : 3 caractères au moins.',
  },
  noProductFound: { id: 'contentMenus.form.noProductFound', defaultMessage: 'Aucun produit ne correspond.' },
  currentTarget: defineMessage<{ name: string }>({
    id: 'contentMenus.form.currentTarget',
    defaultMessage: '{name} (cible actuelle)',
  }),
  targetGone: { id: 'contentMenus.form.targetGone', defaultMessage: 'Cible actuelle introuvable' },
  link: { id: 'contentMenus.form.link', defaultMessage: 'Adresse du lien' },
  linkHint: {
    id: 'contentMenus.form.linkHint',
    defaultMessage: 'Une page de la boutique commençant par / (par exemple /blog) ou une adresse https://',
  },
  noInput: {
    id: 'contentMenus.form.noInput',
    defaultMessage:
      'Ce type ne mène nulle part : il titre les éléments placés dessous et n’a besoin que d’un libellé.',
  },
  labels: { id: 'contentMenus.form.labels', defaultMessage: 'Libellé affiché' },
  labelsHint: {
    id: 'contentMenus.form.labelsHint',
    defaultMessage:
      'Laissé vide, l’élément porte le nom de sa cible. Obligatoire en français pour un lien libre ou un titre.',
  },
  labelFr: { id: 'contentMenus.form.labelFr', defaultMessage: 'Libellé en français' },
  labelEn: { id: 'contentMenus.form.labelEn', defaultMessage: 'Libellé en anglais' },
  labelAr: { id: 'contentMenus.form.labelAr', defaultMessage: 'Libellé en arabe' },
  openInNewTab: { id: 'contentMenus.form.openInNewTab', defaultMessage: 'Ouvrir dans un nouvel onglet' },
  active: { id: 'contentMenus.form.active', defaultMessage: 'Affiché sur la boutique' },
  submitNew: { id: 'contentMenus.form.submitNew', defaultMessage: 'Ajouter au menu' },
  chooseTarget: { id: 'contentMenus.form.chooseTarget', defaultMessage: 'Choisissez la cible de l’élément.' },
});

/** The server's refusals by message key, each shown under its field (or with the outcome). */
export const keyMessages = defineMessages({
  'content.target_required': {
    id: 'contentMenus.key.targetRequired',
    defaultMessage: 'Ce type d’élément a besoin d’une cible.',
  },
  'content.target_unknown': {
    id: 'contentMenus.key.targetUnknown',
    defaultMessage: 'Cette cible n’existe pas ou n’est pas active dans la boutique.',
  },
  'content.link_required': {
    id: 'contentMenus.key.linkRequired',
    defaultMessage: 'Un lien libre a besoin de son adresse.',
  },
  'content.link_unsafe': {
    id: 'contentMenus.key.linkUnsafe',
    defaultMessage:
      'Ce lien est refusé : seules une page de la boutique (commençant par /) ou une adresse http(s) sont acceptées.',
  },
  'content.label_required': {
    id: 'contentMenus.key.labelRequired',
    defaultMessage: 'Le libellé en français est obligatoire pour ce type d’élément.',
  },
  'content.text_too_long': {
    id: 'contentMenus.key.textTooLong',
    defaultMessage: 'Ce libellé est trop long.',
  },
  'content.menu_type_unknown': {
    id: 'contentMenus.key.menuTypeUnknown',
    defaultMessage: 'Ce type d’élément de menu n’existe pas.',
  },
  'content.menu_too_deep': {
    id: 'contentMenus.key.menuTooDeep',
    defaultMessage: 'un menu a trois niveaux au plus.',
  },
  'content.menu_parent_invalid': {
    id: 'contentMenus.key.menuParentInvalid',
    defaultMessage: 'un élément ne peut pas être placé sous lui-même ni hors de son menu.',
  },
  'content.position_invalid': {
    id: 'contentMenus.key.positionInvalid',
    defaultMessage: 'cette place n’existe pas dans le menu.',
  },
  'content.menu_code_invalid': {
    id: 'contentMenus.key.menuCodeInvalid',
    defaultMessage: 'Le code d’un menu s’écrit en lettres minuscules, chiffres et tirets (40 au plus).',
  },
  'content.menu_code_taken': {
    id: 'contentMenus.key.menuCodeTaken',
    defaultMessage: 'La boutique a déjà un menu avec ce code.',
  },
});
