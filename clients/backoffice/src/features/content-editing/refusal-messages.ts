import { defineMessages } from 'react-intl';

/**
 * What the content forms say under a field the server refused, by the refusal's key
 * (extensions.messageKeys, `content.*` of @tijara/schema's ContentMessageKey). Menu keys are the
 * menu editor's to say.
 */
export const refusalMessages = defineMessages({
  invalidInput: {
    id: 'contentEditing.refusal.invalidInput',
    defaultMessage: 'Valeur refusée par le serveur.',
  },
  blockTypeUnknown: {
    id: 'contentEditing.refusal.blockTypeUnknown',
    defaultMessage: 'Ce type de bloc n’existe plus : choisissez-en un de la liste.',
  },
  sizeInvalid: {
    id: 'contentEditing.refusal.sizeInvalid',
    defaultMessage: 'Largeur inconnue : pleine, large, moitié ou tiers.',
  },
  cssClassesInvalid: {
    id: 'contentEditing.refusal.cssClassesInvalid',
    defaultMessage:
      'Des noms de classes en a-z, 0-9, _ et -, séparés par des espaces, 100 caractères au plus.',
  },
  bgColorInvalid: {
    id: 'contentEditing.refusal.bgColorInvalid',
    defaultMessage: 'Une couleur comme #fff ou #c62828, ou rien.',
  },
  linkUnsafe: {
    id: 'contentEditing.refusal.linkUnsafe',
    defaultMessage:
      'Un chemin de la boutique commençant par / ou une adresse http(s) ; javascript: et data: sont refusés.',
  },
  linkRequired: {
    id: 'contentEditing.refusal.linkRequired',
    defaultMessage: 'Ce type de bloc demande un lien.',
  },
  numberOutOfRange: {
    id: 'contentEditing.refusal.numberOutOfRange',
    defaultMessage: 'Un nombre entier de 1 à 48.',
  },
  responsiveNumberInvalid: {
    id: 'contentEditing.refusal.responsiveNumberInvalid',
    defaultMessage: 'Trois nombres entiers de 1 à 12 (mobile, tablette, ordinateur).',
  },
  visibilityOrder: {
    id: 'contentEditing.refusal.visibilityOrder',
    defaultMessage: 'La fin de l’affichage doit venir après son début.',
  },
  sourceInvalid: {
    id: 'contentEditing.refusal.sourceInvalid',
    defaultMessage: 'Choisissez quels produits montrer dans la liste.',
  },
  targetRequired: {
    id: 'contentEditing.refusal.targetRequired',
    defaultMessage: 'Choisissez ce que ce bloc montre.',
  },
  targetUnknown: {
    id: 'contentEditing.refusal.targetUnknown',
    defaultMessage: 'Ce choix n’existe plus ou n’est plus visible dans la boutique.',
  },
  textRequired: {
    id: 'contentEditing.refusal.textRequired',
    defaultMessage: 'Ce texte est obligatoire en français.',
  },
  textTooLong: { id: 'contentEditing.refusal.textTooLong', defaultMessage: 'Texte ou liste trop long.' },
  imagesRequired: {
    id: 'contentEditing.refusal.imagesRequired',
    defaultMessage: 'Ajoutez au moins une image.',
  },
  imageUnknown: {
    id: 'contentEditing.refusal.imageUnknown',
    defaultMessage: 'Cette image n’a pas été envoyée pour cette boutique : envoyez-la de nouveau.',
  },
  slugInvalid: {
    id: 'contentEditing.refusal.slugInvalid',
    defaultMessage: 'Lettres minuscules sans accent, chiffres et tirets simples.',
  },
  slugTaken: {
    id: 'contentEditing.refusal.slugTaken',
    defaultMessage: 'Cette adresse sert déjà à une autre page de la boutique.',
  },
  positionInvalid: { id: 'contentEditing.refusal.positionInvalid', defaultMessage: 'Position refusée.' },
  homeNotDeletable: {
    id: 'contentEditing.refusal.homeNotDeletable',
    defaultMessage: 'La page d’accueil ne se supprime pas.',
  },
  pageSizeInvalid: {
    id: 'contentEditing.refusal.pageSizeInvalid',
    defaultMessage: 'Nombre de lignes par page refusé.',
  },
});
