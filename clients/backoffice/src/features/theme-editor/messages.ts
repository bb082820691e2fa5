/** The theme editor: the ten colour variables, the preview and its sample, saving and resetting. */
import { defineMessage, defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'themeEditor.title', defaultMessage: 'Couleurs de la boutique' },
  intro: {
    id: 'themeEditor.intro',
    defaultMessage:
      'Les dix couleurs du thème de la boutique, en hexadécimal (#820869 ou #fff). L’aperçu suit la saisie ; la boutique les prend au prochain chargement de page.',
  },
  shopFailed: {
    id: 'themeEditor.shopFailed',
    defaultMessage: 'Les couleurs ne peuvent pas s’afficher : la boutique est introuvable.',
  },
  loadFailed: {
    id: 'themeEditor.loadFailed',
    defaultMessage: 'Impossible de charger les couleurs du thème.',
  },
  offline: {
    id: 'themeEditor.offline',
    defaultMessage: 'Hors ligne : les couleurs restent visibles mais ne peuvent pas être enregistrées.',
  },
  variables: { id: 'themeEditor.variables', defaultMessage: 'Variables de couleur' },
  colorBrand: { id: 'themeEditor.colorBrand', defaultMessage: 'Couleur de la marque (en-tête)' },
  colorPrimary: { id: 'themeEditor.colorPrimary', defaultMessage: 'Couleur principale (boutons, prix)' },
  colorSecondary: { id: 'themeEditor.colorSecondary', defaultMessage: 'Couleur secondaire' },
  colorWarning: { id: 'themeEditor.colorWarning', defaultMessage: 'Couleur d’avertissement' },
  colorDanger: { id: 'themeEditor.colorDanger', defaultMessage: 'Couleur de danger (remises, erreurs)' },
  colorSuccess: { id: 'themeEditor.colorSuccess', defaultMessage: 'Couleur de succès' },
  colorInfo: { id: 'themeEditor.colorInfo', defaultMessage: 'Couleur d’information' },
  colorText: { id: 'themeEditor.colorText', defaultMessage: 'Couleur du texte' },
  colorHeading: { id: 'themeEditor.colorHeading', defaultMessage: 'Couleur des titres' },
  colorGrey1: { id: 'themeEditor.colorGrey1', defaultMessage: 'Gris foncé (fonds sombres)' },
  swatch: defineMessage<{ name: string }>({
    id: 'themeEditor.swatch',
    defaultMessage: 'Nuancier : {name}',
  }),
  defaultValue: defineMessage<{ value: string }>({
    id: 'themeEditor.defaultValue',
    defaultMessage: 'par défaut {value}',
  }),
  invalidColour: {
    id: 'themeEditor.invalidColour',
    defaultMessage:
      'Une couleur s’écrit # suivi de 3 ou 6 chiffres hexadécimaux (0-9, a-f), par exemple #820869.',
  },
  fixColours: {
    id: 'themeEditor.fixColours',
    defaultMessage: 'Corrigez les couleurs signalées : rien n’a été enregistré.',
  },
  saved: {
    id: 'themeEditor.saved',
    defaultMessage: 'Couleurs enregistrées : la boutique les affiche dès son prochain chargement.',
  },
  reset: { id: 'themeEditor.reset', defaultMessage: 'Revenir aux couleurs d’origine' },
  resetTitle: { id: 'themeEditor.resetTitle', defaultMessage: 'Revenir aux couleurs d’origine ?' },
  resetQuestion: {
    id: 'themeEditor.resetQuestion',
    defaultMessage:
      'Les dix couleurs reprennent leurs valeurs par défaut (#820869 pour la principale…) et la boutique les affiche au prochain chargement. Les couleurs choisies jusqu’ici sont perdues.',
  },
  resetConfirm: { id: 'themeEditor.resetConfirm', defaultMessage: 'Remettre les couleurs par défaut' },
  resetDone: { id: 'themeEditor.resetDone', defaultMessage: 'Les couleurs d’origine sont rétablies.' },
  preview: { id: 'themeEditor.preview', defaultMessage: 'Aperçu de la boutique' },
  previewMode: { id: 'themeEditor.previewMode', defaultMessage: 'Fond de l’aperçu' },
  previewLight: { id: 'themeEditor.previewLight', defaultMessage: 'Fond clair' },
  previewDark: { id: 'themeEditor.previewDark', defaultMessage: 'Fond sombre' },
  contrastTextOnPrimary: defineMessage<{ ratio: string }>({
    id: 'themeEditor.contrastTextOnPrimary',
    defaultMessage:
      'Contraste trop faible : le texte blanc des boutons sur la couleur principale n’atteint que {ratio} : 1 (il faut au moins 4,5 : 1 pour rester lisible).',
  }),
  contrastTextOnBackground: defineMessage<{ ratio: string }>({
    id: 'themeEditor.contrastTextOnBackground',
    defaultMessage:
      'Contraste trop faible : le texte sur le fond de page n’atteint que {ratio} : 1 (il faut au moins 4,5 : 1 pour rester lisible).',
  }),
  sampleShop: { id: 'themeEditor.sampleShop', defaultMessage: 'Ma boutique' },
  sampleNavHome: { id: 'themeEditor.sampleNavHome', defaultMessage: 'Accueil' },
  sampleNavNew: { id: 'themeEditor.sampleNavNew', defaultMessage: 'Nouveautés' },
  sampleNavBlog: { id: 'themeEditor.sampleNavBlog', defaultMessage: 'Le blog' },
  sampleHeading: { id: 'themeEditor.sampleHeading', defaultMessage: 'Sélection de la semaine' },
  sampleText: {
    id: 'themeEditor.sampleText',
    defaultMessage:
      'Livraison dans les 58 wilayas, paiement à la livraison. Voici à quoi ressemble un paragraphe.',
  },
  sampleProduct: { id: 'themeEditor.sampleProduct', defaultMessage: 'Djellaba brodée en lin' },
  sampleBuy: { id: 'themeEditor.sampleBuy', defaultMessage: 'Ajouter au panier (exemple)' },
  sampleMore: { id: 'themeEditor.sampleMore', defaultMessage: 'Voir le détail (exemple)' },
  sampleWarning: { id: 'themeEditor.sampleWarning', defaultMessage: 'Plus que 2' },
  sampleDanger: { id: 'themeEditor.sampleDanger', defaultMessage: '−20 %' },
  sampleSuccess: { id: 'themeEditor.sampleSuccess', defaultMessage: 'En stock' },
  sampleInfo: { id: 'themeEditor.sampleInfo', defaultMessage: 'Nouveau' },
});
