import { defineMessage, defineMessages } from 'react-intl';

/** The content editors' shared pieces: language tabs, rich text, images, refusals, leaving. */
export const messages = defineMessages({
  languages: { id: 'contentEditing.languages', defaultMessage: 'Langue du texte' },
  sections: { id: 'contentEditing.sections', defaultMessage: 'Rubriques du contenu' },
  navPages: { id: 'contentEditing.navPages', defaultMessage: 'Accueil et pages d’atterrissage' },
  navCms: { id: 'contentEditing.navCms', defaultMessage: 'Pages CMS' },
  navBlogPosts: { id: 'contentEditing.navBlogPosts', defaultMessage: 'Articles du blog' },
  navBlogCategories: { id: 'contentEditing.navBlogCategories', defaultMessage: 'Catégories du blog' },
  frenchRequired: { id: 'contentEditing.frenchRequired', defaultMessage: '(obligatoire)' },
  toolbar: defineMessage<{ label: string }>({
    id: 'contentEditing.toolbar',
    defaultMessage: 'Mise en forme de « {label} »',
  }),
  bold: { id: 'contentEditing.bold', defaultMessage: 'Gras' },
  italic: { id: 'contentEditing.italic', defaultMessage: 'Italique' },
  underline: { id: 'contentEditing.underline', defaultMessage: 'Souligné' },
  strike: { id: 'contentEditing.strike', defaultMessage: 'Barré' },
  blockStyle: { id: 'contentEditing.blockStyle', defaultMessage: 'Style du paragraphe' },
  paragraph: { id: 'contentEditing.paragraph', defaultMessage: 'Texte normal' },
  heading: defineMessage<{ level: number }>({
    id: 'contentEditing.heading',
    defaultMessage: 'Intertitre {level}',
  }),
  bulletList: { id: 'contentEditing.bulletList', defaultMessage: 'Liste à puces' },
  orderedList: { id: 'contentEditing.orderedList', defaultMessage: 'Liste numérotée' },
  blockquote: { id: 'contentEditing.blockquote', defaultMessage: 'Citation' },
  link: { id: 'contentEditing.link', defaultMessage: 'Lien' },
  linkAddress: { id: 'contentEditing.linkAddress', defaultMessage: 'Adresse où mène le lien' },
  linkApply: { id: 'contentEditing.linkApply', defaultMessage: 'Poser le lien' },
  unlink: { id: 'contentEditing.unlink', defaultMessage: 'Enlever le lien' },
  linkRefused: {
    id: 'contentEditing.linkRefused',
    defaultMessage:
      'Lien refusé : une adresse de la boutique commençant par /, ou une adresse http(s), mailto: ou tel:.',
  },
  undo: { id: 'contentEditing.undo', defaultMessage: 'Défaire' },
  redo: { id: 'contentEditing.redo', defaultMessage: 'Refaire' },
  showHtml: { id: 'contentEditing.showHtml', defaultMessage: 'Voir le HTML' },
  showVisual: { id: 'contentEditing.showVisual', defaultMessage: 'Revenir à la mise en forme' },
  htmlOf: defineMessage<{ label: string }>({
    id: 'contentEditing.htmlOf',
    defaultMessage: 'HTML de « {label} »',
  }),
  htmlOnly: {
    id: 'contentEditing.htmlOnly',
    defaultMessage:
      'Ce texte contient des éléments que la mise en forme ne sait pas montrer (tableau, image, bloc…) : il reste en HTML pour que rien ne se perde.',
  },
  htmlHint: {
    id: 'contentEditing.htmlHint',
    defaultMessage:
      'Balises gardées par le serveur : p, br, strong, em, u, s, a, listes, h2 à h4, blockquote, tableaux, images de /media/ ; le reste est retiré.',
  },
  editorLoading: { id: 'contentEditing.editorLoading', defaultMessage: 'Chargement de l’éditeur…' },
  addImages: { id: 'contentEditing.addImages', defaultMessage: 'Envoyer des images' },
  chooseImage: { id: 'contentEditing.chooseImage', defaultMessage: 'Envoyer une image' },
  replaceImage: { id: 'contentEditing.replaceImage', defaultMessage: 'Remplacer l’image' },
  noImage: { id: 'contentEditing.noImage', defaultMessage: 'Aucune image pour l’instant.' },
  imageNumber: defineMessage<{ number: number }>({
    id: 'contentEditing.imageNumber',
    defaultMessage: 'Image {number}',
  }),
  imageAlt: defineMessage<{ language: string }>({
    id: 'contentEditing.imageAlt',
    defaultMessage: 'Description de l’image ({language})',
  }),
  imageLink: { id: 'contentEditing.imageLink', defaultMessage: 'Lien au clic sur l’image' },
  imageUp: defineMessage<{ number: number }>({
    id: 'contentEditing.imageUp',
    defaultMessage: 'Avancer l’image {number}',
  }),
  imageDown: defineMessage<{ number: number }>({
    id: 'contentEditing.imageDown',
    defaultMessage: 'Reculer l’image {number}',
  }),
  imageRemove: defineMessage<{ number: number }>({
    id: 'contentEditing.imageRemove',
    defaultMessage: 'Enlever l’image {number}',
  }),
  thumbnailRemove: { id: 'contentEditing.thumbnailRemove', defaultMessage: 'Enlever la vignette' },
  thumbnailPreview: { id: 'contentEditing.thumbnailPreview', defaultMessage: 'Vignette actuelle' },
  leaveQuestion: {
    id: 'contentEditing.leaveQuestion',
    defaultMessage: 'Des modifications ne sont pas enregistrées. Quitter quand même ?',
  },
  leave: { id: 'contentEditing.leave', defaultMessage: 'Quitter sans enregistrer' },
  unsavedNote: {
    id: 'contentEditing.unsavedNote',
    defaultMessage: 'Modifications non enregistrées.',
  },
  draftRestored: {
    id: 'contentEditing.draftRestored',
    defaultMessage: 'Saisie non envoyée retrouvée sur cet appareil.',
  },
  discardDraft: { id: 'contentEditing.discardDraft', defaultMessage: 'Repartir de la version enregistrée' },
  shopTime: { id: 'contentEditing.shopTime', defaultMessage: 'heure de la boutique (Alger)' },
  published: { id: 'contentEditing.published', defaultMessage: 'En ligne sur la boutique' },
  unpublished: { id: 'contentEditing.unpublished', defaultMessage: 'Hors de la boutique' },
  slug: { id: 'contentEditing.slug', defaultMessage: 'Adresse (slug)' },
  slugHint: {
    id: 'contentEditing.slugHint',
    defaultMessage: 'Minuscules, chiffres et tirets ; laissé vide, il est tiré du titre français.',
  },
  openOnStorefront: { id: 'contentEditing.openOnStorefront', defaultMessage: 'Ouvrir sur la boutique' },
  newTab: { id: 'contentEditing.newTab', defaultMessage: '(ouvre un nouvel onglet)' },
  openOnStorefrontOf: defineMessage<{ name: string }>({
    id: 'contentEditing.openOnStorefrontOf',
    defaultMessage: 'Ouvrir {name} sur la boutique (nouvel onglet)',
  }),
  columnUpdated: { id: 'contentEditing.columnUpdated', defaultMessage: 'Dernière modification' },
  columnAddress: { id: 'contentEditing.columnAddress', defaultMessage: 'Adresse sur la boutique' },
  notSaved: {
    id: 'contentEditing.notSaved',
    defaultMessage: 'Rien n’a été enregistré : corrigez les champs signalés.',
  },
});
